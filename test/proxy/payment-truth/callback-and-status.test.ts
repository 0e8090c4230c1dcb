/**
 * Payment truth end to end, proxy and simulator on loopback: an order is in the ledger from the start;
 * after Pay the simulator's server callback makes it `paid` (confirmed with ggos, amount checked) and
 * the status API says so; Cancel makes it `blocked`; an amount that differs is `amount_mismatch`; a
 * callback with wrong credentials, a repeated one, and an unknown OrderNumber change nothing; the status
 * API tells nothing about an order it does not hold, and nothing about the donor.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { orderStatusAddress } from '../../../orgs/api-contract.ts';
import type { Org } from '../../../orgs/types.ts';
import { pressPay } from '../helpers/pay-form.ts';
import { GRID_VALUES } from '../helpers/proxy-app.ts';
import { SIM_BASE_PATH, startSimulatedStack, type SimulatedStack } from '../helpers/simulated-stack.ts';
import { testOrgs } from '../helpers/test-orgs.ts';

let orgs: Org[];
let stack: SimulatedStack;
test.before(async () => {
  orgs = await testOrgs();
});
test.before.each(async () => {
  stack = await startSimulatedStack(orgs, 5_000, { RECONCILE_INTERVAL_SECONDS: '0' });
});
test.after.each(() => stack.close());

async function order(values: Record<string, string> = GRID_VALUES): Promise<{ redirectUrl: string; orderNumber: string }> {
  const response = await fetch(`${stack.proxy.origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `truth-${Math.random().toString(36).slice(2)}` },
    body: JSON.stringify({ route: '/merchantform/grid-three-currencies', values }),
  });
  assert.is(response.status, 200);
  return (await response.json()) as { redirectUrl: string; orderNumber: string };
}

/** The status API's answer about `orderNumber`, asked as the grid form's thank-you page asks. */
async function status(orderNumber: string): Promise<{ code: number; body: Record<string, unknown> }> {
  const response = await fetch(`${stack.proxy.origin}${orderStatusAddress('/api', orderNumber, '/merchantform/grid-three-currencies')}`);
  return { code: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function settle(redirectUrl: string, action: 'pay' | 'cancel'): Promise<URL> {
  const html = await (await fetch(redirectUrl)).text();
  if (action === 'pay') return pressPay(html, stack.gateway.origin);
  const bid = new URL(redirectUrl).searchParams.get('bid')!;
  const answer = await fetch(`${stack.gateway.origin}${SIM_BASE_PATH}/pyb-demo/cancel`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ bid }),
    redirect: 'manual',
  });
  return new URL(answer.headers.get('location') ?? stack.gateway.origin);
}

test('the order is in the ledger before PayPro is asked, and its return address carries our own order parameter', async () => {
  const { redirectUrl, orderNumber } = await order();
  const callback = new URL(new URL(redirectUrl).searchParams.get('callback_url')!);
  assert.is(callback.pathname, '/merchantform/grid-three-currencies/thank-you/');
  assert.is(callback.searchParams.get('order'), orderNumber);
  const row = await stack.database.ledger.find(orderNumber);
  assert.equal(
    [row?.state, row?.amount, row?.currency, row?.donor_email, row?.paypro_id?.length],
    ['created', '2500', 'PKR', GRID_VALUES.email, 14],
  );
  assert.equal(await status(orderNumber), {
    code: 200,
    body: { state: 'created', amount: '2500', currency: 'PKR', paidAt: null, reference: row!.paypro_id },
  });
});

