/**
 * The order fields of the associates form: BillDetail01 carries customerMobile,
 * country, purposeOfDonation and nationalIdentityNumber. The phone is placed as the README's decisions decides: a
 * Pakistani mobile also goes to CustomerMobile as 03XXXXXXXXX, any other number to
 * BillDetail01.internationalNumber; BillDetail01.customerMobile keeps the number as the page sent it
 * (E.164, e.g. +447911123456), so the organisation sees it whatever the country. No address: "".
 */
import type { AssociatesFormDef } from '../../orgs/types.ts';
import { payerOrderParts } from './donor-order.ts';
import type { KindOrderParts } from './kind-order-parts.ts';
import type { ValuesOf } from '../../orgs/kinds.ts';

/** `values` must have passed `rulesFor(form).check(values, 'submit')`. */
export function associatesOrderParts(form: AssociatesFormDef, values: ValuesOf<'associates'>): KindOrderParts {
  const phone = values.phoneNumber ?? '';
  const payer = {
    amount: values.amount ?? '',
    currency: values.currency ?? '',
    name: values.name ?? '',
    email: values.email ?? '',
    address: '',
    phone,
  };
  return payerOrderParts(payer, {
    customerMobile: phone,
    country: values.country ?? '',
    purposeOfDonation: values[form.purpose.field] ?? '',
    nationalIdentityNumber: values.nationalIdentityNumber ?? '',
  });
}
