/**
 * The status API's shared vocabulary: every state has one outcome (only `paid` is confirmed), a status
 * body is read strictly, and OrderNumbers are 1 to 64 letters, digits, '_' or '-'.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isOrderNumber, isOrderState, ORDER_STATES, OUTCOME_OF_STATE, readPublicStatus } from '../../orgs/public-order-status.ts';

const PAID = { state: 'paid', amount: '2500', currency: 'PKR', paidAt: '2025-05-12T09:03:00.000Z', reference: '01102205600001' };

test('each state has its outcome; amount_mismatch is still confirming for the donor', () => {
  assert.equal(
    ORDER_STATES.map((state) => [state, OUTCOME_OF_STATE[state]]),
    [
      ['pending', 'confirming'],
      ['created', 'confirming'],
      ['rejected', 'not-paid'],
      ['unknown', 'confirming'],
      ['paid', 'confirmed'],
      ['amount_mismatch', 'confirming'],
      ['blocked', 'not-paid'],
      ['expired', 'not-paid'],
    ],
  );
});

test('a status body is read with exactly its five keys', () => {
  assert.equal(readPublicStatus({ ...PAID, donor: 'Ayesha' }), PAID);
  assert.equal(readPublicStatus({ ...PAID, state: 'created', paidAt: null, reference: null }), {
    ...PAID,
    state: 'created',
    paidAt: null,
    reference: null,
  });
  assert.equal(readPublicStatus({ ...PAID, amount: '25.50', currency: 'USD' })?.amount, '25.50');
});

test("a receipt mail's masked address and whether it was sent are kept; a malformed receipt is dropped", () => {
  const receipt = { to: 'a•••@t•••.com', sent: false };
  assert.equal(readPublicStatus({ ...PAID, receipt }), { ...PAID, receipt });
  for (const bad of [null, 'a•••@t•••.com', { to: 'a•••@t•••.com' }, { to: 1, sent: true }, { to: 'x', sent: 'yes' }]) {
    assert.equal(readPublicStatus({ ...PAID, receipt: bad }), PAID, JSON.stringify(bad));
  }
});

test('anything else is no status: unknown state, numeric or signed amount, bad currency, bad paidAt or reference', () => {
  const bad = [
    null,
    'paid',
    [],
    { ...PAID, state: 'Success' },
    { ...PAID, state: 'PAID' },
    { ...PAID, amount: 2500 },
    { ...PAID, amount: '-5' },
    { ...PAID, amount: '1e3' },
    { ...PAID, amount: '' },
    { ...PAID, currency: 'pkr' },
    { ...PAID, currency: 'RUPEES' },
    { ...PAID, paidAt: 1 },
    { ...PAID, paidAt: undefined },
    { ...PAID, reference: 110220 },
  ];
  for (const body of bad) assert.is(readPublicStatus(body), undefined, JSON.stringify(body));
});

test('OrderNumbers and states', () => {
  for (const good of ['k3x9az7m2p8w4rt6yhcq', 'JHR_1', 'a', 'A'.repeat(64)]) assert.ok(isOrderNumber(good), good);
  for (const bad of ['', 'A'.repeat(65), 'a b', '../x', 'x?y', 'ü', 5, undefined]) assert.not.ok(isOrderNumber(bad), String(bad));
  assert.ok(isOrderState('amount_mismatch'));
  assert.not.ok(isOrderState('Success'));
});

test.run();
