/**
 * The page's half of duplicate-order protection: each order request carries an `Idempotency-Key`
 * header, and the proxy answers a repeated key with the first answer instead of a second order. The key
 * follows what is sent: sending the same payload again (a retry after a timeout or a dropped
 * connection) reuses the key; a changed payload gets a new one. Runs in the browser only. The header
 * names are in orgs/idempotency-headers.ts, shared with the proxy.
 */

/** What a key is made from: the page's `crypto`. `randomUUID` exists only in secure contexts (https, localhost). */
export type KeySource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * A new random key: `crypto.randomUUID()` (36 characters) when the page has it, else 32 hex digits from
 * `crypto.getRandomValues`, as on a page served over plain http from another host than localhost. Both
 * fit the proxy's rule (8 to 128 of A-Z a-z 0-9 _ -).
 */
export function newIdempotencyKey(source: KeySource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyKeys {
  /** The key for sending `payload` (JSON-serialisable): the current one if `payload` is what it was made for, else a new one. */
  keyFor(payload: unknown): string;
  /** Drops the current key: the next send gets a new one even with the same payload (a new attempt). */
  renew(): void;
}

/** One form's keys; `newKey` makes a key (default `newIdempotencyKey`). */
export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let current: { payload: string; key: string } | undefined;
  return {
    keyFor(payload) {
      const text = JSON.stringify(payload);
      if (current?.payload !== text) current = { payload: text, key: newKey() };
      return current.key;
    },
    renew() {
      current = undefined;
    },
  };
}
