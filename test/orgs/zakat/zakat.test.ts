/**
 * The zakat calculator's arithmetic on worked examples, each figure computed by hand in its comment. The
 * prices are round test prices unless a test says otherwise: gold 500,000 PKR and silver 10,000 PKR per
 * tola, so the silver nisab is 52.5 × 10,000 = 525,000 PKR and the gold nisab 7.5 × 500,000 = 3,750,000 PKR.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MetalPrices } from '../../../orgs/zakat/metal-prices.ts';
import {
  calculateZakat,
  noHoldingsAt,
  paisaToAmount,
  roundUpToRupee,
  type ZakatInputs,
  type ZakatSteps,
} from '../../../orgs/zakat/zakat.ts';
import { EXAMPLE_PRICES } from '../../orgs/helpers/metal-prices.ts';

const PRICES: MetalPrices = { asOf: '2026-01-01', source: 'round test prices', goldPerTola: '500000', silverPerTola: '10000' };

/** Nothing typed but `prices`, 24-karat gold in tola, silver nisab; `typed` overrides. */
function inputs(typed: Partial<ZakatInputs>, prices: MetalPrices = PRICES): ZakatInputs {
  return { ...noHoldingsAt(prices), ...typed };
}

/** The steps of a valid calculation; fails the test when the inputs are refused. */
function steps(typed: Partial<ZakatInputs>, prices: MetalPrices = PRICES): ZakatSteps {
  const result = calculateZakat(inputs(typed, prices));
  if (!result.ok) throw new Error(`refused: ${result.invalid.join(', ')}`);
  return result.steps;
}

test('cash below the silver nisab: 524,999.99 PKR < 525,000 PKR, nothing due', () => {
  const { assets, net, nisab, reachesNisab, due } = steps({ cash: '524999.99' });
  assert.equal(
    { assets, net, nisab, reachesNisab, due },
    { assets: 52_499_999n, net: 52_499_999n, nisab: 52_500_000n, reachesNisab: false, due: 0n },
  );
});

test('cash exactly at the silver nisab reaches it: 2.5% of 525,000 = 13,125.00 PKR', () => {
  const { reachesNisab, due } = steps({ cash: '525000' });
  assert.equal({ reachesNisab, due }, { reachesNisab: true, due: 1_312_500n });
});

test('one paisa above the nisab: 2.5% of 525,000.01 = 13,125.00025 PKR, rounded up to 13,125.01', () => {
  const { reachesNisab, due } = steps({ cash: '525000.01' });
  assert.equal({ reachesNisab, due }, { reachesNisab: true, due: 1_312_501n });
});

test('the due is rounded up to the paisa: 2.5% of 1,000,000.04 = 25,000.001 PKR -> 25,000.01', () => {
  assert.is(steps({ cash: '1000000.04' }).due, 2_500_001n);
});

test('gold only: 8 tola × 500,000 = 4,000,000 PKR; 2.5% = 100,000 PKR', () => {
  const { goldValue, assets, net, reachesNisab, due } = steps({ gold: '8' });
  assert.equal(
    { goldValue, assets, net, reachesNisab, due },
    { goldValue: 400_000_000n, assets: 400_000_000n, net: 400_000_000n, reachesNisab: true, due: 10_000_000n },
  );
});

test('the same 1,000,000 PKR reaches the silver nisab (525,000) but not the gold one (3,750,000)', () => {
  const silver = steps({ cash: '1000000', nisab: 'silver' });
  const gold = steps({ cash: '1000000', nisab: 'gold' });
  assert.equal([silver.nisab, silver.reachesNisab, silver.due], [52_500_000n, true, 2_500_000n]);
  assert.equal([gold.nisab, gold.reachesNisab, gold.due], [375_000_000n, false, 0n]);
});

test('debts larger than the assets: 100,000 - 150,000 = -50,000 PKR, below any nisab, nothing due', () => {
  const { assets, debts, net, reachesNisab, due } = steps({ cash: '100000', debts: '150000' });
  assert.equal(
    { assets, debts, net, reachesNisab, due },
    { assets: 10_000_000n, debts: 15_000_000n, net: -5_000_000n, reachesNisab: false, due: 0n },
  );
});

test('every asset is added: 1,000 cash + 1 tola silver (10,000) + 2,000 shares + 3,000 stock + 4,000 receivables - 500 debts', () => {
  const result = steps({ cash: '1000', silver: '1', shares: '2000', stock: '3000', receivables: '4000', debts: '500' });
  // 1,000 + 10,000 + 2,000 + 3,000 + 4,000 = 20,000 PKR of assets, 19,500 net: below 525,000.
  assert.equal([result.silverValue, result.assets, result.net, result.due], [1_000_000n, 2_000_000n, 1_950_000n, 0n]);
});

test('11.6638 grams is 1 tola, of gold and of silver', () => {
  const grams = steps({ gold: '11.6638', goldUnit: 'gram', silver: '11.6638', silverUnit: 'gram' });
  const tola = steps({ gold: '1', silver: '1' });
  assert.equal([grams.goldValue, grams.silverValue], [50_000_000n, 1_000_000n]);
  assert.equal([tola.goldValue, tola.silverValue], [50_000_000n, 1_000_000n]);
});

