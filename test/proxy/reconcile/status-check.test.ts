/**
 * Status checks of ledger orders: which PayPro call each order gets (ggos by PayProId, ggosboi by
 * OrderNumber, the legacy gos for membership renewals), what the answer changes, an amount mismatch
 * logged at error level, a gateway failure counted and retried later, and an answer about another order
 * (OrderNumber or PayProId) refused for each of the three calls.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Ledger } from '../../../proxy/ledger/ledger.ts';
import type { OrderRow } from '../../../proxy/ledger/tables.ts';
import { donationEntry } from '../ledger/helpers/order-entries.ts';
import { answer, reconcileFixtureFor, reconcileRig, unreachable } from './helpers.ts';

const fixture = reconcileFixtureFor(test);

const checker = () => reconcileRig(fixture.database.db, fixture.orgs, { now: new Date('2025-03-11T10:00:00.000Z') });

test('a created order is checked with ggos by its PayProId and becomes paid when the amounts match', async () => {
  const { paypro, ledger, check } = checker();
  await ledger.record(donationEntry('JHR-1'));
  await ledger.created('JHR-1', { payProId: '01102205600001', redirectUrl: 'x' });
  paypro.answers.set('01102205600001', answer({ orderStatus: 'PAID', amountPayable: '2500', amountPaid: '2507', paymentVia: 'BAF' }));
  const result = await check((await ledger.find('JHR-1'))!);
  assert.is(result.kind === 'checked' && result.order.state, 'paid');
  assert.equal(paypro.calls, [{ call: 'ggos', id: '01102205600001', merchant: 'Three_Currencies' }]);
});

test('an order of unknown outcome has no PayProId: ggosboi by OrderNumber, which also tells its PayProId', async () => {
  const { paypro, ledger, check } = checker();
  await ledger.record(donationEntry('JHR-2'));
  await ledger.unknown('JHR-2', 'gateway_timeout');
  paypro.answers.set('JHR-2', answer({ orderStatus: 'UNPAID', payProId: '01102205600002' }));
  const result = await check((await ledger.find('JHR-2'))!);
  assert.is(result.kind, 'checked');
  const row = await ledger.find('JHR-2');
  assert.equal([row?.state, row?.paypro_id], ['created', '01102205600002']);
  assert.equal(
    paypro.calls.map((call) => call.call),
    ['ggosboi'],
  );
});

test('a membership renewal is checked with the legacy gos and its ConnectPayId; without one it cannot be', async () => {
  const { paypro, ledger, check } = checker();
  const renewal = {
    org: 'membership',
    route: '/membership',
    formKind: 'membership-renewal',
    account: 'associate',
    protocol: 'legacy' as const,
    amount: '3700',
  };
  await ledger.record(donationEntry('SCCI-1', renewal));
  await ledger.created('SCCI-1', { payProId: '0110', redirectUrl: 'x' });
  paypro.answers.set('0110', answer({ orderStatus: 'BLOCKED' }));
  assert.is(((await check((await ledger.find('SCCI-1'))!)) as { order: { state: string } }).order.state, 'blocked');
  assert.equal(paypro.calls, [{ call: 'gos', id: '0110', merchant: 'Membership_Associate' }]);
  await ledger.record(donationEntry('SCCI-2', renewal));
  await ledger.unknown('SCCI-2', 'gateway_timeout');
  assert.equal(await check((await ledger.find('SCCI-2'))!), { kind: 'uncheckable' });
});

test('PAID with another amount is amount_mismatch, logged at error level', async () => {
  const { paypro, logs, ledger, check } = checker();
  await ledger.record(donationEntry('JHR-3'));
  await ledger.created('JHR-3', { payProId: '3', redirectUrl: 'x' });
  paypro.answers.set('3', answer({ orderStatus: 'PAID', amountPayable: '25', amountPaid: '25' }));
  await check((await ledger.find('JHR-3'))!);
  assert.is((await ledger.find('JHR-3'))?.state, 'amount_mismatch');
  const line = logs.find((entry) => entry.level === 50 && entry.orderNumber === 'JHR-3');
  assert.equal([line?.amount, line?.amountPayable], ['2500', '25']);
});

test('a USD order PayPro gives no comparable amount for is paid, logged at warn level as such, never as a mismatch', async () => {
  const { paypro, logs, ledger, check } = checker();
  await ledger.record(donationEntry('USD-1', { currency: 'USD', amount: '25' }));
  await ledger.created('USD-1', { payProId: '4', redirectUrl: 'x' });
  paypro.answers.set('4', answer({ orderStatus: 'PAID', amountPayable: '7000', amountPaid: '7210' }));
  await check((await ledger.find('USD-1'))!);
  const row = await ledger.find('USD-1');
  assert.equal([row?.state, row?.amount_check, row?.reported_amount_fields], ['paid', 'not_comparable', 'AmountPayable,OrderAmountPaid']);
  const lines = logs.filter((entry) => entry.orderNumber === 'USD-1' && Number(entry.level) >= 40);
  assert.equal(
    lines.map((entry) => [entry.level, entry.msg, entry.amountCheck]),
    [
      [
        40,
        'PayPro reports this order paid without an amount comparable with the order amount; check the amount at PayPro',
        'not_comparable',
      ],
    ],
  );
  await ledger.record(donationEntry('USD-2', { currency: 'USD', amount: '25' }));
  await ledger.created('USD-2', { payProId: '5', redirectUrl: 'x', amounts: { pkrAmount: '7000' } });
  paypro.answers.set('5', answer({ orderStatus: 'PAID', amountPayable: '7000', amountPaid: '7210' }));
  await check((await ledger.find('USD-2'))!);
  assert.equal([(await ledger.find('USD-2'))?.amount_check], ['pkr_amount']);
  assert.not.ok(
    logs.some((entry) => entry.orderNumber === 'USD-2' && Number(entry.level) >= 40),
    'a compared amount that matches is no news',
  );
});

/** The row without what any check writes (its count and times), to see an answer changed nothing else. */
const apartFromBookkeeping = ({ check_count, last_checked_at, next_check_at, lease_until, prompted_at, ...rest }: OrderRow) => rest;

