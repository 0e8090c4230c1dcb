/**
 * Reading the order from the thank-you page's address: the first `order` parameter, up to '&', '?' or
 * '#', also when PayPro appends its own query after a second '?'; anything not an OrderNumber is no order.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { orderFromAddress } from '../../templates/thank-you-address.ts';

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

test.run();
