/**
 * Script of the thank-you page (no React, to stay tiny): asks the proxy what PayPro confirmed about the
 * order named in the address and shows it (`../thank-you-shell.ts`). The browser's fetch, clock and
 * timers are the only things added here.
 */
import { startThankYou } from '../thank-you-shell.ts';
import { withTimeout } from '../thank-you-poll.ts';

/** A question the proxy leaves unanswered this long (ms) counts as failed and is asked again later. */
const REQUEST_TIMEOUT_MS = 10_000;

void startThankYou(document, window.location, {
  fetch: withTimeout((url, init) => window.fetch(url, init), REQUEST_TIMEOUT_MS),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
});
