/**
 * Order numbers: 20 characters of Crockford's lower-case base 32, made from the random bytes alone (no
 * clock, no counter), by default from node:crypto, unique over many draws.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isOrderNumber } from '../../../orgs/public-order-status.ts';
import { createOrderNumberGenerator, ORDER_NUMBER_ALPHABET } from '../../../proxy/orders/order-number.ts';

const SHAPE = /^[0-9a-hjkmnp-tv-z]{20}$/;

test('the shape: 20 letters and digits of Crockford base 32, an OrderNumber the API accepts', () => {
  const next = createOrderNumberGenerator();
  for (let draw = 0; draw < 100; draw += 1) {
    const number = next();
    assert.ok(SHAPE.test(number), number);
    assert.ok(isOrderNumber(number), number);
  }
});

test('each character is the low 5 bits of one byte of the injected source, asked for 20 bytes a number', () => {
  const sizes: number[] = [];
  const next = createOrderNumberGenerator((size) => {
    sizes.push(size);
    return Uint8Array.from({ length: size }, (_, index) => index + 32 * (index % 8));
  });
  assert.is(next(), '0123456789abcdefghjk');
  assert.is(createOrderNumberGenerator((size) => new Uint8Array(size).fill(255))(), 'z'.repeat(20));
  assert.is(ORDER_NUMBER_ALPHABET.length, 32);
  assert.equal(sizes, [20]);
});

test('no counter and no clock: the same bytes give the same number, however many came before', () => {
  const next = createOrderNumberGenerator((size) => new Uint8Array(size).fill(7));
  const numbers = Array.from({ length: 5 }, next);
  assert.equal(numbers, Array(5).fill('7'.repeat(20)));
});

test('too few bytes from the source is an error, not a short number', () => {
  const next = createOrderNumberGenerator(() => new Uint8Array(19));
  assert.throws(next, /gave 19 bytes, not 20/);
});

test('by default: 10,000 draws all differ, every position takes every symbol, and Math.random plays no part', () => {
  const realRandom = Math.random;
  Math.random = () => 0.5;
  let numbers: string[];
  try {
    const next = createOrderNumberGenerator();
    numbers = Array.from({ length: 10_000 }, next);
  } finally {
    Math.random = realRandom;
  }
  assert.is(new Set(numbers).size, 10_000);
  // A time or counter part would keep its leading characters over consecutive draws; random ones show
  // all 32 symbols at every position in 10,000 draws (one symbol missing somewhere: odds below 10^-130).
  for (let position = 0; position < 20; position += 1) {
    const seen = new Set(numbers.map((number) => number[position]));
    assert.is(seen.size, 32, `position ${position}`);
  }
});

test.run();
