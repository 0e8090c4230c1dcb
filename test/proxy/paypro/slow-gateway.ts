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

/** Two new fake clocks. */
export function createClocks(): Clocks {
  return { sim: createFakeTimers(), client: createFakeTimers() };
}

/**
 * Once the simulator holds one more answer back than it did when called, moves the client's clock on by
 * `limitMs` (its `timeoutMs`). Call it as soon as the request is sent: answers held earlier stay held.
 */
export async function passLimit(clocks: Clocks, limitMs: number): Promise<void> {
  await clocks.sim.untilWaiting(clocks.sim.waiting() + 1);
  await clocks.client.advance(limitMs);
}

/** Runs `fn` against a fresh simulator (options `opts`) on `clocks.sim`, and always closes it. */
export function withClocks(opts: SimulatorOptions, fn: (clocks: Clocks, running: RunningSimulator) => Promise<void>): Promise<void> {
  const clocks = createClocks();
  return withSimulator({ ...opts, timers: clocks.sim }, (running) => fn(clocks, running));
}

/** `passLimit`, then the PayProError `call` rejects with; fails if it does not reject. */
export async function timedOut(clocks: Clocks, call: Promise<unknown>, limitMs: number): Promise<PayProError> {
  const outcome = expectPayProError(call);
  await passLimit(clocks, limitMs);
  return outcome;
}
