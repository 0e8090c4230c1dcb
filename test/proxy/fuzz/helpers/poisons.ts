/**
 * Changes that make a request body certainly invalid, whatever the rest of it holds, so a fuzzed body
 * built around a real route and real field names can never be a valid request (which would rightly
 * create an order). Each is one the proxy must refuse by the team's rules: a top-level key the
 * endpoint does not take, a route of no form, a `route` or field of the wrong type, or an email
 * address that every form's rules reject.
 */
import fc from 'fast-check';
import { HOSTILE_KEYS, hostileValue } from './hostile-values.ts';

export type Body = Record<string, unknown>;
/** Mutates `body` in place. */
export type Poison = (body: Body) => void;

/** Email texts every form's rules reject (the fuzz tests check this against each form first). */
export const INVALID_EMAILS = ['not-an-email', 'a@', '@example.org', 'a b@example.org', 'a@@example.org', '<a>@example.org'];

/** A top-level key other than `allowed` (and other than the honeypot `website`). */
export function unknownTopLevelKey(allowed: readonly string[]): fc.Arbitrary<Poison> {
  const keys = [...HOSTILE_KEYS, 'amount', 'merchantAccount', 'values', 'route', 'email', 'idCard'].filter(
    (key) => !allowed.includes(key) && key !== 'website',
  );
  return fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => (body) => {
    body[key] = value;
  });
}

/** `route` replaced by a value that is not a string, or a text no form is published at. */
export const badRoute: fc.Arbitrary<Poison> = fc
  .constantFrom<unknown>(42, null, true, ['/membership'], { route: '/membership' }, '/no-such-form', '/merchantform/', '')
  .map((route) => (body) => {
    body.route = route;
  });

/** `field` set to an email address no form accepts. */
export function invalidEmail(field: string): fc.Arbitrary<Poison> {
  return fc.constantFrom(...INVALID_EMAILS).map((email) => (body) => {
    body[field] = email;
  });
}

/** Bodies drawn from `bodies`, each changed by one poison drawn from `poisons`. */
export function poisoned(bodies: fc.Arbitrary<Body>, poisons: fc.Arbitrary<Poison>): fc.Arbitrary<Body> {
  return fc.tuple(bodies, poisons).map(([body, apply]) => {
    apply(body);
    return body;
  });
}
