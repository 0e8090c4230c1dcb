/**
 * The order fields every form with a phone box shares: amount, currency, the payer's
 * details as Customer* fields, and the phone placed as the README's decisions decides (a Pakistani mobile in
 * CustomerMobile, any other number in BillDetail01.internationalNumber).
 */
import type { donorFields } from '../../orgs/rules/donor-rules.ts';
import type { FieldValues } from '../../orgs/rules/form-rules.ts';
import type { KindOrderParts } from './kind-order-parts.ts';
import { placePhone } from './phone.ts';

/** What a kind makes of its checked values before the phone is placed; every value a string, "" when unknown. */
export interface PayerDetails {
  /** Decimal string in major units of `currency`, e.g. '2500'. */
  amount: string;
  /** ISO 4217 code, e.g. 'PKR'. */
  currency: string;
  name: string;
  email: string;
  address: string;
  /** The phone number as the page sent it, e.g. '0300-1234567' or '+447911123456'. */
  phone: string;
}

/** The parts for `payer`; BillDetail01 is internationalNumber followed by `billDetail`, in its order. */
export function payerOrderParts(payer: PayerDetails, billDetail: Record<string, string>): KindOrderParts {
  const phone = placePhone(payer.phone);
  return {
    amount: payer.amount,
    currency: payer.currency,
    customer: { name: payer.name, mobile: phone.customerMobile, email: payer.email, address: payer.address },
    billDetail: { internationalNumber: phone.internationalNumber, ...billDetail },
  };
}

/**
 * The parts for checked `values` of a form with the donor fields name, email, phoneNumber, address,
 * amount and currency (the grid, donation page, zakat and campaign forms).
 */
/** The values `donorOrderParts` reads: the donor's fields, the amount and the currency. */
export type DonorOrderValues = FieldValues<ReturnType<typeof donorFields>> & { readonly amount?: string; readonly currency?: string };

export function donorOrderParts(values: DonorOrderValues, billDetail: Record<string, string>): KindOrderParts {
  const payer = {
    amount: values.amount ?? '',
    currency: values.currency ?? '',
    name: values.name ?? '',
    email: values.email ?? '',
    address: values.address ?? '',
    phone: values.phoneNumber ?? '',
  };
  return payerOrderParts(payer, billDetail);
}
