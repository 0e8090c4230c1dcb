/**
 * The thank-you page's result machine: each state's phase, the growing wait between questions, failures
 * and 429s that change nothing the donor reads, and the end after 3 minutes, all on a made-up clock.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ORDER_STATES, type OrderState, type PublicOrderStatus } from '../../orgs/public-order-status.ts';
import { backoffMs, nextResult, POLL_PLAN, startResult, type ResultState, type StatusAnswer } from '../../templates/thank-you-result.ts';

const status = (state: OrderState): StatusAnswer => ({
  kind: 'status',
  status: {
    state,
    amount: '2500',
    currency: 'PKR',
    paidAt: state === 'paid' ? '2025-05-12T09:03:00.000Z' : null,
    reference: '01102205600001',
  },
});
const FAILED: StatusAnswer = { kind: 'failed' };

/**
 * Runs the machine from t=0 with `answerAt(n)` as the n-th answer (0-based), each arriving the moment
 * it is asked; returns every phase and wait, and the last state.
 */
function run(answerAt: (n: number) => StatusAnswer): { phases: string[]; waits: number[]; asked: number[]; last: ResultState } {
  let now = 0;
  let state = startResult(now);
  const phases: string[] = [];
  const waits: number[] = [];
  const asked: number[] = [];
  for (let n = 0; n < 1000; n++) {
    asked.push(now);
    const step = nextResult(state, answerAt(n), now);
    state = step.state;
    phases.push(state.phase);
    if (step.waitMs === undefined) return { phases, waits, asked, last: state };
    waits.push(step.waitMs);
    now += step.waitMs;
  }
  throw new Error('the machine never stopped');
}

test('paid is confirmed and stops at once, with the status kept for the text', () => {
  const step = nextResult(startResult(0), status('paid'), 10);
  assert.is(step.state.phase, 'confirmed');
  assert.is(step.waitMs, undefined);
  assert.is(step.state.status?.reference, '01102205600001');
});

test('rejected, blocked and expired are not paid and stop at once', () => {
  for (const state of ['rejected', 'blocked', 'expired'] as const) {
    const step = nextResult(startResult(0), status(state), 10);
    assert.equal([step.state.phase, step.waitMs], ['not-paid', undefined], state);
  }
});

test('pending, created, unknown and amount_mismatch are still confirming and ask again after 2 s', () => {
  for (const state of ['pending', 'created', 'unknown', 'amount_mismatch'] as const) {
    const step = nextResult(startResult(0), status(state), 10);
    assert.equal([step.state.phase, step.waitMs], ['confirming', 2_000], state);
  }
});

test('every state has a phase, and none but paid is confirmed', () => {
  for (const state of ORDER_STATES) {
    const { phase } = nextResult(startResult(0), status(state), 0).state;
    assert.ok(['confirmed', 'confirming', 'not-paid'].includes(phase), state);
    assert.is(phase === 'confirmed', state === 'paid', state);
  }
});

test('an unknown order (404) is not found and stops: never paid', () => {
  const step = nextResult(startResult(0), { kind: 'not-found' }, 10);
  assert.equal([step.state.phase, step.waitMs], ['not-found', undefined]);
});

test('the wait grows by half from 2 s up to 20 s', () => {
  assert.equal(
    [1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => Math.round(backoffMs(n))),
    [2000, 3000, 4500, 6750, 10125, 15188, 20000, 20000, 20000],
  );
});

test('still confirming for 3 minutes: about 14 questions, the last at 3 minutes, then unconfirmed', () => {
  const { phases, waits, asked, last } = run(() => status('created'));
  assert.is(last.phase, 'unconfirmed');
  assert.is(asked.at(-1), POLL_PLAN.giveUpAfterMs, 'the last question goes out when the time is up');
  assert.ok(asked.length >= 10 && asked.length <= 16, `${asked.length} questions`);
  assert.ok(waits.every((wait) => wait > 0 && wait <= 20_000));
  assert.equal(
    phases.slice(0, -1).every((phase) => phase === 'confirming'),
    true,
  );
});

test('paid at the very last question is still shown as confirmed', () => {
  const count = run(() => status('created')).asked.length;
  const { last } = run((n) => (n === count - 1 ? status('paid') : status('created')));
  assert.is(last.phase, 'confirmed');
});

test('network failures change nothing the donor reads and are retried on the same plan', () => {
  const afterFailure = nextResult(startResult(0), FAILED, 0);
  assert.equal([afterFailure.state.phase, afterFailure.waitMs], ['checking', 2_000]);
  const confirming = nextResult(startResult(0), status('created'), 0).state;
  const failedLater = nextResult(confirming, FAILED, 2_000);
  assert.equal([failedLater.state.phase, failedLater.waitMs, failedLater.state.status?.state], ['confirming', 3_000, 'created']);
});

test('failures for 3 minutes end unconfirmed, never confirmed; a failure then paid is confirmed', () => {
  const failing = run(() => FAILED);
  assert.is(failing.last.phase, 'unconfirmed');
  assert.ok(!failing.phases.includes('confirmed'));
  assert.is(run((n) => (n < 3 ? FAILED : status('paid'))).last.phase, 'confirmed');
});

test("a 429 waits for its Retry-After when longer than the plan's wait, within the 3 minutes", () => {
  assert.is(nextResult(startResult(0), { kind: 'busy', retryAfterMs: 30_000 }, 0).waitMs, 30_000);
  assert.is(nextResult(startResult(0), { kind: 'busy', retryAfterMs: 500 }, 0).waitMs, 2_000);
  assert.is(nextResult(startResult(0), { kind: 'busy' }, 0).waitMs, 2_000);
  assert.is(nextResult(startResult(0), { kind: 'busy', retryAfterMs: 3_600_000 }, 170_000).waitMs, 10_000);
  assert.is(nextResult(startResult(0), { kind: 'busy', retryAfterMs: 500 }, 0).state.phase, 'checking');
});

test('the machine does not change the state it was given', () => {
  const before = startResult(0);
  const copy = structuredClone(before);
  nextResult(before, status('paid') as { kind: 'status'; status: PublicOrderStatus }, 5);
  assert.equal(before, copy);
});

test.run();
