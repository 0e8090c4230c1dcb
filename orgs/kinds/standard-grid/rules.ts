/**
 * Field rules of the standard grid form: name, email, amount, currency and the
 * purpose are required on submit; the phone only where the form says so; address and comments are
 * optional. Live checks mirror the submit checks except for the phone's wording.
 */
import type { Translator } from '../../i18n/translator.ts';
import type { StandardGridFormDef } from '../../types.ts';
import { maxAmountOf } from '../../rules/amount-maximum.ts';
import { amountMinimumRule } from '../../rules/amount-minimum.ts';
import { amount, emailAddress, optionalText, requiredChoice, requiredText } from '../../rules/field-schemas.ts';
import { both } from '../../rules/form-rules.ts';
import { currencyRule } from '../../rules/donor-rules.ts';
import { phoneRule } from '../../rules/phone-rule.ts';

/**
 * Rules keyed by field name, in display order, with messages in `translator`'s language (the org file's
 * purpose message through `translator.text`).
 */
export function standardGridFields(form: StandardGridFormDef, translator: Translator) {
  const { purpose } = form;
  return {
    name: both(requiredText(translator.t('rules.nameRequired'), translator.text(form.nameLabel), 100, translator)),
    email: both(emailAddress(translator)),
    phoneNumber: phoneRule(form.phone, translator),
    address: both(optionalText(translator.t('form.address'), 200, translator)),
    amount: { ...both(amount(maxAmountOf(form), translator)), across: amountMinimumRule(form.minimums, translator) },
    currency: currencyRule(form.currencies, translator),
    [purpose.field]: both(
      requiredChoice(
        purpose.options.map((option) => option.value),
        translator.text(purpose.requiredMessage),
        translator.text(purpose.label),
        translator,
      ),
    ),
    comments: both(optionalText(translator.t('form.comments'), 1000, translator, { multiline: true })),
  };
}
