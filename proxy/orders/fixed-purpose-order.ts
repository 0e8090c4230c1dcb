/**
 * The order fields of the donation page and the zakat forms: the donor's fields, and
 * BillDetail01 with internationalNumber and the purpose the org file gives the form (e.g. 'Zakat'), so
 * the organisation can tell the page's payments apart. These forms have no comments box.
 */
import type { FormValues } from '../../orgs/rules/index.ts';
import type { DonationPageFormDef, ZakatFormDef } from '../../orgs/types.ts';
import { donorOrderParts } from './donor-order.ts';
import type { KindOrderParts } from './kind-order-parts.ts';

/** `values` must have passed `rulesFor(form).check(values, 'submit')`. */
export function fixedPurposeOrderParts(form: DonationPageFormDef | ZakatFormDef, values: FormValues): KindOrderParts {
  return donorOrderParts(values, { purposeOfDonation: form.purposeOfDonation });
}
