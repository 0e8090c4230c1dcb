/**
 * The phone field's rule from its definition in an org file: when required, an empty
 * phone says 'Phone number is required.' as the donor types and the form's own text on submit (e.g.
 * 'WhatsApp Number is required.'); when optional, only its length is checked.
 */
import type { Translator } from '../i18n/translator.ts';
import type { PhoneFieldDef } from '../types.ts';
import { type FieldSchema, optionalText, requiredText, withAsciiDigits } from './field-schemas.ts';
import type { FieldRule } from './form-rules.ts';

/** Numbers are at most this many characters as typed (spaces, dashes and a country code included). */
const PHONE_MAX = 30;

/** A phone number that may be empty, labelled `label` (in `translator`'s language): its length only; Urdu and Arabic-Indic digits come out as ASCII. */
export function optionalPhone(label: string, translator: Translator): FieldSchema {
  return withAsciiDigits(optionalText(label, PHONE_MAX, translator));
}

/**
 * Urdu and Arabic-Indic digits come out as ASCII (`withAsciiDigits`). Messages are in `translator`'s
 * language; the org file's own submit message goes through `translator.text`.
 */
export function phoneRule(phone: PhoneFieldDef, translator: Translator): FieldRule {
  const label = translator.text(phone.label);
  if (!phone.required) {
    const optional = optionalPhone(label, translator);
    return { live: optional, submit: optional };
  }
  const live = translator.t('rules.phoneRequiredLive');
  const submit = phone.submitMessage === undefined ? live : translator.text(phone.submitMessage);
  return {
    live: withAsciiDigits(requiredText(live, label, PHONE_MAX, translator)),
    submit: withAsciiDigits(requiredText(submit, label, PHONE_MAX, translator)),
  };
}
