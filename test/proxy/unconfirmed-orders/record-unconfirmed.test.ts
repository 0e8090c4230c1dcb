/**
 * Orders whose outcome is unknown are recorded for follow-up, through both order routes against the
 * PayPro simulator: a create-order that times out after it was sent leaves one record with the order
 * number the donor was told; a gateway refusal, or a failure before create-order was sent, leaves none.
 * Records hold no donor details.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { JHRTRUST_VALUES } from '../helpers/proxy-app.ts';
import { GATEWAY_TIMEOUT_TEST, withSimulatedStack, type SimulatedStack } from '../helpers/simulated-stack.ts';
import { testOrgsWithMembership } from '../helpers/test-orgs.ts';

let orgs: Org[];
test.before(async () => {
  orgs = await testOrgsWithMembership();
});

const DONATION = { route: '/merchantform/jhrtrust', values: JHRTRUST_VALUES };
const RENEWAL = { route: '/scci', membershipType: 'Associate', membershipId: 'A-1001', email: 'members@example.org', phone: '03001234567' };

const withStack = (fn: (stack: SimulatedStack) => Promise<void>) => withSimulatedStack(orgs, fn, GATEWAY_TIMEOUT_TEST.timeoutMs);

async function post(stack: SimulatedStack, path: string, body: unknown): Promise<{ status: number; error: Record<string, unknown> }> {
  const response = await fetch(`${stack.proxy.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, error: ((await response.json()) as { error: Record<string, unknown> }).error };
}

test('a donation whose create-order times out after it was sent: one record, with the order number the donor was told', () =>
  withStack(async (stack) => {
    stack.sim.faults.set({ mode: 'slow', delayMs: GATEWAY_TIMEOUT_TEST.slowMs, times: 1 });
    const answer = await post(stack, '/api/orders', DONATION);
    assert.is(answer.status, 504);
    const told = String(answer.error.orderNumber);
    assert.match(String(answer.error.message), told);
    assert.equal(stack.sim.orders.list().map((order) => order.orderNumber), [told], 'the order does exist at the gateway');
    const [record, ...others] = stack.unconfirmedOrders.recorded;
    assert.equal(others, []);
    const { recordedAt, ...rest } = record!;
    assert.equal(rest, { orderNumber: told, org: 'jhrtrust', route: '/merchantform/jhrtrust', account: 'donation', reason: 'gateway_timeout' });
    assert.ok(Math.abs(Date.parse(recordedAt) - Date.now()) < 60_000, recordedAt);
    const text = JSON.stringify(record);
    for (const detail of [JHRTRUST_VALUES.name, JHRTRUST_VALUES.email, JHRTRUST_VALUES.address, '1234567']) {
      assert.not.ok(text.includes(detail), `the record holds no donor detail (${detail})`);
    }
  }));

test('a renewal whose invoice call times out: one record under the membership type account', () =>
  withStack(async (stack) => {
    stack.sim.faults.set({ mode: 'slow', delayMs: GATEWAY_TIMEOUT_TEST.slowMs, on: 'cpay-co', times: 1 });
    const answer = await post(stack, '/api/membership/orders', RENEWAL);
    assert.is(answer.status, 504);
    assert.equal(
      stack.unconfirmedOrders.recorded.map(({ orderNumber, org, account, reason }) => [orderNumber, org, account, reason]),
      [[answer.error.orderNumber, 'scci', 'associate', 'gateway_timeout']],
    );
  }));

test('a gateway refusal leaves no record: PayPro answered, the order does not exist', () =>
  withStack(async (stack) => {
    stack.sim.faults.set({ mode: 'status03', times: 1 });
    assert.is((await post(stack, '/api/orders', DONATION)).status, 502);
    stack.sim.faults.set({ mode: 'status01', on: 'cpay-co', times: 1 });
    assert.is((await post(stack, '/api/membership/orders', RENEWAL)).status, 502);
    assert.equal(stack.unconfirmedOrders.recorded, []);
  }));

test('a failure before create-order was sent, or a slow lookup, leaves no record', () =>
  withStack(async (stack) => {
    stack.sim.faults.set({ mode: 'http500', on: 'auth', times: 1 });
    assert.is((await post(stack, '/api/orders', DONATION)).status, 503);
    stack.sim.faults.set({ mode: 'slow', delayMs: GATEWAY_TIMEOUT_TEST.slowMs, on: 'gcd', times: 1 });
    assert.is((await post(stack, '/api/membership/orders', RENEWAL)).status, 504);
    assert.equal(stack.unconfirmedOrders.recorded, []);
    assert.equal([stack.sim.stats.createOrderCalls, stack.sim.stats.legacyCreateOrderCalls], [0, 0]);
  }));

test.run();
