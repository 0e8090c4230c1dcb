/**
 * A simulator whose 'slow' answers wait on one fake clock, for a PayPro client whose time limit runs on
 * another: a test decides which comes first. It waits until the simulator holds the answer (so the call
 * reached it), then moves the client's clock on. Nothing depends on how fast the machine is.
 */
import type { PayProError } from '../../../proxy/paypro/index.ts';
import type { SimulatorOptions } from '../../../proxy/simulator/app.ts';
import { createFakeTimers, type FakeTimers } from '../../helpers/fake-timers.ts';
import { type RunningSimulator, withSimulator } from '../simulator/start-simulator.ts';
import { expectPayProError } from './expect-error.ts';

/** The simulator's clock and the client's (pass `client` as the client's `timers`). */
export interface Clocks {
  sim: FakeTimers;
  client: FakeTimers;
}

/** Runs `fn` against a fresh simulator (options `opts`) on `clocks.sim`, and always closes it. */
export function withClocks(opts: SimulatorOptions, fn: (clocks: Clocks, running: RunningSimulator) => Promise<void>): Promise<void> {
  const clocks = { sim: createFakeTimers(), client: createFakeTimers() };
  return withSimulator({ ...opts, timers: clocks.sim }, (running) => fn(clocks, running));
}

/**
 * Once the simulator holds `call`'s answer back, moves the client's clock on by `limitMs` (its
 * `timeoutMs`) and returns the PayProError `call` rejects with; fails if it does not reject.
 */
export async function timedOut(clocks: Clocks, call: Promise<unknown>, limitMs: number): Promise<PayProError> {
  const outcome = expectPayProError(call);
  await clocks.sim.untilWaiting();
  await clocks.client.advance(limitMs);
  return outcome;
}
