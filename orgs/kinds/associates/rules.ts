/**
 * Field rules of the associates form. Live and submit checks differ in two
 * texts: an empty name says 'Full Name is required.' as the donor types and 'Name is required.' on
 * submit (the spec gives the first "on change" only), and an empty phone says 'Phone number is
 * required.' live and the form's own text on submit. The page filters as the donor types (letters and
 * spaces in the name, digits in the CNIC/NICOP number and the amount); these rules refuse whatever a
 * tampered request sends past those filters.
 */
import * as z from 'zod/mini';
import type { AssociatesFormDef } from '../../types.ts';
import { maxAmountOf } from '../../rules/amount-maximum.ts';
import { amountMinimumRule } from '../../rules/amount-minimum.ts';
import { amount, emailAddress, exactDigits, requiredChoice, requiredText, type FieldSchema } from '../../rules/field-schemas.ts';
import { both } from '../../rules/form-rules.ts';
import { messages } from '../../rules/messages.ts';

/** Letters of any script (with their combining marks, as Urdu writes them) and spaces. */
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]*$/u;

/**
 * A phone number in E.164: '+', then 7 to 15 digits, the first not 0. The page's phone input sends a
 * number in this form only once libphonenumber has found it valid for the chosen country, and
 * otherwise the dial code, a space and the digits (e.g. '+92 30012'), which this check refuses; the
 * metadata stays out of these rules, which every form's page loads.
 */
export const E164 = /^\+[1-9]\d{6,14}$/;

/** The national identity number (CNIC/NICOP) has exactly this many digits. */
export const NATIONAL_ID_DIGITS = 13;

function fullName(requiredMessage: string): FieldSchema {
  return z.pipe(
    requiredText(requiredMessage, 'Full Name', 100),
    z.string().check(z.regex(LETTERS_AND_SPACES, { error: messages.lettersOnly('Full Name') })),
  );
}

function internationalPhone(requiredMessage: string, label: string): FieldSchema {
  return z.pipe(requiredText(requiredMessage, label, 30), z.string().check(z.regex(E164, { error: messages.phoneInvalid })));
}

/** Rules keyed by field name, in display order. */
export function associatesFields(form: AssociatesFormDef) {
  const { phone, purpose } = form;
  return {
    name: { live: fullName(messages.fullNameRequired), submit: fullName(messages.nameRequired) },
    email: both(emailAddress()),
    nationalIdentityNumber: both(exactDigits(NATIONAL_ID_DIGITS, messages.nationalIdRequired, messages.nationalIdLength)),
    phoneNumber: {
      live: internationalPhone(messages.phoneRequiredLive, phone.label),
      submit: internationalPhone(phone.submitMessage, phone.label),
    },
    [purpose.field]: both(
      requiredChoice(
        purpose.options.map((option) => option.value),
        purpose.requiredMessage,
        purpose.label,
      ),
    ),
    currency: both(requiredChoice(form.currencies, messages.currencyRequired, 'Currency')),
    amount: { ...both(amount(maxAmountOf(form))), across: amountMinimumRule(form.minimums) },
    country: both(
      requiredChoice(
        form.countries.map((option) => option.value),
        messages.countryRequired,
        'Country',
      ),
    ),
  };
}
