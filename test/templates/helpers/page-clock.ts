/**
 * A fake clock for one jsdom window, installed before the page's scripts run. The page's `Date` and its
 * timers (`setTimeout`, `setInterval` and what jsdom builds on them, such as `AbortSignal.timeout`)
 * follow a time that moves only when a test calls `advance`:
 *
 * - a timer due now (React's scheduler queues its work at 0 ms) runs on its own, through jsdom's real
 *   timer, so an error in it reaches the page's console and `window.close()` cancels it; `due()` counts
 *   these so a test can wait until the page has nothing left to do;
 * - a later timer (a popup's lifetime, the 45 s request time limit, a poll's back-off) waits for
 *   `advance`. A popup therefore cannot vanish early on a loaded machine, and an unanswered request's
 *   time limit never holds Node open.
 *
 * `performance.now()` stays real: React's scheduler only uses it to decide when to yield.
 */
import type { DOMWindow } from 'jsdom';
import { pageDate } from './page-date.ts';
import { untilIdle } from './page-idle.ts';

export interface PageClock {
  /** Page time in ms since the page was opened. */
  now(): number;
  /** Timers due now that have not run yet, e.g. '2 timers'; '' when none. */
  due(): string;
  /** Moves page time on by `ms` (ms), running each timer at its time and letting the page settle after it. */
  advance(ms: number): Promise<void>;
  /**
   * Moves page time on from timer to timer until `check()` holds; fails once more than `maxMs` (ms of page
   * time) would have passed, with `what` in the message.
   */
  advanceUntil(check: () => unknown, what: string, maxMs: number): Promise<void>;
  /** Cancels every timer and stops starting new ones (the window is closing). */
  dispose(): void;
}

/**
 * How late (ms of page time) a timer set for later runs. In a browser the clock has always moved on when
 * a timer's task runs; a clock that stood still at the exact time would let code that sets a timer for
 * the time left (0 ms) run again and again at one instant.
 */
const LATE_MS = 1;

interface Timer {
  due: number;
  /** The interval in ms for setInterval; undefined for setTimeout. */
  every: number | undefined;
  handler: unknown;
  args: unknown[];
  /** jsdom's handle once the timer is due and handed to jsdom. */
  started?: number;
}

/** Replaces `window`'s Date and timers with ones driven by the returned clock. */
export function installPageClock(window: DOMWindow): PageClock {
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  const epoch = Date.now();
  const timers = new Map<number, Timer>();
  let now = 0;
  let lastId = 0;
  let disposed = false;

  function start(id: number, timer: Timer): void {
    if (disposed) return;
    timer.started = realSetTimeout(() => {
      timer.started = undefined;
      if (timer.every === undefined) timers.delete(id);
      else schedule(id, timer, now + timer.every); // next time from now: never due again at the same instant
      if (typeof timer.handler === 'function') timer.handler.apply(window, timer.args);
      // jsdom ignores string handlers when scripts run 'outside-only', and so does this clock.
    }, 0);
  }

  function schedule(id: number, timer: Timer, due: number): void {
    timer.due = due;
    timers.set(id, timer);
    if (due <= now) start(id, timer);
  }

  function add(handler: unknown, ms: unknown, args: unknown[], repeat: boolean): number {
    const delay = Math.max(Number(ms) || 0, 0);
    const id = ++lastId;
    // An interval of 0 would run forever at one instant; browsers clamp it too.
    schedule(id, { due: 0, every: repeat ? Math.max(delay, 1) : undefined, handler, args }, now + delay);
    return id;
  }

  function clear(id: unknown): void {
    const timer = timers.get(Number(id));
    if (!timer) return;
    if (timer.started !== undefined) realClearTimeout(timer.started);
    timers.delete(Number(id));
  }

  Object.assign(window, {
    Date: pageDate(window.Date, epoch, () => now),
    setTimeout: (handler: unknown, ms?: unknown, ...args: unknown[]) => add(handler, ms, args, false),
    setInterval: (handler: unknown, ms?: unknown, ...args: unknown[]) => add(handler, ms, args, true),
    clearTimeout: clear,
    clearInterval: clear,
  });

  function due(): string {
    const count = [...timers.values()].filter((timer) => timer.started !== undefined).length;
    return count > 0 ? `${count} timers` : '';
  }
  const idle = () => untilIdle(due, () => true, 'the page to settle');

  /** The id and timer that comes next, if it falls at or before `until` (page time, ms). */
  function next(until: number): [number, Timer] | undefined {
    let found: [number, Timer] | undefined;
    for (const entry of timers) {
      const [, timer] = entry;
      if (timer.started === undefined && timer.due <= until && (!found || timer.due < found[1].due)) found = entry;
    }
    return found;
  }

  /** Runs the timers due at the next timer's time, if that is at or before `until`; false when none is. */
  async function step(until: number): Promise<boolean> {
    await idle();
    const found = next(until);
    if (!found) return false;
    now = Math.max(now, found[1].due + LATE_MS);
    for (const [id, timer] of [...timers].sort(([a], [b]) => a - b)) {
      if (timer.started === undefined && timer.due <= now) start(id, timer);
    }
    await idle();
    return true;
  }

  return {
    now: () => now,
    due,
    async advance(ms) {
      const until = now + ms;
      while (await step(until));
      now = Math.max(now, until);
    },
    async advanceUntil(check, what, maxMs) {
      const until = now + maxMs;
      await idle();
      while (!check()) {
        if (!(await step(until))) throw new Error(`${what} did not happen within ${maxMs} ms of page time`);
      }
    },
    dispose() {
      disposed = true;
      for (const id of [...timers.keys()]) clear(id);
    },
  };
}
