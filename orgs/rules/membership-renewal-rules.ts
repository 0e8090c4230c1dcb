/**
 * Field rules of the membership renewal page (spec section 5): the lookup step requires the membership
 * type and the membership ID, shaped as a letter A to C, a dash and digits (e.g. A-1234); the details
 * step's email and phone are optional, "mostly not validated", but an email that is given must be valid.
 */
import * as z from 'zod/mini';
import type { MembershipRenewalFormDef } from '../types.ts';
import { optionalEmailAddress, optionalText, requiredChoice, type FieldSchema } from './field-schemas.ts';
import type { FieldRule } from './form-rules.ts';
import { messages } from './messages.ts';

/**
 * A membership ID. The digits become the tail of PayPro's FullConsumerCode, which is at most 20 digits
 * (paypro.md §8); with a prefix of up to 8 digits that leaves 12. The letter may be typed in lower case.
 */
const MEMBERSHIP_ID = /^[A-Ca-c]-(\d{1,12})$/;

/** The digits of a membership ID without its letter-dash prefix ('A-1001' -> '1001'), or undefined if malformed. */
export function membershipIdDigits(membershipId: string): string | undefined {
  return MEMBERSHIP_ID.exec(membershipId.trim())?.[1];
}

function both(schema: FieldSchema): FieldRule {
  return { live: schema, submit: schema };
}

function membershipId(): FieldSchema {
  return z.string({ error: messages.membershipIdRequired }).check(
    z.trim(),
    z.minLength(1, { error: messages.membershipIdRequired, abort: true }),
    z.regex(MEMBERSHIP_ID, { error: messages.membershipIdShape }),
  );
}

/** The lookup step's rules: membershipType, membershipId. */
export function membershipLookupFields(form: MembershipRenewalFormDef): Record<string, FieldRule> {
  const types = form.membershipTypes.map((type) => type.value);
  return {
    membershipType: both(requiredChoice(types, messages.membershipTypeRequired, 'Membership type')),
    membershipId: both(membershipId()),
  };
}

/** The details step's rules: email and phone, as the member may correct them. */
export function membershipDetailsFields(): Record<string, FieldRule> {
  return {
    email: both(optionalEmailAddress()),
    phone: both(optionalText('Phone', 30)),
  };
}

/** Every field of the page in display order: the lookup step's, then the details step's. */
export function membershipRenewalFields(form: MembershipRenewalFormDef): Record<string, FieldRule> {
  return { ...membershipLookupFields(form), ...membershipDetailsFields() };
}
