/**
 * Field rules of the associates form. Live and submit checks differ in two
 * texts: an empty name says 'Full Name is required.' as the donor types and 'Name is required.' on
 * submit (the spec gives the first "on change" only), and an empty phone says 'Phone number is
 * required.' live and the form's own text on submit. The page filters as the donor types (letters and
 * spaces in the name, digits in the CNIC/NICOP number and the amount); these rules refuse whatever a
 * tampered request sends past those filters. Urdu and Arabic-Indic digits count as digits everywhere.
 */
import * as z from 'zod/mini';
import type { Translator } from '../../i18n/translator.ts';
import type { AssociatesFormDef } from '../../types.ts';
import { maxAmountOf } from '../../rules/amount-maximum.ts';
import { amountMinimumRule } from '../../rules/amount-minimum.ts';
import {
  amount,
  emailAddress,
  exactDigits,
  requiredChoice,
  requiredText,
  type FieldSchema,
  withAsciiDigits,
} from '../../rules/field-schemas.ts';
import { currencyRule } from '../../rules/donor-rules.ts';
import { both } from '../../rules/form-rules.ts';

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

function fullName(requiredMessage: string, translator: Translator): FieldSchema {
  const label = translator.t('form.fullName');
  return z.pipe(
    requiredText(requiredMessage, label, 100, translator),
    z.string().check(z.regex(LETTERS_AND_SPACES, { error: () => translator.t('rules.lettersOnly', { label }) })),
  );
}

function internationalPhone(requiredMessage: string, label: string, translator: Translator): FieldSchema {
  return withAsciiDigits(
    z.pipe(
      requiredText(requiredMessage, label, 30, translator),
      z.string().check(z.regex(E164, { error: translator.t('rules.phoneInvalid') })),
    ),
  );
}

/**
 * Rules keyed by field name, in display order, with messages in `translator`'s language (the org file's
 * phone and purpose messages through `translator.text`).
 */
export function associatesFields(form: AssociatesFormDef, translator: Translator) {
  const { phone, purpose } = form;
  const { t } = translator;
  return {
    name: { live: fullName(t('rules.fullNameRequired'), translator), submit: fullName(t('rules.nameRequired'), translator) },
    email: both(emailAddress(translator)),
    nationalIdentityNumber: both(exactDigits(NATIONAL_ID_DIGITS, t('rules.nationalIdRequired'), t('rules.nationalIdLength'))),
    phoneNumber: {
      live: internationalPhone(t('rules.phoneRequiredLive'), translator.text(phone.label), translator),
      submit: internationalPhone(translator.text(phone.submitMessage), translator.text(phone.label), translator),
    },
    [purpose.field]: both(
      requiredChoice(
        purpose.options.map((option) => option.value),
        translator.text(purpose.requiredMessage),
        translator.text(purpose.label),
        translator,
      ),
    ),
    currency: currencyRule(form.currencies, translator),
    amount: { ...both(amount(maxAmountOf(form), translator)), across: amountMinimumRule(form.minimums, translator) },
    country: both(
      requiredChoice(
        form.countries.map((option) => option.value),
        t('rules.countryRequired'),
        t('form.country'),
        translator,
      ),
    ),
  };
}
