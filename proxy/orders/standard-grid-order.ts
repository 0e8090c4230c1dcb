/**
 * The order fields of the standard grid form (spec section 3): the donor's details go to the
 * Customer* fields and BillDetail01 holds internationalNumber, comments and the purpose, named
 * `purposeOfDonation` for a donationType select and `paymentType` for ipchih's paymentType select.
 */
import type { FormValues } from '../../orgs/rules/index.ts';
import type { StandardGridFormDef } from '../../orgs/types.ts';
import type { KindOrderParts } from './kind-order-parts.ts';
import { placePhone } from './phone.ts';

/** `values` must have passed `rulesFor(form).check(values, 'submit')`. */
export function standardGridOrderParts(form: StandardGridFormDef, values: FormValues): KindOrderParts {
  const phone = placePhone(values.phoneNumber ?? '');
  const purposeKey = form.purpose.field === 'paymentType' ? 'paymentType' : 'purposeOfDonation';
  return {
    amount: values.amount ?? '',
    currency: values.currency ?? '',
    customer: {
      name: values.name ?? '',
      mobile: phone.customerMobile,
      email: values.email ?? '',
      address: values.address ?? '',
    },
    billDetail: {
      internationalNumber: phone.internationalNumber,
      comments: values.comments ?? '',
      [purposeKey]: values[form.purpose.field] ?? '',
    },
  };
}
