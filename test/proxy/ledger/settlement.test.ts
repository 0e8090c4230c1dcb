/** What a PayPro status answer does to an order (pure): amounts checked exactly, due dates, final states. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { paidAmountMatches, settle } from '../../../proxy/ledger/settlement.ts';
import type { OrderStatusResult } from '../../../proxy/paypro/index.ts';

const order = { state: 'created' as const, amount: '15508.5', dueDate: '2025-03-14' };
const beforeDue = new Date('2025-03-14T18:59:59.000Z'); // 23:59:59 in Karachi
const afterDue = new Date('2025-03-14T19:00:00.000Z'); // midnight in Karachi
const answer = (fields: Partial<OrderStatusResult>): OrderStatusResult => ({ status: '00', description: 'Success', raw: null, ...fields });

test('PAID with AmountPayable equal and OrderAmountPaid at least the amount is paid (the fee may add to it)', () => {
  const paid = answer({ orderStatus: 'PAID', amountPayable: '15508.5000', amountPaid: '15509', paymentVia: 'BAF' });
  assert.equal(settle(order, paid, beforeDue), {
    state: 'paid',
    final: true,
    reported: { amountPayable: '15508.5000', amountPaid: '15509', paymentVia: 'BAF' },
  });
});

test('PAID with another payable amount, a smaller paid amount or no amounts is amount_mismatch', () => {
  assert.is(
    settle(order, answer({ orderStatus: 'PAID', amountPayable: '15508.4', amountPaid: '15509' }), beforeDue)?.state,
    'amount_mismatch',
  );
  assert.is(
    settle(order, answer({ orderStatus: 'PAID', amountPayable: '15508.5', amountPaid: '15508.49' }), beforeDue)?.state,
    'amount_mismatch',
  );
  assert.is(settle(order, answer({ orderStatus: 'PAID' }), beforeDue)?.state, 'amount_mismatch');
  assert.not.ok(paidAmountMatches('100', { amountPayable: '1e2', amountPaid: '100' }), 'only plain decimals count');
});

test('BLOCKED is blocked; UNPAID is created before the due date ends and expired after', () => {
  assert.is(settle(order, answer({ orderStatus: 'BLOCKED' }), beforeDue)?.state, 'blocked');
  assert.equal(settle(order, answer({ orderStatus: 'UNPAID' }), beforeDue), { state: 'created', final: false, reported: {} });
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
