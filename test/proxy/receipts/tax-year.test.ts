import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isTaxYear, taxYearOf } from '../../../proxy/receipts/tax-year.ts';

test('a payment belongs to the tax year of its Karachi day: July starts one, June ends it', () => {
  assert.is(taxYearOf(new Date('2026-11-26T10:00:00Z')), '2026-27');
  assert.is(taxYearOf(new Date('2027-06-30T18:59:59Z')), '2026-27');
  // 30 June 19:00 UTC is already 1 July in Karachi (UTC+5).
  assert.is(taxYearOf(new Date('2027-06-30T19:00:00Z')), '2027-28');
  assert.is(taxYearOf(new Date('2026-01-15T00:00:00Z')), '2025-26');
  assert.is(taxYearOf(new Date('2099-08-01T00:00:00Z')), '2099-00');
});

test('names that are not tax years are refused', () => {
  for (const name of ['2026-28', '2026-2027', '26-27', '2026/27', '']) assert.not.ok(isTaxYear(name), name);
  assert.ok(isTaxYear('2099-00'));
});

test.run();
