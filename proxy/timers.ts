/**
 * Where code that waits gets its timers: the system's in production, a fake clock's in tests, so that a
 * test moves time on itself instead of racing the machine's speed (a request's time limit, a simulated
 * slow answer, a late callback, a poll's pause).
 */

/** A waiting timer; `unref()` lets the process exit while it waits (a fake clock's timers never hold it). */
export interface TimerHandle {
  unref(): unknown;
}

export interface Timers {
  /** Calls `run` once, `ms` milliseconds from now. */
  setTimeout(run: () => void, ms: number): TimerHandle;
  /** Cancels a timer that has not run yet; nothing happens for one that has. */
  clearTimeout(handle: TimerHandle): void;
}

/** Node's own timers. */
export const systemTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** Resolves after `ms` milliseconds of `timers`' time. */
export function sleep(ms: number, timers: Timers = systemTimers): Promise<void> {
  return new Promise((resolve) => timers.setTimeout(resolve, ms));
}
