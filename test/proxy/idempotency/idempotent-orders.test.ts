/**
 * POST /api/orders with an Idempotency-Key against the PayPro simulator: a repeated request (double
 * click, retry after a timeout, second tab) gets the first answer and the simulator sees one order,
 * also when the repeats arrive while the first is still running. Answers that leave the donor free to
 * retry (a 422, a failure before create-order was sent) are not kept.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { GENEROUS_RATE_LIMITS } from '../helpers/generous-rate-limits.ts';
import { GRID_VALUES } from '../helpers/proxy-app.ts';
import { withSimulatedStack, type SimulatedStack } from '../helpers/simulated-stack.ts';
import { testOrgs } from '../helpers/test-orgs.ts';
import { postWithKey, type Answer } from './helpers/idempotent-post.ts';

const ORDER = { route: '/merchantform/grid-three-currencies', values: GRID_VALUES };
const KEY = '0f8c6d2e-4b1a-4c55-9d0e-7a3b2c1d9e8f';

let orgs: Org[];
test.before(async () => {
  orgs = await testOrgs();
});

/** Runs `fn` with a fresh stack and a poster to /api/orders. */
function withStack(fn: (stack: SimulatedStack, post: (body: unknown, key?: string) => Promise<Answer>) => Promise<void>) {
  return withSimulatedStack(
    orgs,
    (stack) => fn(stack, (body, key) => postWithKey(stack.proxy.origin, '/api/orders', body, key)),
    undefined,
    GENEROUS_RATE_LIMITS,
  );
}

test('the same key twice: one order at the simulator, the same order number, the second marked replayed', () =>
  withStack(async (stack, post) => {
    const first = await post(ORDER, KEY);
    const second = await post(ORDER, KEY);
    assert.is(first.status, 200);
    assert.equal(second, { status: 200, replayed: 'true', body: first.body });
    assert.is(first.replayed, null);
    assert.equal(
      stack.sim.orders.list().map((order) => order.orderNumber),
      [first.body.orderNumber],
    );
  }));

test('the same body with the key in another order of its JSON keys is the same request', () =>
  withStack(async (stack, post) => {
    const first = await post(ORDER, KEY);
    const reordered = await post({ values: Object.fromEntries(Object.entries(GRID_VALUES).reverse()), route: ORDER.route }, KEY);
    assert.equal([reordered.status, reordered.replayed, reordered.body], [200, 'true', first.body]);
    assert.is(stack.sim.stats.createOrderCalls, 1);
  }));

test('ten requests with one key at the same time: one order, and all ten get its answer', () =>
  withStack(async (stack, post) => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(ORDER, KEY)));
    assert.is(stack.sim.stats.createOrderCalls, 1);
    assert.is(stack.sim.orders.list().length, 1);
    const { orderNumber } = stack.sim.orders.list()[0]!;
    for (const answer of answers) assert.equal([answer.status, answer.body.orderNumber], [200, orderNumber]);
    assert.is(answers.filter((answer) => answer.replayed === 'true').length, 9);
  }));

test('without a key, or with another key, each request is its own order', () =>
  withStack(async (stack, post) => {
    await post(ORDER);
    await post(ORDER);
    await post(ORDER, `${KEY}-a`);
    await post(ORDER, `${KEY}-b`);
    assert.is(stack.sim.orders.list().length, 4);
  }));

test('the same key with a different body: 422 idempotency_key_reused, and no second order', () =>
  withStack(async (stack, post) => {
    const first = await post(ORDER, KEY);
    const reused = await post({ ...ORDER, values: { ...GRID_VALUES, amount: '5000' } }, KEY);
    assert.is(reused.status, 422);
    assert.is((reused.body.error as Record<string, unknown>).code, 'idempotency_key_reused');
    assert.is(stack.sim.orders.list().length, 1);
    assert.equal((await post(ORDER, KEY)).body, first.body, 'the first answer is still there');
  }));

test('a create-order that times out, retried with the same key: the same outcome-unknown answer, one order at most', () =>
  withStack(async (stack, post) => {
    stack.sim.faults.set({ mode: 'slow', delayMs: 60_000, times: 1 });
    const first = await stack.timedOut(post(ORDER, KEY));
    assert.is(first.status, 504);
    const error = first.body.error as Record<string, unknown>;
    assert.equal([error.code, error.orderMayExist], ['gateway_unavailable', true]);
    assert.match(String(error.message), String(error.orderNumber));
    const retry = await post(ORDER, KEY);
    assert.equal(retry, { status: 504, replayed: 'true', body: first.body });
    assert.is(stack.sim.stats.createOrderCalls, 1);
    assert.is(stack.sim.orders.list().length, 1, 'the order the first request created, and no other');
  }));

test('a gateway refusal is kept: the retry gets the same 502 and the gateway is not asked again', () =>
  withStack(async (stack, post) => {
    stack.sim.faults.set({ mode: 'status01', description: 'Invalid Data', times: 1 });
    const first = await post(ORDER, KEY);
    assert.equal([first.status, (first.body.error as Record<string, unknown>).code], [502, 'gateway_rejected']);
    assert.equal(await post(ORDER, KEY), { status: 502, replayed: 'true', body: first.body });
    assert.is(stack.sim.stats.createOrderCalls, 1);
  }));

test('a 422 is not kept: the donor fixes the values and sends them with the same key', () =>
  withStack(async (stack, post) => {
    const invalid = await post({ ...ORDER, values: { ...GRID_VALUES, email: 'not-an-address' } }, KEY);
    assert.is(invalid.status, 422);
    const fixed = await post(ORDER, KEY);
    assert.equal([fixed.status, fixed.replayed], [200, null]);
    assert.is(stack.sim.orders.list().length, 1);
  }));

test('a failure before create-order was sent is not kept: the retry with the same key creates the order', () =>
  withStack(async (stack, post) => {
    stack.sim.faults.set({ mode: 'http500', on: 'auth', times: 1 });
    const down = await post(ORDER, KEY);
    assert.is(down.status, 503);
    assert.not.ok('orderMayExist' in (down.body.error as Record<string, unknown>));
    assert.is(stack.sim.stats.createOrderCalls, 0);
    const retry = await post(ORDER, KEY);
    assert.equal([retry.status, retry.replayed], [200, null]);
    assert.is(stack.sim.orders.list().length, 1);
  }));

test('a malformed key is a 400 invalid_request and nothing reaches the simulator', () =>
  withStack(async (stack, post) => {
    for (const key of ['', 'short7', 'x'.repeat(129), 'has space in it', 'semi;colon', 'a.b.c.d.e.f']) {
      const answer = await post(ORDER, key);
      assert.equal([answer.status, (answer.body.error as Record<string, unknown>).code], [400, 'invalid_request'], JSON.stringify(key));
    }
    assert.equal([stack.sim.stats.authCalls, stack.sim.stats.createOrderCalls], [0, 0]);
    assert.is((await post(ORDER, 'A_b-9'.repeat(25).slice(0, 128))).status, 200, '128 characters of the allowed kinds pass');
  }));

test.run();
