/** Amounts and paid times as receipts show them: exact digits, grouped, the currency code first; the zone named. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatMoney, formatPaidAt } from '../../orgs/receipt-format.ts';
import { receiptLocale } from '../../orgs/order-result-text.ts';

test('whole amounts without decimals, fractions with at least two digits, never rounded', () => {
  assert.is(formatMoney('2500', 'PKR'), 'PKR 2,500');
  assert.is(formatMoney('25.5', 'USD'), 'USD 25.50');
  assert.is(formatMoney('25.50', 'GBP'), 'GBP 25.50');
  assert.is(formatMoney('1234567.125', 'PKR'), 'PKR 1,234,567.125');
  assert.is(formatMoney('90071992547409931', 'PKR'), 'PKR 90,071,992,547,409,931', 'beyond a float: exact');
});

test('a currency code Intl refuses is written as it is', () => {
  assert.is(formatMoney('5', 'X1'), 'X1 5');
});

test('the paid time in the given zone, zone named; not a time is undefined', () => {
  assert.is(formatPaidAt('2025-05-12T09:03:00.000Z', 'Asia/Karachi'), '12 May 2025 at 14:03 GMT+5');
  assert.is(formatPaidAt('2025-05-12T09:03:00Z', 'UTC'), '12 May 2025 at 09:03 UTC');
  assert.is(formatPaidAt('yesterday'), undefined);
});

test('a receipt in Urdu writes the month in Urdu and keeps Western digits, as Pakistani screens do', () => {
  assert.is(formatPaidAt('2025-05-12T09:03:00Z', 'Asia/Karachi', 'ur-PK'), '12 مئی، 2025 کو 02:03 PM GMT +5');
  assert.is(formatMoney('2500', 'PKR', 'ur-PK'), 'PKR 2,500');
  assert.is(receiptLocale('ur'), 'ur-PK');
  assert.is(receiptLocale('en'), 'en-GB');
});

test.run();
