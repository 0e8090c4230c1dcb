/**
 * A timer clock the test moves forward, installed in every document a page loads: `setTimeout` and
 * `clearTimeout` of the page work as usual (timers fire on their own in real time) and are also
 * recorded, so `advanceClock(page, ms)` can run at once every timer due within the next `ms`
 * milliseconds, in the order they are due, as if that much time had passed. The pages' success and
 * refusal popups wait on `setTimeout` (`popupMs`, `redirectAfterMs`): a test moves past them instead of
 * waiting. `Date`, `performance.now` and `setInterval` are left real.
 */
import type { Page } from 'puppeteer-core';

/** What the installed script puts on `window`. */
interface PageClock {
  /** Runs every timer due within `ms` ms from now (timers those start too, if due by then); resolves to how many ran. */
  advance(ms: number): number;
  /** How many timers are waiting to fire. */
  pending(): number;
}

type WithClock = Window & { __testClock?: PageClock };

/**
 * The installed script, as plain JavaScript: a function passed to the browser would carry the helper
 * calls (`__name`) that tsx adds to named functions, which the page does not have.
 */
const CLOCK_SCRIPT = `(() => {
  const realSet = window.setTimeout.bind(window);
  const realClear = window.clearTimeout.bind(window);
  let ahead = 0; // ms the clock has been moved ahead of real time
  const now = () => performance.now() + ahead;
  const timers = new Map(); // id -> { due, run, realId }
  let nextId = 1;
  const arm = (id, delay) => realSet(() => {
    const timer = timers.get(id);
    timers.delete(id);
    if (timer) timer.run();
  }, delay);
  window.setTimeout = (handler, delay = 0, ...args) => {
    const id = nextId++;
    const wait = Math.max(Number(delay) || 0, 0);
    const run = typeof handler === 'function' ? () => handler(...args) : () => (0, eval)(String(handler));
    timers.set(id, { due: now() + wait, run, realId: arm(id, wait) });
    return id;
  };
  window.clearTimeout = (id) => {
    const timer = timers.get(id);
    if (timer) realClear(timer.realId);
    timers.delete(id);
  };
  window.__testClock = {
    advance(ms) {
      const target = now() + ms;
      let ran = 0;
      for (;;) {
        let first;
        for (const entry of timers) if (entry[1].due <= target && (!first || entry[1].due < first[1].due)) first = entry;
        if (!first) break;
        const [id, timer] = first;
        timers.delete(id);
        realClear(timer.realId);
        ahead = Math.max(ahead, timer.due - performance.now());
        ran += 1;
        timer.run();
      }
      ahead = Math.max(ahead, target - performance.now());
      // Timers due later keep their place on the moved clock.
      for (const [id, timer] of timers) {
        realClear(timer.realId);
        timer.realId = arm(id, Math.max(timer.due - now(), 0));
      }
      return ran;
    },
    pending: () => timers.size,
  };
})();`;

/** Installs the clock in every document `page` loads from now on; call it before `page.goto`. */
export async function installClock(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(CLOCK_SCRIPT);
}

/**
 * Moves the clock of `page`'s current document `ms` milliseconds ahead, running the timers due by then;
 * resolves to how many ran. Throws when the document has no clock (`installClock` was not called first).
 */
export async function advanceClock(page: Page, ms: number): Promise<number> {
  const ran = await page.evaluate((by) => (window as WithClock).__testClock?.advance(by), ms);
  if (ran === undefined) throw new Error(`${page.url()} has no test clock: call installClock before loading it`);
  return ran;
}
