import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { normaliseAmount, truncate } from '../../../proxy/orders/order-text.ts';

test('amounts lose leading zeros and trailing fractional zeros', () => {
  const cases: [string, string][] = [
    ['2500', '2500'],
    ['2500.5', '2500.5'],
    ['2500.50', '2500.5'],
    ['2500.00', '2500'],
    ['02500', '2500'],
    ['0.5', '0.5'],
    ['00.25', '0.25'],
    ['100', '100'],
  ];
  for (const [typed, sent] of cases) assert.is(normaliseAmount(typed), sent, typed);
});

test('text within the limit is unchanged', () => {
  assert.is(truncate('Ayesha Khan', 32), 'Ayesha Khan');
  assert.is(truncate('x'.repeat(32), 32), 'x'.repeat(32));
});

test('text over the limit is cut by characters and loses the trailing space', () => {
  assert.is(truncate('Muhammad Abdullah bin Abdul Rahman Siddiqui', 32), 'Muhammad Abdullah bin Abdul Rahm');
  // The 32nd character is a space: it goes too.
  assert.is(truncate('Abdul Rehman Khan Sherwani Nadi Yusufzai', 32), 'Abdul Rehman Khan Sherwani Nadi');
  // 40 Urdu letters: each is one code point, never split in the middle.
  const urdu = 'محمد'.repeat(10);
  assert.is(Array.from(truncate(urdu, 32)).length, 32);
  // An emoji is two UTF-16 units; cutting by code points keeps it whole or drops it.
  assert.is(truncate('ab😀cd', 3), 'ab😀');
});

test.run();
