/**
 * Bounded load with repeated submissions, on 127.0.0.1 only: 2,000 order requests, 20% of them
 * repeating an earlier request's `Idempotency-Key` with the same body (a double click, a retry after a
 * timeout, a second tab), some while the first is still in flight and some after it has been answered.
 * Exactly one order is created per distinct key, every request is answered 200, and every repeat gets
 * the first answer (the same orderNumber) marked `Idempotent-Replayed: true`. Each request must be
 * answered within 30 s and all of them within 60 s (a request still open then is aborted).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureOrgs } from '../../helpers/fixture-orgs.ts';
import type { Org } from '../../../orgs/types.ts';
import { GENEROUS_RATE_LIMITS } from '../helpers/generous-rate-limits.ts';
import { startSimulatedStack, type SimulatedStack } from '../helpers/simulated-stack.ts';
import { requestSignal, runBounded } from './helpers/bounded.ts';
import { orderMix, type Submission } from './helpers/order-mix.ts';

const REQUESTS = 2_000;
const DISTINCT = 1_600;
const CONCURRENCY = 50;

let orgs: Org[];
let stack: SimulatedStack;
test.before(async () => {
  orgs = await fixtureOrgs();
  stack = await startSimulatedStack(orgs, 15_000, GENEROUS_RATE_LIMITS);
});
test.after(() => stack.close());

interface Request_ {
  key: string;
  submission: Submission;
}

/**
 * DISTINCT requests with their own keys, plus REQUESTS - DISTINCT repeats of them, in an order fixed
 * by a small seeded generator: a repeat sits either near its original (in flight together) or far
 * after it (answered already).
 */
function requests(): Request_[] {
  const originals = orderMix(orgs, DISTINCT).map((submission, n) => ({ key: `load-key-${String(n).padStart(6, '0')}`, submission }));
  let state = 20_240_601;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const all: Request_[] = [...originals];
  for (let n = 0; n < REQUESTS - DISTINCT; n += 1) {
    const original = Math.floor(random() * DISTINCT);
    const at = n % 2 === 0 ? original + 1 + Math.floor(random() * 10) : original + 100 + Math.floor(random() * (REQUESTS - original));
    all.splice(Math.min(at, all.length), 0, originals[original]!);
  }
  return all;
}

test('2,000 requests, 20% repeated keys: one order per distinct key, all 200, repeats get the first answer', async () => {
  const sent = requests();
  assert.is(sent.length, REQUESTS);
  const deadline = AbortSignal.timeout(60_000);
  const answers = await runBounded(
    sent.map(({ key, submission }) => async () => {
      const response = await fetch(`${stack.proxy.origin}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(submission),
        signal: requestSignal(deadline),
      });
      const body = (await response.json()) as { orderNumber?: string };
      return {
        key,
        status: response.status,
        orderNumber: body.orderNumber,
        replayed: response.headers.get('idempotent-replayed') === 'true',
        body,
      };
    }),
    CONCURRENCY,
  );

  const failed = answers.filter((answer) => answer.status !== 200);
  assert.is(failed.length, 0, JSON.stringify(failed.slice(0, 3).map((answer) => answer.body)));
  assert.is(stack.sim.orders.list().length, DISTINCT, 'exactly one order per distinct key');
  assert.is(stack.sim.stats.createOrderCalls, DISTINCT, 'no repeat reached the gateway');

  const byKey = new Map<string, typeof answers>();
  for (const answer of answers) byKey.set(answer.key, [...(byKey.get(answer.key) ?? []), answer]);
  assert.is(byKey.size, DISTINCT);
  for (const [key, forKey] of byKey) {
    assert.is(new Set(forKey.map((answer) => answer.orderNumber)).size, 1, `${key} was answered with different orders`);
    assert.is(forKey.filter((answer) => !answer.replayed).length, 1, `${key}: exactly one answer is the original`);
  }
  const answered = new Set(answers.map((answer) => answer.orderNumber));
  assert.equal(answered, new Set(stack.sim.orders.list().map((order) => order.orderNumber)));
});

test.run();
