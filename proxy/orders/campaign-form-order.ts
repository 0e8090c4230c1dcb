/**
 * The order fields of the donation-type and campaign form: the donor's fields, and
 * BillDetail01 with internationalNumber, the donation type as purposeOfDonation, and the campaign.
 */
import { donorOrderParts } from './donor-order.ts';
import type { KindOrderParts } from './kind-order-parts.ts';
import type { ValuesOf } from '../../orgs/kinds.ts';

/** `values` must have passed `rulesFor(form).check(values, 'submit')` for a campaign form. */
export function campaignFormOrderParts(values: ValuesOf<'campaign-form'>): KindOrderParts {
  return donorOrderParts(values, { purposeOfDonation: values.donationType ?? '', campaign: values.campaign ?? '' });
}
