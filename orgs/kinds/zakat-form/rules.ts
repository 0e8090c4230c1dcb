/**
 * Field rules of the zakat forms: name, email, phone, currency and amount are
 * required, the address is optional. The minimum of the chosen currency is checked as the donor types;
 * on submit only the amount's presence, that it is a positive amount and the default floor of one whole
 * unit are checked (the spec asks presence only; the floor keeps card testers' cent amounts out).
 */
import type { Translator } from '../../i18n/translator.ts';
import type { ZakatFormDef } from '../../types.ts';
import { maxAmountOf } from '../../rules/amount-maximum.ts';
import { amountMinimumRule } from '../../rules/amount-minimum.ts';
import { currencyRule, donorFields } from '../../rules/donor-rules.ts';
import { amount } from '../../rules/field-schemas.ts';
import { both } from '../../rules/form-rules.ts';

/**
 * Rules keyed by field name, in display order: the summary variant starts with the currency and the
 * amount beside it, then the donor's fields; the plain variant starts with the donor's fields. Messages
 * are in `translator`'s language.
 */
export function zakatFormFields(form: ZakatFormDef, translator: Translator) {
  const money = {
    currency: currencyRule(form.currencies, translator),
    amount: { ...both(amount(maxAmountOf(form), translator)), across: amountMinimumRule(form.minimums, translator, false) },
  };
  const donor = donorFields(form.phone, translator);
  return form.variant === 'summary' ? { ...money, ...donor } : { ...donor, ...money };
}
