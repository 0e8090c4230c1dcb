/**
 * The maintained metal prices: the file as loaded, its check at load, and `forms validate`'s warning at a
 * fixed clock. The figures and the date are the maintainer's (`forms prices set` rewrites the file), so
 * these tests check the file by its rules and count its age from its own date, never its values.
 */
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkMetalPrices, METAL_PRICES, type MetalPrices, metalPricesWarning, priceAgeDays } from '../../../orgs/zakat/metal-prices.ts';
import { daysAfterPrices } from '../../orgs/helpers/metal-prices.ts';

const PRICES: MetalPrices = { asOf: '2026-01-19', source: 'a test', goldPerTola: '489362', silverPerTola: '9782' };

test('the maintained prices are the file, every field of it, as checked', () => {
  const file: unknown = JSON.parse(readFileSync(new URL('../../../orgs/zakat/metal-prices.json', import.meta.url), 'utf8'));
  assert.equal(METAL_PRICES, file);
  assert.equal(checkMetalPrices(file), METAL_PRICES);
});

test('no warning up to 31 days after the rate, Pakistan time', () => {
  // 2026-02-19T18:59:59Z is 23:59:59 on 19 February in Karachi (UTC+5): 31 days after 19 January.
  assert.is(metalPricesWarning(PRICES, new Date('2026-02-19T18:59:59Z')), undefined);
  assert.is(metalPricesWarning(PRICES, new Date('2026-01-19T00:00:00Z')), undefined);
});

test('a warning naming the file, the date, the age and the command that updates them once 32 days old', () => {
  // 2026-02-19T19:00:00Z is midnight of 20 February in Karachi: 32 days.
  assert.is(
    metalPricesWarning(PRICES, new Date('2026-02-19T19:00:00Z')),
    "orgs/zakat/metal-prices.json: warning: the gold and silver prices are of 2026-01-19, 32 days old (more than 31); the zakat calculator starts from them, so write the day's rates per tola with `forms prices set --gold-24k <PKR per tola> --silver <PKR per tola> --date <YYYY-MM-DD> --source <publisher> [--source-url <address>]`",
  );
  assert.equal(
    [priceAgeDays('2026-01-19', new Date('2026-02-19T19:00:00Z')), priceAgeDays('2026-01-20', new Date('2026-01-19T12:00:00Z'))],
    [32, -1],
  );
  assert.is(metalPricesWarning(METAL_PRICES, new Date(daysAfterPrices(31, '18:59:59'))), undefined);
  assert.ok(
    metalPricesWarning(METAL_PRICES, new Date(daysAfterPrices(311, '03:00:00')))?.includes(
      `prices are of ${METAL_PRICES.asOf}, 311 days old`,
    ),
    "the maintained file's warning counts from its own date",
  );
});

test('a malformed prices file fails loudly, naming the file and the field', () => {
  const refusals: [Record<string, unknown>, RegExp][] = [
    [{ goldPerTola: 489362 }, /^orgs\/zakat\/metal-prices\.json: goldPerTola must be a positive amount in PKR per tola .*, not 489362$/],
    [{ source: 'APP: https://www.app.com.pk/' }, /: source must be the publisher's name, .*no web address/],
    [{ source: 'APP\nreported' }, /: source must be/],
    [{ sourceUrl: 'www.app.com.pk' }, /: sourceUrl must be an http or https address/],
    [{ sourceUrl: 'javascript:alert(1)' }, /: sourceUrl must be/],
    [{ silverPerTola: '0' }, /: silverPerTola must be a positive amount/],
    [{ silverPerTola: '-9782' }, /: silverPerTola must be/],
    [{ goldPerTola: '489,362' }, /: goldPerTola must be/],
    [{ goldPerTola: '4.89e5' }, /: goldPerTola must be/],
    [{ goldPerTola: '489362.125' }, /: goldPerTola must be/],
    [{ asOf: '2026-02-30' }, /: asOf must be the date of the rate, a real day written YYYY-MM-DD/],
    [{ asOf: '19/01/2026' }, /: asOf must be/],
    [{ asOf: '2026-13-01' }, /: asOf must be/],
    [{ source: ' ' }, /: source must be the publisher's name/],
    [{ asOf: undefined }, /: asOf must be .*, not undefined$/],
  ];
  for (const [change, message] of refusals) assert.throws(() => checkMetalPrices({ ...PRICES, ...change }), message);
  assert.throws(() => checkMetalPrices(null, 'prices.json'), /^prices\.json: asOf must be/);
  assert.equal(checkMetalPrices({ ...PRICES, goldPerTola: '489362.50' }).goldPerTola, '489362.50');
  assert.equal(checkMetalPrices(PRICES), PRICES, 'the address may be left out');
});

test.run();
