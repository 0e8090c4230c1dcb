/**
 * When an outbox mail that surely did not leave is tried again: 1 minute after its first failure, then
 * 5 minutes, 30 minutes and 2 hours; its fifth failure makes it `failed` (about 2 h 36 min after the
 * first try), as does a permanent refusal (a 5xx reply) or a mail that cannot be composed. A server down
 * for an afternoon thus fails its mail, which an operator resends once it is back.
 */

/** Waits after the 1st, 2nd, 3rd and 4th failure, in ms. */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;

/** Tries in all, the first included. */
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;

/**
 * When to try again a mail that has now failed `failures` times (this one included), from `now`;
 * undefined when no try is left.
 */
export function mailRetryAt(failures: number, now: Date): Date | undefined {
  const delay = MAIL_RETRY_DELAYS_MS[failures - 1];
  return delay === undefined ? undefined : new Date(now.getTime() + delay);
}
