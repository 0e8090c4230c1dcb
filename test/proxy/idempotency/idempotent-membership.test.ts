/**
 * POST /api/membership/orders with an Idempotency-Key against the PayPro simulator: the renewal's pay
 * call gets the same protection as a donation. A key is scoped to its endpoint: the same key on
 * /api/orders is another request.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { GENEROUS_RATE_LIMITS } from '../helpers/generous-rate-limits.ts';
import { GRID_VALUES, RENEWAL_BODY } from '../helpers/proxy-app.ts';
import { withSimulatedStack, type SimulatedStack } from '../helpers/simulated-stack.ts';
import { testOrgsWithMembership } from '../helpers/test-orgs.ts';
import { postWithKey } from './helpers/idempotent-post.ts';

const KEY = 'renewal_key-0001';

let orgs: Org[];
test.before(async () => {
  orgs = await testOrgsWithMembership();
});

const withStack = (fn: (stack: SimulatedStack) => Promise<void>) => withSimulatedStack(orgs, fn, undefined, GENEROUS_RATE_LIMITS);

test('the same renewal twice with one key: one invoice at the simulator, the same answer replayed', () =>
  withStack(async (stack) => {
    const renew = () => postWithKey(stack.proxy.origin, '/api/membership/orders', RENEWAL_BODY, KEY);
    const [first, second] = await Promise.all([renew(), renew()]);
    assert.equal([first!.status, second!.status], [200, 200]);
    assert.equal(second!.body, first!.body);
    assert.equal([first!.replayed, second!.replayed].sort(), ['true', null].sort());
    assert.is(stack.sim.stats.legacyCreateOrderCalls, 1);
    const third = await renew();
    assert.equal([third.replayed, third.body], ['true', first!.body]);
    assert.is(stack.sim.stats.legacyCreateOrderCalls, 1);
  }));

test('a renewal whose invoice call times out, retried with the key: the same answer, no second invoice', () =>
  withStack(async (stack) => {
    stack.sim.faults.set({ mode: 'slow', delayMs: 60_000, on: 'cpay-co', times: 1 });
    const first = await stack.timedOut(postWithKey(stack.proxy.origin, '/api/membership/orders', RENEWAL_BODY, KEY));
    assert.is(first.status, 504);
    assert.is((first.body.error as Record<string, unknown>).orderMayExist, true);
    const retry = await postWithKey(stack.proxy.origin, '/api/membership/orders', RENEWAL_BODY, KEY);
    assert.equal(retry, { status: 504, replayed: 'true', body: first.body });
    assert.is(stack.sim.stats.legacyCreateOrderCalls, 1);
  }));

test('the same key with a different renewal: 422 idempotency_key_reused, no second invoice, the first answer kept', () =>
  withStack(async (stack) => {
    const renew = (body: unknown) => postWithKey(stack.proxy.origin, '/api/membership/orders', body, KEY);
    const first = await renew(RENEWAL_BODY);
    assert.is(first.status, 200);
    const reused = await renew({ ...RENEWAL_BODY, idCard: false });
    assert.equal(
      [reused.status, reused.replayed, (reused.body.error as Record<string, unknown>).code],
      [422, null, 'idempotency_key_reused'],
    );
    assert.is(stack.sim.stats.legacyCreateOrderCalls, 1);
    const again = await renew(RENEWAL_BODY);
    assert.equal(again, { status: 200, replayed: 'true', body: first.body });
  }));

test('a key is scoped to its endpoint: the same key on /api/orders is a request of its own', () =>
  withStack(async (stack) => {
    const renewal = await postWithKey(stack.proxy.origin, '/api/membership/orders', RENEWAL_BODY, KEY);
    const donation = await postWithKey(
      stack.proxy.origin,
      '/api/orders',
      { route: '/merchantform/grid-three-currencies', values: GRID_VALUES },
      KEY,
    );
    assert.equal([renewal.status, donation.status, donation.replayed], [200, 200, null]);
    assert.equal([stack.sim.stats.legacyCreateOrderCalls, stack.sim.stats.createOrderCalls], [1, 1]);
  }));

test.run();
