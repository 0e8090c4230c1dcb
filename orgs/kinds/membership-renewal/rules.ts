/**
 * Field rules of the membership renewal page: the lookup step requires the membership
 * type and the membership ID, shaped as a letter, a dash and digits (e.g. A-1234), whose letter is one of
 * the chosen type's (the org file's `idLetters`; the spec's page took A to C for every type); the details
 * step's email and phone are optional, "mostly not validated", but an email that is given must be valid.
 * The ID's and the phone's Urdu and Arabic-Indic digits are read, and sent, as ASCII ones.
 */
import * as z from 'zod/mini';
import type { Translator } from '../../i18n/translator.ts';
import type { MembershipRenewalFormDef, MembershipTypeDef } from '../../types.ts';
import { optionalEmailAddress, requiredChoice, type FieldSchema, withAsciiDigits } from '../../rules/field-schemas.ts';
import { optionalPhone } from '../../rules/phone-rule.ts';
import { both, type AcrossRule, type FormValues } from '../../rules/form-rules.ts';

/**
 * A membership ID: a letter, a dash and digits. The digits become the tail of PayPro's FullConsumerCode,
 * which is at most 20 digits (see proxy/paypro/PROTOCOL.md, consumer lookup); with a prefix of up to 8
 * digits that leaves 12. The letter may be typed in lower case; which letters a form takes, and which
 * type each belongs to, its org file says (`idLetters`).
 */
const MEMBERSHIP_ID = /^([A-Za-z])-(\d{1,12})$/;

/** The digits of a membership ID without its letter-dash prefix ('A-1001' -> '1001'), or undefined if malformed. */
export function membershipIdDigits(membershipId: string): string | undefined {
  return MEMBERSHIP_ID.exec(membershipId.trim())?.[2];
}

/** The ID with its letter in capitals, as the member reads it back ('a-1001' -> 'A-1001'); '' if malformed. */
export function membershipIdShown(membershipId: string): string {
  const match = MEMBERSHIP_ID.exec(membershipId.trim());
  return match ? `${match[1]!.toUpperCase()}-${match[2]}` : '';
}

/** The membership type whose `idLetters` hold the ID's letter ('C-2001' -> Corporate), or undefined. */
export function membershipTypeOfId(form: MembershipRenewalFormDef, membershipId: string): MembershipTypeDef | undefined {
  const letter = MEMBERSHIP_ID.exec(membershipId.trim())?.[1]?.toUpperCase();
  return letter === undefined ? undefined : form.membershipTypes.find((type) => type.idLetters.includes(letter));
}

/**
 * 'Membership ID must look like A-1234 (the letter A, B or C, a dash, then digits).' for `letters` in
 * order, e.g. ['A', 'B', 'C'], in `translator`'s language.
 */
function idShapeMessage(letters: readonly string[], translator: Translator): string {
  const example = letters[0] ?? 'A';
  const choice =
    letters.length > 1
      ? translator.t('rules.letterChoice', {
          some: letters.slice(0, -1).join(translator.t('rules.letterSeparator')),
          last: letters.at(-1) ?? '',
        })
      : example;
  return translator.t('rules.membershipIdShape', { example, letters: choice });
}

/** The ID's own check: required, shaped, with a letter of one of the form's types. */
function membershipId(form: MembershipRenewalFormDef, translator: Translator): FieldSchema {
  // Written when first needed (see `LazyMessage`).
  const shape = () => idShapeMessage(form.membershipTypes.flatMap((type) => type.idLetters).sort(), translator);
  const required = translator.t('rules.membershipIdRequired');
  return withAsciiDigits(
    z.string({ error: required }).check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.regex(MEMBERSHIP_ID, { error: shape, abort: true }),
      z.refine((value) => membershipTypeOfId(form, value) !== undefined, { error: shape }),
    ),
  );
}

/** The ID's letter must be one of the chosen type's: the fee and the account follow the member's own type. */
function idOfChosenType(form: MembershipRenewalFormDef, translator: Translator): AcrossRule {
  const check = (values: FormValues) => {
    const owner = membershipTypeOfId(form, values.membershipId ?? '');
    if (owner === undefined || owner.value === values.membershipType) return undefined;
    const membershipId = membershipIdShown(values.membershipId ?? '');
    return translator.t('rules.membershipIdOfType', { membershipId, type: translator.text(owner.value) });
  };
  return { reads: ['membershipType'], live: check, submit: check };
}

/** The lookup step's rules: membershipType, membershipId; messages in `translator`'s language. */
export function membershipLookupFields(form: MembershipRenewalFormDef, translator: Translator) {
  const types = form.membershipTypes.map((type) => type.value);
  return {
    membershipType: both(
      requiredChoice(types, translator.t('rules.membershipTypeRequired'), translator.t('membership.membershipType'), translator),
    ),
    membershipId: { ...both(membershipId(form, translator)), across: idOfChosenType(form, translator) },
  };
}

/** The details step's rules: email and phone, as the member may correct them; messages in `translator`'s language. */
export function membershipDetailsFields(translator: Translator) {
  return {
    email: both(optionalEmailAddress(translator)),
    phone: both(optionalPhone(translator.t('form.phone'), translator)),
  };
}

/** Every field of the page in display order: the lookup step's, then the details step's. */
export function membershipRenewalFields(form: MembershipRenewalFormDef, translator: Translator) {
  return { ...membershipLookupFields(form, translator), ...membershipDetailsFields(translator) };
}