test('Pay: the simulator calls back, the proxy confirms with ggos, and the status says paid with the reference', async () => {
  const { redirectUrl, orderNumber } = await order();
  const back = await settle(redirectUrl, 'pay');
  assert.is(back.searchParams.get('order'), orderNumber, 'the donor comes back with the order parameter');
  await stack.sim.callbacks.settled();
  const [delivery] = stack.sim.callbacks.list();
  assert.equal(delivery?.answer, [{ StatusCode: '00', InvoiceID: orderNumber, Description: 'Invoice successfully marked as paid' }]);
  const row = await stack.database.ledger.find(orderNumber);
  assert.equal([row?.state, row?.payment_via], ['paid', 'BAF']);
  assert.ok(Number(row?.amount_paid) >= 2500, 'the paid amount includes any fee');
  const { body } = await status(orderNumber);
  assert.equal([body.state, body.amount, body.currency, body.reference], ['paid', '2500', 'PKR', row?.paypro_id]);
  assert.match(String(body.paidAt), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  assert.equal(Object.keys(body).sort(), ['amount', 'currency', 'paidAt', 'reference', 'state'], 'no donor data');
});

test('a repeated callback changes nothing; wrong credentials are 02 (not authorized) and change nothing', async () => {
  stack.sim.callbackMode.set({ mode: 'twice' });
  const { redirectUrl, orderNumber } = await order();
  await settle(redirectUrl, 'pay');
  await stack.sim.callbacks.settled();
  assert.equal(
    stack.sim.callbacks.list().map((delivery) => (delivery.answer as { StatusCode: string }[])[0]?.StatusCode),
    ['00', '00'],
  );
  const paidAt = (await stack.database.ledger.find(orderNumber))?.paid_at;

  stack.sim.callbackMode.set({ mode: 'wrong-credentials' });
  const second = await order();
  await settle(second.redirectUrl, 'pay');
  await stack.sim.callbacks.settled();
  const last = stack.sim.callbacks.list().at(-1);
  assert.equal(last?.answer, [
    { StatusCode: '02', InvoiceID: null, Description: 'Service Failed. User is not authorized for this service' },
  ]);
  assert.is((await stack.database.ledger.find(second.orderNumber))?.state, 'created', 'not paid on an unauthenticated callback');
  assert.is((await stack.database.ledger.find(orderNumber))?.paid_at, paidAt);
});

test('without a callback the status check on the spot finds the payment; Cancel is blocked', async () => {
  stack.sim.callbackMode.set({ mode: 'none' });
  const paid = await order();
  await settle(paid.redirectUrl, 'pay');
  assert.is((await stack.database.ledger.find(paid.orderNumber))?.state, 'created');
  assert.is((await status(paid.orderNumber)).body.state, 'paid');
  const cancelled = await order();
  await settle(cancelled.redirectUrl, 'cancel');
  assert.is((await status(cancelled.orderNumber)).body.state, 'blocked');
});

test('an amount other than the order amount is amount_mismatch, answered 03 to the callback', async () => {
  stack.sim.payment.set({ amountDelta: '-100' });
  const { redirectUrl, orderNumber } = await order();
  await settle(redirectUrl, 'pay');
  await stack.sim.callbacks.settled();
  assert.is((stack.sim.callbacks.list()[0]?.answer as { StatusCode: string }[] | undefined)?.[0]?.StatusCode, '03');
  assert.is((await status(orderNumber)).body.state, 'amount_mismatch');
});

test('the callback answers 03 for an OrderNumber it does not hold, and takes the form-encoded and GET shapes', async () => {
  const callbackUrl = `${stack.proxy.origin}/paypro/uis`;
  const credentials = { username: 'sim-callback', password: 'sim-callback-password' };
  const json = await fetch(callbackUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, csvinvoiceids: 'NOPE-1' }),
  });
  assert.equal([json.status, await json.json()], [200, [{ StatusCode: '03', InvoiceID: 'NOPE-1', Description: 'No records found.' }]]);
  const { orderNumber } = await order();
  const form = await fetch(callbackUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...credentials, csvinvoiceids: `${orderNumber}, NOPE-2` }),
  });
  assert.equal(
    ((await form.json()) as { StatusCode: string }[]).map((item) => item.StatusCode),
    ['03', '03'],
    'unpaid and unknown',
  );
  const query = await fetch(`${callbackUrl}?${new URLSearchParams({ ...credentials, csvinvoiceids: orderNumber })}`);
  assert.equal([query.status, ((await query.json()) as { InvoiceID: string }[])[0]?.InvoiceID], [200, orderNumber]);
  const deliveries = await stack.database.db.selectFrom('callback_deliveries').selectAll().execute();
  assert.is(deliveries.length, 3);
  assert.not.ok(JSON.stringify(deliveries).includes('sim-callback-password'), 'the password is never stored');
});

test('the status API: 404 for an OrderNumber it does not hold or a malformed one', async () => {
  assert.is((await status('NOPE-1')).code, 404);
  assert.is((await fetch(`${stack.proxy.origin}/api/orders/${encodeURIComponent('../x')}/status`)).status, 404);
});

test.run();
