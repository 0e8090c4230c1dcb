/**
 * The order fields of the donation-type and campaign form: the donor's fields, and
 * BillDetail01 with internationalNumber, the donation type as purposeOfDonation, and the campaign.
 */
import type { FormValues } from '../../orgs/rules/index.ts';
import { donorOrderParts } from './donor-order.ts';
import type { KindOrderParts } from './kind-order-parts.ts';

/** `values` must have passed `rulesFor(form).check(values, 'submit')` for a campaign form. */
export function campaignFormOrderParts(values: FormValues): KindOrderParts {
  return donorOrderParts(values, { purposeOfDonation: values.donationType ?? '', campaign: values.campaign ?? '' });
}
