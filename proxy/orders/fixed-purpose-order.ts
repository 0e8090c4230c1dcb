/**
 * The order fields of the donation page and the zakat forms: the donor's fields, and
 * BillDetail01 with internationalNumber and the purpose the org file gives the form (e.g. 'Zakat'), so
 * the organisation can tell the page's payments apart. These forms have no comments box.
 */
import type { DonationPageFormDef, ZakatFormDef } from '../../orgs/types.ts';
import { donorOrderParts } from './donor-order.ts';
import type { KindOrderParts } from './kind-order-parts.ts';
import type { ValuesOf } from '../../orgs/kinds.ts';

/** `values` must have passed `rulesFor(form).check(values, 'submit')`. */
export function fixedPurposeOrderParts(
  form: DonationPageFormDef | ZakatFormDef,
  values: ValuesOf<'donation-page'> & ValuesOf<'zakat-form'>,
): KindOrderParts {
  return donorOrderParts(values, { purposeOfDonation: form.purposeOfDonation });
}
