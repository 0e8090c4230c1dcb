/**
 * Waiting on conditions instead of on the wall clock: a page counts as idle once it has had nothing due
 * for QUIET_TURNS real turns of Node's event loop in a row. A fixed sleep (the old `settle`, 20 ms) ran
 * out before React's scheduler had rendered on a loaded machine, and a test then read a page that was
 * still behind.
 */

/**
 * Real turns a page must stay quiet for. Promise chains (a fake answer's `json()`, React's sync work)
 * finish within the first turn; the second catches work jsdom queues on Node's own timers, out of the
 * page clock's sight (e.g. `postMessage`), in the turn before.
 */
const QUIET_TURNS = 2;

/** Real time (ms) a wait may take before it fails: long enough for a loaded CI machine, short enough to name a hang. */
export const WAIT_TIMEOUT_MS = 10_000;

/** One real turn of the event loop (a 0 ms Node timer: it runs after the page's 0 ms tasks queued before it). */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once `check()` holds while `busy()` has reported nothing for QUIET_TURNS turns in a row;
 * `busy` returns what is still due ('' or undefined for nothing). Rejects after `timeoutMs` (ms, real
 * time) with a message naming `what` and, if any, the work still due.
 */
export async function untilIdle(
  busy: () => string | undefined,
  check: () => unknown,
  what: string,
  timeoutMs = WAIT_TIMEOUT_MS,
): Promise<void> {
  const started = Date.now();
  let quiet = 0;
  for (;;) {
    await nextTurn();
    const doing = busy();
    quiet = doing ? 0 : quiet + 1;
    if (quiet >= QUIET_TURNS && check()) return;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${doing ? ` (still due: ${doing})` : ''}`);
    }
  }
}
