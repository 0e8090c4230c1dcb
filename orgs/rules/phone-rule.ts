/**
 * The phone field's rule from its definition in an org file: when required, an empty
 * phone says 'Phone number is required.' as the donor types and the form's own text on submit (e.g.
 * 'WhatsApp Number is required.'); when optional, only its length is checked.
 */
import type { Translator } from '../../i18n/translator.ts';
import type { PhoneFieldDef } from '../types.ts';
import { optionalText, requiredText } from './field-schemas.ts';
import type { FieldRule } from './form-rules.ts';

/**
 * Numbers are at most 30 characters as typed (spaces, dashes and a country code included). Messages are
 * in `translator`'s language; the org file's own submit message goes through `translator.text`.
 */
export function phoneRule(phone: PhoneFieldDef, translator: Translator): FieldRule {
  if (!phone.required) {
    const optional = optionalText(translator.text(phone.label), 30, translator);
    return { live: optional, submit: optional };
  }
  const live = translator.t('rules.phoneRequiredLive');
  return {
    live: requiredText(live, translator.text(phone.label), 30, translator),
    submit: requiredText(
      phone.submitMessage === undefined ? live : translator.text(phone.submitMessage),
      translator.text(phone.label),
      30,
      translator,
    ),
  };
}
