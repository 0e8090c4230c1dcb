/**
 * What a PayPro status answer does to an order (pure): amounts checked exactly and like with like (PKR
 * with PKR, an order's own currency with its own), an answer without OrderAmountPaid or without any
 * comparable amount, due dates, final states.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { amountCheckOf } from '../../../proxy/ledger/amount-check.ts';
import { settle } from '../../../proxy/ledger/settlement.ts';
import type { OrderStatusResult } from '../../../proxy/paypro/index.ts';

const order = { state: 'created' as const, amount: '15508.5', currency: 'PKR', pkrAmount: null, dueDate: '2025-03-14' };
const beforeDue = new Date('2025-03-14T18:59:59.000Z'); // 23:59:59 in Karachi
const afterDue = new Date('2025-03-14T19:00:00.000Z'); // midnight in Karachi
const answer = (fields: Partial<OrderStatusResult>): OrderStatusResult => ({ status: '00', description: 'Success', raw: null, ...fields });

test('PAID with AmountPayable equal and OrderAmountPaid at least the amount is paid (the fee may add to it)', () => {
  const paid = answer({ orderStatus: 'PAID', amountPayable: '15508.5000', amountPaid: '15509', paymentVia: 'BAF' });
  assert.equal(settle(order, paid, beforeDue), {
    state: 'paid',
    final: true,
    amountCheck: 'order_amount',
    reported: { amountPayable: '15508.5000', amountPaid: '15509', paymentVia: 'BAF', amountFields: ['AmountPayable', 'OrderAmountPaid'] },
  });
});

test('PAID without OrderAmountPaid (as the legacy gos is read) counts on AmountPayable alone, and says which fields came', () => {
  assert.equal(settle(order, answer({ orderStatus: 'PAID', amountPayable: '15508.5' }), beforeDue), {
    state: 'paid',
    final: true,
    amountCheck: 'order_amount',
    reported: { amountPayable: '15508.5', amountFields: ['AmountPayable'] },
  });
  assert.is(settle(order, answer({ orderStatus: 'PAID', amountPayable: '15508.4' }), beforeDue)?.state, 'amount_mismatch');
  assert.is(
    settle(order, answer({ orderStatus: 'PAID', amountPayable: '15508.5', amountPaid: '15000' }), beforeDue)?.amountCheck,
    'paid_less',
    'a paid amount below the order amount is never a payment',
  );
});

test('PAID with another payable amount, a smaller paid amount or an unreadable amount is amount_mismatch', () => {
  assert.is(
    settle(order, answer({ orderStatus: 'PAID', amountPayable: '15508.4', amountPaid: '15509' }), beforeDue)?.state,
    'amount_mismatch',
  );
  assert.is(
    settle(order, answer({ orderStatus: 'PAID', amountPayable: '15508.5', amountPaid: '15508.49' }), beforeDue)?.state,
    'amount_mismatch',
  );
  const unreadable = answer({ orderStatus: 'PAID', amountPaid: '15509', unreadableAmounts: ['AmountPayable'] });
  assert.equal(settle(order, unreadable, beforeDue)?.reported.amountFields, ['AmountPayable', 'OrderAmountPaid']);
  assert.is(settle(order, unreadable, beforeDue)?.amountCheck, 'other_amount');
  const pkr = { amount: '100', currency: 'PKR', pkrAmount: null };
  assert.is(amountCheckOf(pkr, { amountPayable: '1e2', amountPaid: '100' }), 'other_amount', 'only plain decimals count');
  assert.is(amountCheckOf(pkr, { amountPayable: '100', amountPaid: '1e3' }), 'paid_less');
  assert.is(amountCheckOf(pkr, { amountPayable: '100.00', amountPaid: '103' }), 'order_amount', "'100' and '100.00' are equal");
});

test('a PKR order: OrderAmount counts only where AmountPayable is missing; no amount at all is not comparable, still paid', () => {
  const pkr = { amount: '2500', currency: 'PKR', pkrAmount: null };
  assert.is(amountCheckOf(pkr, { amountPayable: '2500', orderAmount: '2575' }), 'order_amount', 'AmountPayable decides');
  assert.is(amountCheckOf(pkr, { orderAmount: '2500' }), 'order_amount');
  assert.is(amountCheckOf(pkr, { orderAmount: '2400' }), 'other_amount');
  assert.is(amountCheckOf(pkr, { amountPaid: '2400' }), 'paid_less');
  assert.equal(settle(order, answer({ orderStatus: 'PAID', paymentVia: 'BAF' }), beforeDue), {
    state: 'paid',
    final: true,
    amountCheck: 'not_comparable',
    reported: { paymentVia: 'BAF', amountFields: [] },
  });
});

test('a USD order: AmountPayable is PKR, compared with the PKR amount of its creation; OrderAmount is USD', () => {
  const usd = { ...order, amount: '25', currency: 'USD', pkrAmount: '7000' };
  const paid = (fields: Partial<OrderStatusResult>) => settle(usd, answer({ orderStatus: 'PAID', ...fields }), beforeDue);
  assert.equal(
    [paid({ amountPayable: '7000', amountPaid: '7210' })?.state, paid({ amountPayable: '7000' })?.amountCheck],
    ['paid', 'pkr_amount'],
  );
  assert.equal(
    [paid({ amountPayable: '6900', amountPaid: '7210' })?.state, paid({ amountPayable: '25' })?.amountCheck],
    ['amount_mismatch', 'other_amount'],
  );
  assert.is(paid({ amountPayable: '7000', amountPaid: '6999.99' })?.amountCheck, 'paid_less');
  assert.is(paid({ amountPayable: '7000.00', orderAmount: '30' })?.amountCheck, 'pkr_amount', 'AmountPayable decides');

  const unconverted = { ...usd, pkrAmount: null };
  const judged = (fields: Partial<OrderStatusResult>) => settle(unconverted, answer({ orderStatus: 'PAID', ...fields }), beforeDue);
  assert.is(judged({ amountPayable: '7000', amountPaid: '7210', orderAmount: '25' })?.amountCheck, 'order_amount');
  assert.is(judged({ amountPayable: '7000', amountPaid: '7210', orderAmount: '24' })?.amountCheck, 'other_amount');
  assert.equal(judged({ amountPayable: '7000', amountPaid: '7210' }), {
    state: 'paid',
    final: true,
    amountCheck: 'not_comparable',
    reported: { amountPayable: '7000', amountPaid: '7210', amountFields: ['AmountPayable', 'OrderAmountPaid'] },
  });
  assert.is(judged({ amountPayable: '25' })?.amountCheck, 'not_comparable', 'a PKR figure is never compared with a USD one');
});

test('BLOCKED is blocked; UNPAID is created before the due date ends and expired after', () => {
  assert.is(settle(order, answer({ orderStatus: 'BLOCKED' }), beforeDue)?.state, 'blocked');
  assert.equal(settle(order, answer({ orderStatus: 'UNPAID' }), beforeDue), {
    state: 'created',
    final: false,
    reported: { amountFields: [] },
  });
  assert.is(settle({ ...order, state: 'unknown' }, answer({ orderStatus: 'UNPAID', payProId: '0110' }), beforeDue)?.state, 'created');
  assert.is(settle(order, answer({ orderStatus: 'UNPAID' }), afterDue)?.state, 'expired');
});

test('no data (03) changes nothing before the due date and expires a followed order after it', () => {
  const none = answer({ status: '03', description: 'No data available' });
  assert.is(settle({ ...order, state: 'unknown' }, none, beforeDue)?.state, 'unknown');
  assert.is(settle({ ...order, state: 'unknown' }, none, afterDue)?.state, 'expired');
  assert.is(
    settle(order, answer({ status: '03', orderStatus: 'PAID', amountPayable: '15508.5', amountPaid: '15508.5' }), beforeDue)?.state,
    'created',
    'an OrderStatus under a failed envelope is not believed',
  );
});

test('what the transitions table refuses does not count: final states stay, but money that arrived turns an expired order into paid', () => {
  const paid = answer({ orderStatus: 'PAID', amountPayable: '15508.5', amountPaid: '15508.5' });
  assert.is(settle({ ...order, state: 'blocked' }, paid, beforeDue), undefined);
  assert.is(settle({ ...order, state: 'rejected' }, paid, beforeDue), undefined);
  assert.is(settle({ ...order, state: 'amount_mismatch' }, paid, beforeDue), undefined);
  assert.is(settle({ ...order, state: 'expired' }, paid, afterDue)?.state, 'paid');
  assert.is(settle({ ...order, state: 'expired' }, answer({ orderStatus: 'UNPAID' }), afterDue), undefined);
  assert.is(settle({ ...order, state: 'paid' }, answer({ orderStatus: 'UNPAID' }), beforeDue), undefined);
  assert.is(settle({ ...order, state: 'paid' }, paid, beforeDue), undefined, 'not even the same answer again: the first one stays');
});

test.run();
