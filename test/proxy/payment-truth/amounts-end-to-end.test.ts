/**
 * The amount check end to end, proxy and simulator on loopback, for the answers public integrations show
 * (proxy/paypro/PROTOCOL.md#amount-verification): a USD donation that PayPro bills in PKR is paid when
 * AmountPayable equals the PKR amount create-order gave, and amount_mismatch when it differs; one for
 * which PayPro gives no comparable amount is paid and marked `not_comparable`; a membership renewal whose
 * legacy gos answer has no OrderAmountPaid is paid on AmountPayable; a wrong PKR amount is still a mismatch.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import type { OrderRow } from '../../../proxy/ledger/tables.ts';
import { pressPay } from '../helpers/pay-form.ts';
import { GRID_VALUES, RENEWAL_BODY } from '../helpers/proxy-app.ts';
import { type SimulatedStack, startSimulatedStack } from '../helpers/simulated-stack.ts';
import { testOrgsWithMembership } from '../helpers/test-orgs.ts';

let orgs: Org[];
let stack: SimulatedStack;
test.before(async () => {
  orgs = await testOrgsWithMembership();
});
test.before.each(async () => {
  stack = await startSimulatedStack(orgs, 5_000, { RECONCILE_INTERVAL_SECONDS: '0' });
});
test.after.each(() => stack.close());

/** Posts `body` to the proxy's `path` and returns the order's number and pay link. */
async function order(path: string, body: unknown): Promise<{ redirectUrl: string; orderNumber: string }> {
  const response = await fetch(`${stack.proxy.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `amounts-${Math.random().toString(36).slice(2)}` },
    body: JSON.stringify(body),
  });
  assert.is(response.status, 200);
  return (await response.json()) as { redirectUrl: string; orderNumber: string };
}

/** A grid donation of `amount` `currency`, paid at the simulator; the ledger row once PayPro's callback was answered. */
async function paidDonation(amount: string, currency: string): Promise<OrderRow> {
  const { redirectUrl, orderNumber } = await order('/api/orders', {
    route: '/merchantform/grid-three-currencies',
    values: { ...GRID_VALUES, amount, currency },
  });
  await pressPay(await (await fetch(redirectUrl)).text(), stack.gateway.origin);
  await stack.sim.callbacks.settled();
  return (await stack.database.ledger.find(orderNumber))!;
}

const verdict = (row: OrderRow) => [
  row.state,
  row.amount_check,
  row.amount,
  row.currency,
  row.paypro_pkr_amount,
  row.reported_amount_fields,
];

test('a USD donation billed in PKR is paid: AmountPayable is compared with the PKR amount create-order gave', async () => {
  const row = await paidDonation('25', 'USD');
  assert.equal(verdict(row), ['paid', 'pkr_amount', '25', 'USD', '7000', 'AmountPayable,OrderAmountPaid']);
  assert.equal([row.amount_payable, row.amount_paid], ['7000', '7007']);
});

test('a USD donation whose PKR bill differs from the one create-order gave is amount_mismatch', async () => {
  stack.sim.payment.set({ amountDelta: '-100' });
  assert.equal(verdict(await paidDonation('25', 'USD')), [
    'amount_mismatch',
    'other_amount',
    '25',
    'USD',
    '7000',
    'AmountPayable,OrderAmountPaid',
  ]);
});

test('a USD donation PayPro gives no comparable amount for is paid, marked not_comparable', async () => {
  stack.sim.answers.set({ foreignCurrency: 'no-comparable', statusAnswer: 'live' });
  const row = await paidDonation('25', 'USD');
  assert.equal(verdict(row), ['paid', 'not_comparable', '25', 'USD', null, 'AmountPayable,OrderAmountPaid']);
});

test('live ggos answers: a USD donation echoed at creation is paid on OrderAmount, in dollars', async () => {
  stack.sim.answers.set({ foreignCurrency: 'echo', statusAnswer: 'live' });
  assert.equal(verdict(await paidDonation('25', 'USD')), [
    'paid',
    'order_amount',
    '25',
    'USD',
    null,
    'AmountPayable,OrderAmountPaid,OrderAmount',
  ]);
});

test('a wrong PKR amount is still amount_mismatch, with live ggos answers too', async () => {
  stack.sim.answers.set({ statusAnswer: 'live' });
  stack.sim.payment.set({ amountDelta: '-100' });
  const row = await paidDonation('2500', 'PKR');
  assert.equal(verdict(row), ['amount_mismatch', 'other_amount', '2500', 'PKR', '2500', 'AmountPayable,OrderAmountPaid,OrderAmount']);
});

test('a membership renewal whose gos answer has no OrderAmountPaid is paid on AmountPayable, and the fields given are kept', async () => {
  stack.sim.answers.set({ statusAnswer: 'live' });
  const { redirectUrl, orderNumber } = await order('/api/membership/orders', RENEWAL_BODY);
  await pressPay(await (await fetch(redirectUrl)).text(), stack.gateway.origin);
  await stack.sim.callbacks.settled();
  const row = (await stack.database.ledger.find(orderNumber))!;
  assert.equal(verdict(row), ['paid', 'order_amount', '4200', 'PKR', null, 'AmountPayable']);
  assert.is(row.amount_paid, null, 'PayPro said nothing of the amount paid');
  assert.is(stack.sim.stats.legacyOrderStatusCalls, 1);
});

test.run();
