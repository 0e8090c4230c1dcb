/**
 * Bounded load on the proxy with the real PayPro client against the simulator, on 127.0.0.1 only:
 * 200 concurrent valid submissions across the form kinds make exactly 200 orders with 200 distinct
 * OrderNumbers and no errors, and the burst of first requests authenticates once per merchant
 * account (the token cache shares the auth call in flight). Each request must be answered within 30 s
 * and the whole burst within 60 s (a request still open then is aborted and fails the test).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { Org } from '../../../orgs/types.ts';
import { GENEROUS_RATE_LIMITS } from '../helpers/generous-rate-limits.ts';
import { startSimulatedStack, type SimulatedStack } from '../helpers/simulated-stack.ts';
import { requestSignal } from './helpers/bounded.ts';
import { orderMix } from './helpers/order-mix.ts';

let orgs: Org[];
let stack: SimulatedStack;
test.before(async () => {
  orgs = (await loadOrgs()).map(({ org }) => org);
  stack = await startSimulatedStack(orgs, 15_000, GENEROUS_RATE_LIMITS);
});
test.after(() => stack.close());

test('200 concurrent valid submissions: 200 orders, 200 distinct OrderNumbers, all 200 OK, one auth per account', async () => {
  const submissions = orderMix(orgs, 200);
  const deadline = AbortSignal.timeout(60_000);
  const answers = await Promise.all(
    submissions.map(async (submission) => {
      const response = await fetch(`${stack.proxy.origin}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(submission),
        signal: requestSignal(deadline),
      });
      return { status: response.status, body: (await response.json()) as { orderNumber?: string; redirectUrl?: string } };
    }),
  );
  const failed = answers.filter((answer) => answer.status !== 200);
  assert.is(failed.length, 0, JSON.stringify(failed.slice(0, 3)));

  const orderNumbers = answers.map((answer) => answer.body.orderNumber);
  assert.is(new Set(orderNumbers).size, 200, 'every answer names its own order');
  const orders = stack.sim.orders.list();
  assert.is(orders.length, 200);
  assert.is(stack.sim.stats.createOrderCalls, 200, 'nothing was sent twice');
  assert.equal(new Set(orders.map((order) => order.orderNumber)), new Set(orderNumbers));
  for (const { redirectUrl } of answers.map((answer) => answer.body)) assert.ok(redirectUrl?.includes('/pyb-demo/?bid='));

  const accounts = new Set(orders.map((order) => order.merchantId));
  assert.ok(accounts.size >= 10, `${accounts.size} merchant accounts in the mix`);
  assert.is(stack.sim.stats.authCalls, accounts.size, 'one auth call per merchant account, however many first requests');
});

test.run();
