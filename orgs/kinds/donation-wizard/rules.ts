/**
 * Field rules of the donation wizards, per step. Messages are the
 * wizards' own: 'Please select a donation purpose.', 'Please select or enter a donation amount.' and
 * 'Please fill out the {field} field.' with the field's label; a select left empty says 'Please select
 * a {label}.'. Live checks equal the submit checks, except that an empty amount passes while typing:
 * pressing Other empties it on purpose, and Next or Submit then asks for it. The amount, contact number
 * and zip code read Urdu and Arabic-Indic digits as ASCII ones.
 */
import type { MessageKey } from '../../i18n/catalogue.ts';
import * as z from 'zod/mini';
import type { Translator } from '../../i18n/translator.ts';
import type { DonationWizardFormDef, WizardDetailField } from '../../types.ts';
import { maxAmountOf } from '../../rules/amount-maximum.ts';
import { amountMinimumRule } from '../../rules/amount-minimum.ts';
import {
  amount,
  emailAddress,
  optionalText,
  requiredChoice,
  requiredText,
  type FieldSchema,
  withAsciiDigits,
} from '../../rules/field-schemas.ts';
import { both, type FieldRule } from '../../rules/form-rules.ts';

/**
 * The catalogue keys of the labels the donor reads, which the required messages repeat ('Please fill
 * out the First Name field.').
 */
export const wizardLabels = {
  currency: 'form.currency',
  amount: 'form.amount',
  donationPurpose: 'wizard.donationPurpose',
  firstName: 'form.firstName',
  lastName: 'form.lastName',
  email: 'form.email',
  contactNumber: 'wizard.contactNumber',
  address: 'form.address',
  country: 'form.country',
  province: 'wizard.province',
  zipCode: 'wizard.zipCode',
  city: 'wizard.city',
} as const satisfies Record<string, MessageKey>;

/** The first message `schema` gives for `value`, if any. */
function firstMessage(schema: FieldSchema, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

/** Empty input (absent, or only spaces) passes as ''; anything else must pass `schema`, with its message. */
function unlessEmpty(schema: FieldSchema): FieldSchema {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : '')),
    z.string().check(
      z.refine((value) => value === '' || schema.safeParse(value).success, {
        error: (issue) => firstMessage(schema, issue.input),
      }),
    ),
  );
}

/** `first`, then, once it passes, `next` on its output (e.g. required, then a valid email), with `next`'s message. */
function thenAlso(first: FieldSchema, next: FieldSchema): FieldSchema {
  return first.check(z.refine((value: string) => next.safeParse(value).success, { error: (issue) => firstMessage(next, issue.input) }));
}

/** Text the donor must type: the wizard's required message, then `max` characters at most. */
function fillOut(label: string, max: number, translator: Translator): FieldSchema {
  return requiredText(() => translator.t('rules.wizardFieldRequired', { label }), label, max, translator);
}

/** A select the donor must choose in: 'Please select a province.' (the label in lower case, mid-sentence). */
function choose(options: readonly { value: string }[], label: string, translator: Translator): FieldSchema {
  return requiredChoice(
    options.map((option) => option.value),
    () => translator.t('rules.wizardChoiceRequired', { label: label.toLowerCase() }),
    label,
    translator,
  );
}

/**
 * Step 1, the gift. Next advances only when all of these pass: the category is one of the form's
 * (where the form has a category select), the currency is one of the form's, the amount is a number
 * greater than 0 with at most two decimals, at least the currency's floor and at most the form's maximum
 * (a preset or the Other amount), and a purpose is chosen.
 * Keys in display order: educationType (with a category), currency, amount, donationPurpose. Messages
 * are in `translator`'s language.
 */
export function wizardGiftFields(form: DonationWizardFormDef, translator: Translator) {
  const { t } = translator;
  const wizardAmount = thenAlso(
    requiredText(t('rules.wizardAmountRequired'), t(wizardLabels.amount), 20, translator),
    amount(maxAmountOf(form), translator),
  );
  const purposes = form.purposes.map((purpose) => purpose.value);
  const { category } = form;
  return {
    ...(category && { educationType: both(choose(category.options, translator.text(category.label), translator)) }),
    currency: both(requiredChoice(form.currencies, t('rules.currencyRequired'), t(wizardLabels.currency), translator)),
    amount: {
      live: withAsciiDigits(unlessEmpty(wizardAmount)),
      submit: withAsciiDigits(wizardAmount),
      across: amountMinimumRule(form.minimums, translator),
    },
    donationPurpose: both(requiredChoice(purposes, t('rules.wizardPurposeRequired'), t(wizardLabels.donationPurpose), translator)),
  };
}

/**
 * Step 2, the donor: first name, last name and email always required (the order needs a name and an
 * address for the receipt), the other fields when the form's `requiredDetails` lists them. The country
 * is required whenever the form asks the address (it starts on the first country). Keys in display
 * order: firstName, lastName, email, contactNumber, then address, country, province, zipCode, city.
 * Messages are in `translator`'s language.
 */
export function wizardDetailFields(form: DonationWizardFormDef, translator: Translator) {
  const required = new Set<WizardDetailField>(form.requiredDetails ?? []);
  /** A text field; `digits`: one holding a number, whose Urdu and Arabic-Indic digits come out as ASCII. */
  const text = (field: WizardDetailField, max: number, digits = false): FieldRule => {
    const label = translator.t(wizardLabels[field]);
    const schema = required.has(field) ? fillOut(label, max, translator) : optionalText(label, max, translator);
    return both(digits ? withAsciiDigits(schema) : schema);
  };
  const contact = {
    firstName: both(fillOut(translator.t(wizardLabels.firstName), 50, translator)),
    lastName: both(fillOut(translator.t(wizardLabels.lastName), 50, translator)),
    email: both(thenAlso(fillOut(translator.t(wizardLabels.email), 254, translator), emailAddress(translator))),
    contactNumber: text('contactNumber', 30, true),
  };
  const { address } = form;
  if (!address) return contact;
  const province = choose(address.provinces, translator.t(wizardLabels.province), translator);
  return {
    ...contact,
    address: text('address', 200),
    country: both(choose(address.countries, translator.t(wizardLabels.country), translator)),
    province: both(required.has('province') ? province : unlessEmpty(province)),
    zipCode: text('zipCode', 12, true),
    city: text('city', 60),
  };
}

/** Every field of the form in display order: step 1's, then step 2's; messages in `translator`'s language. */
export function donationWizardFields(form: DonationWizardFormDef, translator: Translator) {
  return { ...wizardGiftFields(form, translator), ...wizardDetailFields(form, translator) };
}
