/**
 * Reading the order from the thank-you page's address: the first `order` parameter, up to '&', '?' or
 * '#', also when PayPro appends its own query after a second '?'; anything not an OrderNumber is no order.
 * Without one, PayPro's `ordId` names the order by its PayProId when it is digits (kept as text).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { orderFromAddress, returnedOrder } from '../../templates/thank-you-address.ts';

test('the order parameter as the proxy writes it, with or without what PayPro appends', () => {
  assert.is(orderFromAddress('?order=k3x9az7m2p8w4rt6yhcq'), 'k3x9az7m2p8w4rt6yhcq');
  assert.is(orderFromAddress('?order=JHR-1&status=Success&ordId=01102205600001&msg=Paid'), 'JHR-1');
  assert.is(orderFromAddress('?status=Success&order=JHR_1'), 'JHR_1');
});

test("PayPro's second '?' ends the value: ?order=JHR-1?status=Success&ordId=…", () => {
  assert.is(orderFromAddress('?order=JHR-1?status=Success&ordId=01102205600001&msg=Paid'), 'JHR-1');
  assert.is(orderFromAddress('?order=JHR-1#top'), 'JHR-1');
});

test('only the first order parameter counts', () => {
  assert.is(orderFromAddress('?order=FIRST&order=SECOND'), 'FIRST');
  assert.is(orderFromAddress('?order=bad!&order=GOOD'), undefined, 'a malformed first one is no order');
});

test('percent-encoding is decoded, then checked', () => {
  assert.is(orderFromAddress('?order=JHR%2D1'), 'JHR-1');
  assert.is(orderFromAddress('?order=JHR%3F1'), undefined);
  assert.is(orderFromAddress('?order=%E0%A4%A'), undefined, 'a value that does not decode');
});

test('the address bar is read when the query has no order (e.g. it came after a fragment)', () => {
  assert.is(orderFromAddress('', 'https://pages.example.org/x/thank-you/#?order=JHR-9'), 'JHR-9');
  assert.is(orderFromAddress('?status=Success', 'https://pages.example.org/x/thank-you/?status=Success'), undefined);
});

test('no order, an empty one, a long one or one with other characters is no order', () => {
  for (const search of [
    '',
    '?',
    '?status=Success&ordId=1&msg=Paid',
    '?order=',
    '?order=a%20b',
    '?order=<script>',
    `?order=${'a'.repeat(65)}`,
    '?xorder=1',
    '?orders=1',
  ]) {
    assert.is(orderFromAddress(search), undefined, search);
  }
  assert.is(orderFromAddress(`?order=${'a'.repeat(64)}`), 'a'.repeat(64));
});

const PAYPRO_TAIL = 'status=Success&ordId=01102205600001&msg=Payment+received';

test("our order first, however PayPro joined its query: after '&', after a second '?', or twice with ours first", () => {
  for (const search of [
    `?order=JHR-1&${PAYPRO_TAIL}`,
    `?order=JHR-1?${PAYPRO_TAIL}`,
    `?order=JHR-1?${PAYPRO_TAIL}&order=JHR-1`,
    `?order=JHR-1?${PAYPRO_TAIL}&order=OTHER`,
    `?order=JHR-1&order=JHR-1?${PAYPRO_TAIL}`,
  ]) {
    assert.equal(returnedOrder(search), { orderNumber: 'JHR-1' }, search);
  }
});

test('our order lost (PayPro replaced the query) or spoilt: the PayProId in ordId, leading zeros kept', () => {
  for (const search of [
    `?${PAYPRO_TAIL}`,
    `?order=${encodeURIComponent('JHR-1?status=Success')}&ordId=01102205600001`,
    `?order=?${PAYPRO_TAIL}`,
    `?order=bad!&${PAYPRO_TAIL}`,
    `?msg=x?ordId=01102205600001`,
    `?ordId=01102205600001&ordId=09999999999999`,
  ]) {
    assert.equal(returnedOrder(search), { payProId: '01102205600001' }, search);
  }
  assert.equal(returnedOrder('', `https://pages.example.org/x/thank-you/#?${PAYPRO_TAIL}`), { payProId: '01102205600001' });
  assert.equal(returnedOrder('?ordId=0'), { payProId: '0' });
});

test('an ordId that is not 1 to 32 ASCII digits names no order', () => {
  for (const ordId of [
    '',
    'JHR-1',
    '12a',
    '-1',
    '+1',
    '1e5',
    '1.5',
    '1%2E5',
    '0x1F',
    '%20',
    '%EF%BC%91',
    '%3Cb%3E1%3C%2Fb%3E',
    '9'.repeat(33),
  ]) {
    assert.is(returnedOrder(`?status=Success&ordId=${ordId}&msg=x`), undefined, ordId);
  }
  assert.equal(returnedOrder(`?ordId=${'9'.repeat(32)}`), { payProId: '9'.repeat(32) });
  assert.is(returnedOrder('?ordid=01102205600001&OrdId=01102205600001'), undefined, "PayPro's name, as it writes it");
});

test.run();
