/**
 * The shape the proxy accepts for an `Idempotency-Key` (the team's rule, proxy/OPERATIONS.md "Request integrity": 8 to
 * 128 of A-Z a-z 0-9 _ -), written down on the test side so a page's keys are checked against the
 * rule itself rather than against the proxy's copy of it.
 */
export const IDEMPOTENCY_KEY_SHAPE = /^[A-Za-z0-9_-]{8,128}$/;
