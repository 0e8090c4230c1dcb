/**
 * A fake clock for code in this process that takes `Timers` (`proxy/timers.ts`): its timers wait until a
 * test calls `advance`, so "the gateway is slow" or "the time limit has passed" happens exactly when the
 * test says, whatever the machine's load. The Node twin of `test/templates/helpers/page-clock.ts`:
 *
 * - a timer of 0 ms or less runs on its own, on the next turn of the event loop (`setImmediate`), as a
 *   real one would: code that only defers its work ("answer the donor first") needs no `advance`;
 * - a later timer waits for `advance`; `untilWaiting` is the barrier a test awaits before it advances, so it
 *   knows the code under test has got as far as starting its timer.
 */
import type { TimerHandle, Timers } from '../../proxy/timers.ts';

export interface FakeTimers extends Timers {
  /** Fake time in ms since the clock was made. */
  now(): number;
  /** How many later timers are waiting for `advance`. */
  waiting(): number;
  /** Resolves once at least `count` later timers are waiting (default 1). */
  untilWaiting(count?: number): Promise<void>;
  /**
   * Moves time on by `ms` ms, running each timer due by then at its time, earliest first, and letting
   * the event loop turn after each (so promises it settles, and their follow-ups, run before the next).
   */
  advance(ms: number): Promise<void>;
  /**
   * Waits for `promise`, moving time on from timer to timer whenever the code under test is waiting for
   * one (e.g. a loop polling until a deadline); rejects once more than `maxMs` ms of fake time would pass.
   */
  settle<T>(promise: Promise<T>, maxMs: number): Promise<T>;
}

interface FakeTimer extends TimerHandle {
  due: number;
  run: () => void;
  /** Set for a timer of 0 ms, which runs on its own. */
  immediate?: NodeJS.Immediate;
}

/** A promise and the function that resolves it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A new fake clock at time 0. */
export function createFakeTimers(): FakeTimers {
  let now = 0;
  const timers = new Set<FakeTimer>();
  /** Resolved, and replaced, each time a later timer starts waiting. */
  let started = signal();
  const unref = () => undefined;

  const clock: FakeTimers = {
    now: () => now,
    waiting: () => timers.size,
    async untilWaiting(count = 1) {
      while (timers.size < count) await started.promise;
    },
    setTimeout(run, ms) {
      const timer: FakeTimer = { due: now + Math.max(Number(ms) || 0, 0), run, unref };
      if (timer.due <= now) {
        timer.immediate = setImmediate(run);
        return timer;
      }
      timers.add(timer);
      started.resolve();
      started = signal();
      return timer;
    },
    clearTimeout(handle) {
      const timer = handle as FakeTimer;
      if (timer.immediate) clearImmediate(timer.immediate);
      timers.delete(timer);
    },
    async settle(promise, maxMs) {
      const until = now + maxMs;
      let done = false;
      const settled = promise.then(
        () => {
          done = true;
        },
        () => {
          done = true;
        },
      );
      for (;;) {
        await Promise.race([settled, clock.untilWaiting()]);
        if (done) return promise;
        const due = Math.min(...[...timers].map((timer) => timer.due));
        if (due > until) throw new Error(`still waiting after ${maxMs} ms of fake time`);
        await clock.advance(due - now);
      }
    },
    async advance(ms) {
      const until = now + ms;
      for (;;) {
        let next: FakeTimer | undefined;
        for (const timer of timers) if (timer.due <= until && (!next || timer.due < next.due)) next = timer;
        if (!next) break;
        timers.delete(next);
        now = next.due;
        next.run();
        await turn();
      }
      now = until;
    },
  };
  return clock;
}
