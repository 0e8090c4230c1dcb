/**
 * Order numbers for create-order. PayPro asks only that OrderNumber be the merchant's own and unique
 * (PROTOCOL.md "Create order", from PayPro's Postman collection), at most 256 characters (PROTOCOL.md
 * "Legacy create order", PayPro's legacy field table); integrators send letters and digits. An
 * OrderNumber is also what a donor holds to ask about the order (the thank-you page's address, PayPro's
 * receipt), so it must not be guessable from another one: every character comes from the operating
 * system's CSPRNG (node:crypto `randomBytes`). No clock and no counter go into it, so it tells nobody how
 * many orders a process made or when, and processes sharing one ledger need nothing in common to stay
 * apart: 100 random bits make a repeat negligible (about 1 in 10^12 after a billion orders).
 */
import { randomBytes } from 'node:crypto';

/**
 * Crockford's base-32 digits, lower case: no i, l, o or u, so a number read aloud or copied from a
 * receipt is not misread. 32 symbols: each takes the low 5 bits of one random byte, without bias.
 */
export const ORDER_NUMBER_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Characters in an order number: 20 of 5 random bits each, 100 bits. */
export const ORDER_NUMBER_LENGTH = 20;

/** `size` random bytes, e.g. node:crypto's `randomBytes`. */
export type RandomBytes = (size: number) => Uint8Array;

/**
 * Returns a generator of order numbers: `ORDER_NUMBER_LENGTH` characters of `ORDER_NUMBER_ALPHABET`,
 * e.g. `k3x9az7m2p8w4rt6yhcq` (letters and digits only, well within `ORDER_NUMBER_PATTERN`). Each
 * number is made from `ORDER_NUMBER_LENGTH` fresh bytes of `random` (default node:crypto `randomBytes`;
 * tests pass their own) and nothing else.
 * @throws Error when `random` gives fewer bytes than asked for.
 */
export function createOrderNumberGenerator(random: RandomBytes = randomBytes): () => string {
  return () => {
    const bytes = random(ORDER_NUMBER_LENGTH);
    if (bytes.length < ORDER_NUMBER_LENGTH) throw new Error(`The random source gave ${bytes.length} bytes, not ${ORDER_NUMBER_LENGTH}.`);
    let number = '';
    for (let index = 0; index < ORDER_NUMBER_LENGTH; index += 1) number += ORDER_NUMBER_ALPHABET[bytes[index]! & 31];
    return number;
  };
}
