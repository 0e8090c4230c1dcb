/**
 * The order fields of a donation wizard: CustomerName is the first and last name,
 * the contact number is placed as on every form (README, Decisions: a Pakistani mobile in CustomerMobile, any
 * other number in BillDetail01.internationalNumber), and CustomerAddress joins the address fields of a
 * form with an address step (street address, city, province, country). BillDetail01 carries
 * internationalNumber, purposeOfDonation (the donationPurpose), zipCode on a form with an address step
 * and educationType on a form with a category, so its keys depend on the form, never on the values.
 */
import type { DonationWizardFormDef } from '../../orgs/types.ts';
import { payerOrderParts } from './donor-order.ts';
import type { KindOrderParts } from './kind-order-parts.ts';
import type { ValuesOf } from '../../orgs/kinds.ts';

/** The non-empty parts joined by `separator`. */
function joined(parts: (string | undefined)[], separator: string): string {
  return parts.filter((part) => part !== undefined && part !== '').join(separator);
}

/** `values` must have passed `rulesFor(form).check(values, 'submit')`. */
export function donationWizardOrderParts(form: DonationWizardFormDef, values: ValuesOf<'donation-wizard'>): KindOrderParts {
  const payer = {
    amount: values.amount ?? '',
    currency: values.currency ?? '',
    name: joined([values.firstName, values.lastName], ' '),
    email: values.email ?? '',
    address: form.address ? joined([values.address, values.city, values.province, values.country], ', ') : '',
    phone: values.contactNumber ?? '',
  };
  return payerOrderParts(payer, {
    purposeOfDonation: values.donationPurpose ?? '',
    ...(form.address && { zipCode: values.zipCode ?? '' }),
    ...(form.category && { educationType: values.educationType ?? '' }),
  });
}
