/**
 * The phone field's rule from its definition in an org file: when required, an empty
 * phone says 'Phone number is required.' as the donor types and the form's own text on submit (e.g.
 * 'WhatsApp Number is required.'); when optional, only its length is checked.
 */
import type { PhoneFieldDef } from '../types.ts';
import { optionalText, requiredText } from './field-schemas.ts';
import type { FieldRule } from './form-rules.ts';
import { messages } from './messages.ts';

/** Numbers are at most 30 characters as typed (spaces, dashes and a country code included). */
export function phoneRule(phone: PhoneFieldDef): FieldRule {
  if (!phone.required) {
    const optional = optionalText(phone.label, 30);
    return { live: optional, submit: optional };
  }
  return {
    live: requiredText(messages.phoneRequiredLive, phone.label, 30),
    submit: requiredText(phone.submitMessage ?? messages.phoneRequiredLive, phone.label, 30),
  };
}
