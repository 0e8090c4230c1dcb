/**
 * The order fields of the standard grid form: the donor's details go to the
 * Customer* fields and BillDetail01 holds internationalNumber, comments and the purpose, named
 * `purposeOfDonation` for a donationType select and `paymentType` for ipchih's paymentType select.
 */
import type { StandardGridFormDef } from '../../orgs/types.ts';
import { donorOrderParts } from './donor-order.ts';
import type { KindOrderParts } from './kind-order-parts.ts';
import type { ValuesOf } from '../../orgs/kinds.ts';

/** `values` must have passed `rulesFor(form).check(values, 'submit')`. */
export function standardGridOrderParts(form: StandardGridFormDef, values: ValuesOf<'standard-grid'>): KindOrderParts {
  const purposeKey = form.purpose.field === 'paymentType' ? 'paymentType' : 'purposeOfDonation';
  return donorOrderParts(values, { comments: values.comments ?? '', [purposeKey]: values[form.purpose.field] ?? '' });
}