const PAID = { orderStatus: 'PAID', amountPayable: '2500', amountPaid: '2500' } as const;
const RENEWAL = {
  org: 'membership',
  route: '/membership',
  formKind: 'membership-renewal',
  account: 'associate',
  protocol: 'legacy' as const,
  amount: '2500',
};

/** Each status call, an order it is made for, and the id its answers are keyed by. */
const CALLS = [
  { call: 'ggos', orderNumber: 'JHR-5', payProId: '01102205600005', entry: {} },
  { call: 'ggosboi', orderNumber: 'JHR-6', payProId: undefined, entry: {} },
  { call: 'gos', orderNumber: 'SCCI-7', payProId: '01102205600007', entry: RENEWAL },
] as const;

async function orderFor(ledger: Ledger, { orderNumber, payProId, entry }: (typeof CALLS)[number]): Promise<OrderRow> {
  await ledger.record(donationEntry(orderNumber, entry));
  if (payProId) await ledger.created(orderNumber, { payProId, redirectUrl: 'x' });
  else await ledger.unknown(orderNumber, 'gateway_timeout');
  return (await ledger.find(orderNumber))!;
}

for (const asked of CALLS) {
  test(`${asked.call}: an answer naming the order asked about (or naming none) counts`, async () => {
    const { paypro, ledger, check } = checker();
    const order = await orderFor(ledger, asked);
    const key = asked.payProId ?? asked.orderNumber;
    paypro.answers.set(key, answer({ ...PAID, orderNumber: asked.orderNumber, payProId: asked.payProId ?? '01102205600006' }));
    const result = await check(order);
    assert.is(result.kind === 'checked' && result.order.state, 'paid');
    assert.is(paypro.calls[0]?.call, asked.call);
    assert.is((await ledger.find(asked.orderNumber))?.paypro_id, asked.payProId ?? '01102205600006', 'ggosboi tells the PayProId');
  });

  test(`${asked.call}: an answer without OrderNumber or PayProId counts`, async () => {
    const { paypro, ledger, check } = checker();
    const order = await orderFor(ledger, asked);
    paypro.answers.set(asked.payProId ?? asked.orderNumber, answer(PAID));
    assert.is(((await check(order)) as { order?: OrderRow }).order?.state, 'paid');
  });

  const others = [
    ['another OrderNumber', { orderNumber: 'JHR-999' }],
    ...(asked.payProId ? [['another PayProId', { orderNumber: asked.orderNumber, payProId: '01102205600999' }] as const] : []),
  ] as const;
  for (const [what, ids] of others) {
    test(`${asked.call}: an answer about ${what} is gateway_bad_response, logged at error, and settles nothing`, async () => {
      const { paypro, logs, ledger, check } = checker();
      const order = await orderFor(ledger, asked);
      paypro.answers.set(asked.payProId ?? asked.orderNumber, answer({ ...PAID, ...ids }));
      assert.equal(await check(order), { kind: 'unavailable', reason: 'gateway_bad_response' });
      const row = (await ledger.find(asked.orderNumber))!;
      assert.equal(apartFromBookkeeping(row), apartFromBookkeeping(order), 'state, amounts and PayProId untouched');
      assert.is(row.check_count, 1, 'counted like a check without an answer');
      const line = logs.find((entry) => entry.level === 50 && entry.orderNumber === asked.orderNumber);
      assert.is(line?.reason, 'gateway_bad_response');
      assert.match(String(line?.message), Object.values(ids).at(-1)!);
    });
  }
}

test('a PayProId given as a number (leading zeros lost) is still the one asked about', async () => {
  const { paypro, ledger, check } = checker();
  const order = await orderFor(ledger, CALLS[0]);
  paypro.answers.set(CALLS[0].payProId, answer({ ...PAID, payProId: '1102205600005' }));
  assert.is(((await check(order)) as { order?: OrderRow }).order?.state, 'paid');
});

test('a gateway failure leaves the state, counts the check and puts the next one off', async () => {
  const { paypro, ledger, check } = checker();
  await ledger.record(donationEntry('JHR-4'));
  await ledger.created('JHR-4', { payProId: '4', redirectUrl: 'x' });
  paypro.answers.set('4', unreachable());
  assert.equal(await check((await ledger.find('JHR-4'))!), { kind: 'unavailable', reason: 'gateway_unreachable' });
  const row = await ledger.find('JHR-4');
  assert.equal([row?.state, row?.check_count, row?.next_check_at], ['created', 1, '2025-03-11T10:05:00.000Z']);
});

test.run();
