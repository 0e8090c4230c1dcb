/**
 * Field rules of the sample contribution form. The spec gives this form no rules
 * of its own, so it follows the product's general ones: name and a valid email are required, the phone
 * is optional, and the amount is one of the form's listed amounts.
 */
import type { Translator } from '../../i18n/translator.ts';
import type { SampleContributionFormDef } from '../../types.ts';
import { emailAddress, requiredChoice, requiredText } from '../../rules/field-schemas.ts';
import { optionalPhone } from '../../rules/phone-rule.ts';
import { both } from '../../rules/form-rules.ts';

/**
 * Rules keyed by field name, in display order: name, email, phoneNumber, amount; messages in
 * `translator`'s language.
 */
export function sampleContributionFields(form: SampleContributionFormDef, translator: Translator) {
  return {
    name: both(requiredText(translator.t('rules.nameRequired'), translator.t('form.name'), 100, translator)),
    email: both(emailAddress(translator)),
    phoneNumber: both(optionalPhone(translator.t('form.phone'), translator)),
    // 'Contribution amount' only words the not-in-list message, which only a tampered page can cause.
    amount: both(
      requiredChoice(form.amounts.map(String), translator.t('rules.amountRequired'), translator.t('sample.contributionAmount'), translator),
    ),
  };
}
