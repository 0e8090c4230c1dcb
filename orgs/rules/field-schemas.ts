/**
 * Small zod/mini schema builders for one form field each. Every schema takes the raw value a page or a
 * request sends (a string; anything else counts as empty) and yields the trimmed string.
 * zod/mini keeps the page's bundle small; the same schemas run in the proxy.
 */
import * as z from 'zod/mini';
import { messages } from './messages.ts';

/** A field schema: raw unknown in, trimmed string out. */
export type FieldSchema = z.ZodMiniType<string, unknown>;

/** Text that must not be empty. `max` is a length in characters. */
export function requiredText(requiredMessage: string, label: string, max: number): FieldSchema {
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.maxLength(max, { error: messages.tooLong(label, max) }),
  );
}

/** Text that may be empty (absent or not a string counts as empty). `max` is a length in characters. */
export function optionalText(label: string, max: number): FieldSchema {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : '')),
    z.string().check(z.maxLength(max, { error: messages.tooLong(label, max) })),
  );
}

/** A required email address: 'Email is required.' when empty, 'Email address is invalid.' when malformed. */
export function emailAddress(): FieldSchema {
  return z.string({ error: messages.emailRequired }).check(
    z.trim(),
    z.minLength(1, { error: messages.emailRequired, abort: true }),
    z.maxLength(254, { error: messages.emailInvalid, abort: true }),
    z.email({ error: messages.emailInvalid }),
  );
}

/** An email address that may be empty (absent or not a string counts as empty); if given, it must be valid. */
export function optionalEmailAddress(): FieldSchema {
  const address = emailAddress();
  return z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : '')),
    z.string().check(z.refine((value) => value === '' || address.safeParse(value).success, { error: messages.emailInvalid })),
  );
}

/** A required choice among `values`; `label` names the field in the not-in-list message. */
export function requiredChoice(values: readonly string[], requiredMessage: string, label: string): FieldSchema {
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.refine((value: string) => values.includes(value), { error: messages.notInList(label) }),
  );
}

/**
 * A required number of exactly `count` digits, e.g. a 13-digit CNIC: `requiredMessage` when empty,
 * `lengthMessage` for anything else that is not `count` digits (spaces or dashes included).
 */
export function exactDigits(count: number, requiredMessage: string, lengthMessage: string): FieldSchema {
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.regex(new RegExp(`^\\d{${count}}$`), { error: lengthMessage }),
  );
}

const DECIMAL = /^\d+(\.\d+)?$/;
const TWO_PLACES = /^\d+(\.\d{1,2})?$/;

/**
 * A required amount in major units of the chosen currency (e.g. '2500' or '19.99' USD), as a decimal
 * string: positive, at most two decimal places, and at most `max` (major units; see `maxAmountOf`).
 * Only plain digits count: an exponent ('1e5'), a sign or a group separator is not an amount.
 */
export function amount(max: number): FieldSchema {
  return z.string({ error: messages.amountRequired }).check(
    z.trim(),
    z.minLength(1, { error: messages.amountRequired, abort: true }),
    z.refine((value: string) => DECIMAL.test(value) && Number(value) > 0, {
      error: messages.amountNotPositive,
      abort: true,
    }),
    z.refine((value: string) => TWO_PLACES.test(value), { error: messages.amountTooPrecise, abort: true }),
    z.refine((value: string) => Number(value) <= max, { error: messages.amountTooLarge(max) }),
  );
}