test('10 grams of gold: 10 / 11.6638 × 500,000 = 428,676.7605… PKR, rounded to 428,676.76', () => {
  assert.is(steps({ gold: '10', goldUnit: 'gram' }).goldValue, 42_867_676n);
});

test('karat: 1 tola of 24k is 500,000 PKR, of 22k 500,000 × 22/24 = 458,333.333… -> 458,333.33, of 21k 437,500, of 18k 375,000', () => {
  const values = ([24, 22, 21, 18] as const).map((goldKarat) => steps({ gold: '1', goldKarat }).goldValue);
  assert.equal(values, [50_000_000n, 45_833_333n, 43_750_000n, 37_500_000n]);
});

test("an item's value is rounded half up once: 0.5 tola of silver at 10,000.01 = 5,000.005 PKR -> 5,000.01", () => {
  const prices = { ...PRICES, silverPerTola: '10000.01' };
  // The nisab at that price: 52.5 × 10,000.01 = 525,000.525 PKR -> 525,000.53.
  const { silverValue, nisab } = steps({ silver: '0.5' }, prices);
  assert.equal([silverValue, nisab], [500_001n, 52_500_053n]);
});

test('invalid inputs are reported by field, in the order of the form, and nothing is computed', () => {
  const result = calculateZakat(
    inputs({ cash: '1e5', gold: '1.23456', silver: '1.2345', shares: '-5', stock: '1,000', receivables: '1.234', debts: ' 12.5 ' }),
  );
  // 1.2345 tola (4 decimals) and ' 12.5 ' (spaces trimmed) are valid.
  assert.equal(result, { ok: false, invalid: ['cash', 'gold', 'shares', 'stock', 'receivables'] });
});

test('the prices are what the donor typed: another price is another answer, and a price not above 0 is refused like any box', () => {
  // 1 tola of gold at the donor's 600,000.50 PKR; the silver nisab at 12,000: 52.5 × 12,000 = 630,000 PKR.
  const typed = steps({ gold: '1', goldPrice: '600000.50', silverPrice: '۱۲۰۰۰' });
  assert.equal(
    [typed.goldPerTola, typed.silverPerTola, typed.goldValue, typed.nisab, typed.reachesNisab],
    [60_000_050n, 1_200_000n, 60_000_050n, 63_000_000n, false],
  );
  assert.equal([steps({}).goldPerTola, steps({}).silverPerTola], [50_000_000n, 1_000_000n], 'the starting prices are the given ones');
  assert.equal(calculateZakat(inputs({ cash: '1', goldPrice: '0', silverPrice: '9,782' })), {
    ok: false,
    invalid: ['goldPrice', 'silverPrice'],
  });
  assert.equal(calculateZakat(inputs({ goldPrice: '', silverPrice: '-1' })), { ok: false, invalid: ['goldPrice', 'silverPrice'] });
});

test('the example of the issue, at the published prices of 2026-01-19 (gold 489,362 and silver 9,782 PKR per tola)', () => {
  // Cash 300,000 + gold 2 tola × 489,362 = 978,724 -> assets 1,278,724 PKR; minus debts 50,000 -> net
  // 1,228,724 PKR. Silver nisab 52.5 × 9,782 = 513,555 PKR, reached. Due 2.5% × 1,228,724 = 30,718.10 PKR.
  const result = steps({ cash: '300000', gold: '2', debts: '50000' }, EXAMPLE_PRICES);
  assert.equal(result, {
    goldPerTola: 48_936_200n,
    silverPerTola: 978_200n,
    cash: 30_000_000n,
    goldValue: 97_872_400n,
    silverValue: 0n,
    shares: 0n,
    stock: 0n,
    receivables: 0n,
    assets: 127_872_400n,
    debts: 5_000_000n,
    net: 122_872_400n,
    nisab: 51_355_500n,
    reachesNisab: true,
    due: 3_071_810n,
  });
  assert.is(paisaToAmount(result.due), '30718.10');
});

test('roundUpToRupee: a paisa more is a rupee more, whole rupees stay', () => {
  assert.equal([0n, 1n, 99n, 100n, 3_071_810n, 3_071_900n].map(roundUpToRupee), [0n, 100n, 100n, 100n, 3_071_900n, 3_071_900n]);
});

test('digits typed on an Urdu or Arabic keyboard count as the same figures', () => {
  const urdu = calculateZakat(inputs({ cash: '۱۰۰۰۰۰۰', gold: '۱.۵' }));
  const arabic = calculateZakat(inputs({ cash: '١٠٠٠٠٠٠', gold: '١.٥' }));
  const ascii = calculateZakat(inputs({ cash: '1000000', gold: '1.5' }));
  assert.ok(ascii.ok);
  assert.equal(urdu, ascii);
  assert.equal(arabic, ascii);
  assert.equal(calculateZakat(inputs({ cash: '۱,۰۰۰' })), { ok: false, invalid: ['cash'] });
});

test('paisaToAmount: whole rupees without decimals, else two; never an exponent or separator', () => {
  const amounts = [0n, 5n, 50n, 100n, 123_450n, 123_400n, 3_071_810n, 10n ** 25n, -150n].map(paisaToAmount);
  assert.equal(amounts, ['0', '0.05', '0.50', '1', '1234.50', '1234', '30718.10', '100000000000000000000000', '-1.50']);
});

test.run();
