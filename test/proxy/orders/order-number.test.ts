import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createOrderNumberGenerator } from '../../../proxy/orders/order-number.ts';

const SAME_MS = Date.UTC(2025, 2, 10, 20, 15);

test('10,000 order numbers in the same millisecond are all different', () => {
  const next = createOrderNumberGenerator(() => SAME_MS);
  const numbers = Array.from({ length: 10_000 }, next);
  assert.is(new Set(numbers).size, 10_000);
});

test('an order number is the timestamp, a counter and a random part: alphanumeric and "-", at most 40 chars', () => {
  const next = createOrderNumberGenerator(
    () => SAME_MS,
    () => 0.5,
  );
  const first = next();
  const second = next();
  assert.is(first, `${SAME_MS}-0-${Math.floor(0.5 * 36 ** 6).toString(36)}`);
  assert.is(second, `${SAME_MS}-1-${Math.floor(0.5 * 36 ** 6).toString(36)}`);
  for (const number of [first, second]) {
    assert.ok(/^[A-Za-z0-9-]+$/.test(number), number);
    assert.ok(number.length <= 40, number);
  }
});

test('two processes in the same millisecond differ by their random part', () => {
  const one = createOrderNumberGenerator(
    () => SAME_MS,
    () => 0.1,
  );
  const other = createOrderNumberGenerator(
    () => SAME_MS,
    () => 0.2,
  );
  assert.is.not(one(), other());
});

test('a random value near 1 and a fractional clock still give a well-formed number', () => {
  const next = createOrderNumberGenerator(
    () => SAME_MS + 0.75,
    () => 0.999999999,
  );
  const number = next();
  assert.ok(/^\d{13}-0-[0-9a-z]{6}$/.test(number), number);
  assert.ok(number.startsWith(`${SAME_MS}-`), number);
});

test.run();
