/**
 * Whose credentials PayPro's callback carries, end to end against the simulator: by default the
 * simulator sends the paid order's merchant's own pair, as most public handlers expect, and the proxy
 * settles that account's order with it; one account's pair settles none of another account's orders
 * (answered `03` as unknown, neither checked at PayPro nor changed); the pair agreed for every account
 * (the simulator's `credentials: 'agreed'`) still settles any order; a pair that matches none is `02`
 * and writes nothing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { type AccountCallbackPair, callbackVariables, loadConfig } from '../../../proxy/config.ts';
import { pressPay } from '../helpers/pay-form.ts';
import { GRID_VALUES } from '../helpers/proxy-app.ts';
import { startSimulatedStack, type SimulatedStack } from '../helpers/simulated-stack.ts';
import { testOrgs } from '../helpers/test-orgs.ts';

/** Each account's own password, set apart (the simulator's placeholders are all alike). */
const ENV = {
  RECONCILE_INTERVAL_SECONDS: '0',
  [callbackVariables('grid-three-currencies', 'donation').password]: 'a-account-password',
  [callbackVariables('grid-payment-type', 'donation').password]: 'b-account-password',
};
const { donationType: _purpose, ...PAYMENT_TYPE_VALUES } = { ...GRID_VALUES, paymentType: 'Donation' };
/** Account A and account B: two orgs, two PayPro merchants. */
const FORMS = {
  a: { route: '/merchantform/grid-three-currencies', values: GRID_VALUES, account: 'grid-three-currencies/donation' },
  b: { route: '/grid-payment-type', values: PAYMENT_TYPE_VALUES, account: 'grid-payment-type/donation' },
} as const;

let orgs: Org[];
let pairs: Map<string, AccountCallbackPair>;
let stack: SimulatedStack;
test.before(async () => {
  orgs = await testOrgs();
  pairs = new Map(loadConfig(ENV, orgs).callback.accounts.map((pair) => [`${pair.org}/${pair.account}`, pair]));
});
test.before.each(async () => {
  stack = await startSimulatedStack(orgs, 5_000, ENV);
});
test.after.each(() => stack.close());

/** Orders on the form of `which` and presses Pay at the simulator; returns the OrderNumber. */
async function paidOrder(which: keyof typeof FORMS): Promise<string> {
  const { route, values } = FORMS[which];
  const created = await fetch(`${stack.proxy.origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `pairs-${Math.random().toString(36).slice(2)}` },
    body: JSON.stringify({ route, values }),
  });
  assert.is(created.status, 200);
  const { redirectUrl, orderNumber } = (await created.json()) as { redirectUrl: string; orderNumber: string };
  await pressPay(await (await fetch(redirectUrl)).text(), stack.gateway.origin);
  await stack.sim.callbacks.settled();
  return orderNumber;
}

/** A delivery to the proxy's callback as PayPro sends it. */
async function deliver(fields: Record<string, string>): Promise<unknown> {
  const answer = await fetch(`${stack.proxy.origin}/paypro/uis`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  assert.is(answer.status, 200);
  return answer.json();
}

const stateOf = async (orderNumber: string) => (await stack.database.ledger.find(orderNumber))?.state;
const rows = () => stack.database.db.selectFrom('callback_deliveries').selectAll().execute();

test("by default the simulator sends the paid order's merchant's own pair, and the proxy settles that order with it", async () => {
  const orderNumber = await paidOrder('a');
  const [delivery] = stack.sim.callbacks.list();
  assert.is(delivery?.credentials, 'merchant');
  assert.equal(delivery?.answer, [{ StatusCode: '00', InvoiceID: orderNumber, Description: 'Invoice successfully marked as paid' }]);
  assert.is(await stateOf(orderNumber), 'paid');
});

test("account A's pair settles A's order but not B's: B is answered 03 as unknown, neither checked at PayPro nor changed", async () => {
  stack.sim.callbackMode.set({ mode: 'none' });
  const a = await paidOrder('a');
  const b = await paidOrder('b');
  const before = await stack.database.ledger.find(b);
  const statusCalls = stack.sim.stats.orderStatusCalls;
  const { username, password } = pairs.get(FORMS.a.account)!;
  assert.equal(await deliver({ username, password, csvinvoiceids: `${a},${b}` }), [
    { StatusCode: '00', InvoiceID: a, Description: 'Invoice successfully marked as paid' },
    { StatusCode: '03', InvoiceID: b, Description: 'No records found.' },
  ]);
  assert.is(stack.sim.stats.orderStatusCalls, statusCalls + 1, "only A's order was checked at PayPro");
  assert.is(await stateOf(a), 'paid');
  assert.equal(await stack.database.ledger.find(b), before, "B's row is untouched");
  assert.equal(
    await deliver({ ...pairs.get(FORMS.b.account)!, csvinvoiceids: b }),
    [{ StatusCode: '00', InvoiceID: b, Description: 'Invoice successfully marked as paid' }],
    "B's own pair settles it",
  );
});

test('the pair agreed for every account still settles any order', async () => {
  stack.sim.callbackMode.set({ mode: 'normal', credentials: 'agreed' });
  const a = await paidOrder('a');
  const b = await paidOrder('b');
  assert.equal(
    stack.sim.callbacks.list().map((delivery) => [delivery.credentials, (delivery.answer as { StatusCode: string }[])[0]?.StatusCode]),
    [
      ['agreed', '00'],
      ['agreed', '00'],
    ],
  );
  assert.equal([await stateOf(a), await stateOf(b)], ['paid', 'paid']);
});

test("a pair that matches none, such as A's username with B's password, is 02 and writes nothing", async () => {
  stack.sim.callbackMode.set({ mode: 'none' });
  const a = await paidOrder('a');
  const mixed = { username: pairs.get(FORMS.a.account)!.username, password: pairs.get(FORMS.b.account)!.password };
  assert.equal(await deliver({ ...mixed, csvinvoiceids: a }), [
    { StatusCode: '02', InvoiceID: null, Description: 'Service Failed. User is not authorized for this service' },
  ]);
  assert.is(await stateOf(a), 'created');
  assert.is((await rows()).length, 0);
});

test.run();
