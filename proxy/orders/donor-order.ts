/**
 * The order fields the donation page, zakat forms and campaign form share (spec section 3): amount,
 * currency, the donor's details as Customer* fields, and the phone placed as DESIGN.md decides (a
 * Pakistani mobile in CustomerMobile, any other number in BillDetail01.internationalNumber).
 */
import type { FormValues } from '../../orgs/rules/index.ts';
import type { KindOrderParts } from './kind-order-parts.ts';
import { placePhone } from './phone.ts';

/**
 * The parts for checked `values` (fields name, email, phoneNumber, address, amount, currency);
 * BillDetail01 is internationalNumber followed by `billDetail`.
 */
export function donorOrderParts(values: FormValues, billDetail: Record<string, string>): KindOrderParts {
  const phone = placePhone(values.phoneNumber ?? '');
  return {
    amount: values.amount ?? '',
    currency: values.currency ?? '',
    customer: {
      name: values.name ?? '',
      mobile: phone.customerMobile,
      email: values.email ?? '',
      address: values.address ?? '',
    },
    billDetail: { internationalNumber: phone.internationalNumber, ...billDetail },
  };
}
