/**
 * The HTTP headers of duplicate-order protection, shared by the pages (which send the key with each
 * order request) and the proxy (which reads it, allows it through CORS and marks a repeated answer):
 * a request carrying a key the proxy has seen for the same endpoint gets the first answer again.
 */

/** Request header: the page's key for one order attempt (8 to 128 of A-Z a-z 0-9 _ -). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Response header, set to 'true' on an answer first given to an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
