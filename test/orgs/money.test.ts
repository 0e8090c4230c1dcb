/**
 * Exact amounts (`orgs/money.ts`): read, compared, added, multiplied, rounded and written back, each
 * figure checked by hand.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  addDecimals,
  compareDecimals,
  type Decimal,
  decimalOf,
  decimalText,
  multiplyDecimals,
  parseDecimal,
  roundDecimal,
} from '../../orgs/money.ts';

const read = (text: string): Decimal => {
  const value = decimalOf(text);
  if (value === undefined) throw new Error(`not a decimal: ${text}`);
  return value;
};

test('decimalOf: plain decimal text keeps its places; anything else is not an amount', () => {
  assert.equal(decimalOf('15508.50'), { units: 1_550_850n, places: 2 });
  assert.equal(decimalOf('-0.5'), { units: -5n, places: 1 });
  assert.equal(decimalOf('2500'), { units: 2500n, places: 0 });
  for (const text of ['1e3', '1,500', '+5', '.5', '5.', ' 5', '', '١٢', '1.2.3']) assert.is(decimalOf(text), undefined, text);
});

test('compareDecimals: the amount counts, not its text', () => {
  assert.is(compareDecimals(read('2500'), read('2500.00')), 0);
  assert.is(compareDecimals(read('2499.99'), read('2500')), -1);
  assert.is(compareDecimals(read('0.3'), read('0.29')), 1);
  assert.is(compareDecimals(read('-1'), read('0')), -1);
});

test('addDecimals and decimalText: exact sums written without trailing zeros', () => {
  const sum = (a: string, b: string) => decimalText(addDecimals(read(a), read(b)));
  assert.is(sum('1500', '7'), '1507');
  assert.is(sum('199.50', '-0.5'), '199');
  assert.is(sum('0.1', '0.2'), '0.3');
  assert.is(sum('1', '-2.25'), '-1.25');
  assert.is(sum('0.05', '-0.1'), '-0.05');
  assert.is(sum('9999999999999999.99', '0.01'), '10000000000000000');
  assert.is(sum('0.5', '-0.5'), '0');
});

test('multiplyDecimals and roundDecimal: products exact, rounded half away from zero', () => {
  const product = multiplyDecimals(read('1250.5'), read('280'));
  assert.is(decimalText(product), '350140');
  assert.is(decimalText(roundDecimal(multiplyDecimals(read('0.333'), read('3')), 2)), '1');
  assert.is(decimalText(roundDecimal(read('1.005'), 2)), '1.01');
  assert.is(decimalText(roundDecimal(read('1.004'), 2)), '1');
  assert.is(decimalText(roundDecimal(read('-1.005'), 2)), '-1.01');
  assert.equal(roundDecimal(read('7.5'), 2), { units: 75n, places: 1 });
});

test('parseDecimal: digits with at most one point and `places` decimals, scaled; nothing else', () => {
  const parsed = [
    '',
    '  ',
    '0',
    '12',
    '12.5',
    '12.',
    '.5',
    ' 7 ',
    '1.23',
    '1.234',
    '.',
    '1e5',
    '-5',
    '+5',
    '1,000',
    '1.2.3',
    '١٢',
    'abc',
  ].map((text) => parseDecimal(text, 2));
  assert.equal(parsed, [
    0n,
    0n,
    0n,
    1200n,
    1250n,
    1200n,
    50n,
    700n,
    123n,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  assert.is(parseDecimal('1.2345', 4), 12_345n);
});

test.run();
