/**
 * The order's view: the public answer is exactly five keys (no org,
 * route, order number or anything of the donor's).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publicStatus } from '../../../proxy/order-status/order-status-view.ts';
import { viewOf } from './helpers/status-routes.ts';

test('the public status is exactly state, amount, currency, paidAt and reference', () => {
  const view = { ...viewOf('paid'), donorEmail: 'ayesha@example.org' };
  assert.equal(publicStatus(view), {
    state: 'paid',
    amount: '2500',
    currency: 'PKR',
    paidAt: '2025-05-12T09:03:00.000Z',
    reference: '01102205600001',
  });
  assert.equal(Object.keys(publicStatus(viewOf('created', { reference: null }))), ['state', 'amount', 'currency', 'paidAt', 'reference']);
  assert.is(publicStatus(viewOf('created', { reference: '00012' })).reference, '00012', 'leading zeros kept');
});

test('a paid order with a receipt mail adds the masked address and whether it was sent, and nothing else', () => {
  const receipt = { to: 'a•••@t•••.com', sent: true };
  assert.equal(publicStatus(viewOf('paid', { receipt })), {
    state: 'paid',
    amount: '2500',
    currency: 'PKR',
    paidAt: '2025-05-12T09:03:00.000Z',
    reference: '01102205600001',
    receipt,
  });
});

test.run();
