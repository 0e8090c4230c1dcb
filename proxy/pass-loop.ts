/**
 * A loop of passes on an interval, shared by the reconciliation loop and the mail outbox's sender: each
 * pass starts `intervalMs` after the start of the one before (at once when a pass took longer), the
 * first one `intervalMs` after `start`; the timer does not keep the process alive. `stop` cancels the
 * next pass and waits for the one under way, which reads `stopping()` to end after the item in hand.
 */
import { systemTimers, type TimerHandle, type Timers } from './timers.ts';

export interface PassLoop {
  /** Starts the passes, every `intervalMs` ms. */
  start(intervalMs: number): void;
  /** Stops them; resolves once the pass under way (if any) has ended. */
  stop(): Promise<void>;
  /** True from `stop` until the next `start`: a pass under way ends early. */
  stopping(): boolean;
}

/**
 * The loop of `run` (one pass, which reports its own outcome and never rejects) on `timers` (default the
 * system's), its interval measured on `now`.
 */
export function createPassLoop(run: () => Promise<void>, now: () => Date, timers: Timers = systemTimers): PassLoop {
  let timer: TimerHandle | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopping = false;

  const schedule = (intervalMs: number, delayMs: number) => {
    timer = timers.setTimeout(() => {
      const startedAt = now().getTime();
      running = run().finally(() => {
        if (!stopping) schedule(intervalMs, Math.max(0, intervalMs - (now().getTime() - startedAt)));
      });
    }, delayMs);
    timer.unref();
  };

  return {
    start(intervalMs) {
      stopping = false;
      schedule(intervalMs, intervalMs);
    },
    async stop() {
      stopping = true;
      if (timer) timers.clearTimeout(timer);
      await running;
    },
    stopping: () => stopping,
  };
}
