/**
 * For page modules imported straight into Node (they call the global `setTimeout`, as in a browser):
 * runs `fn` with `globalThis.setTimeout` and `clearTimeout` on a fake clock, then puts the real ones
 * back. `Date` and `setImmediate` stay real (React's scheduler uses `setImmediate` in Node); a timer
 * of 0 ms still runs on its own (`fake-timers.ts`).
 */
import { createFakeTimers, type FakeTimers } from './fake-timers.ts';

export async function withGlobalClock<T>(fn: (clock: FakeTimers) => Promise<T>): Promise<T> {
  const clock = createFakeTimers();
  const real = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
  Object.assign(globalThis, {
    setTimeout: (run: () => void, ms?: number) => clock.setTimeout(run, ms ?? 0),
    clearTimeout: (handle: unknown) => {
      if (handle !== undefined) clock.clearTimeout(handle as ReturnType<FakeTimers['setTimeout']>);
    },
  });
  try {
    return await fn(clock);
  } finally {
    Object.assign(globalThis, real);
  }
}
