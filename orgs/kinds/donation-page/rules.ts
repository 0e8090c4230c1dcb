/**
 * Field rules of the donation and zakat pages: name, email, phone, currency and amount
 * are required, the address is optional. The amount must reach the chosen currency's minimum as the
 * donor types and, unlike on the zakat forms, on submit as well: the spec limits the presence-only
 * submit check to the zakat forms, and the proxy, which applies the submit check, must not take less
 * than the minimum.
 */
import type { Translator } from '../../i18n/translator.ts';
import type { DonationPageFormDef } from '../../types.ts';
import { maxAmountOf } from '../../rules/amount-maximum.ts';
import { amountMinimumRule } from '../../rules/amount-minimum.ts';
import { currencyRule, donorFields } from '../../rules/donor-rules.ts';
import { amount } from '../../rules/field-schemas.ts';
import { both } from '../../rules/form-rules.ts';

/**
 * Rules keyed by field name, in display order: the donor's fields, currency, amount; messages in
 * `translator`'s language.
 */
export function donationPageFields(form: DonationPageFormDef, translator: Translator) {
  return {
    ...donorFields(form.phone, translator),
    currency: currencyRule(form.currencies, translator),
    amount: { ...both(amount(maxAmountOf(form), translator)), across: amountMinimumRule(form.minimums, translator) },
  };
}
