/**
 * The zakat calculator's arithmetic, with no UI: what a donor typed (amounts in PKR, weights of gold and
 * silver in tola or grams, and the prices of gold and silver in PKR per tola, which start as the
 * maintained ones of `metal-prices.ts`) in; every step in paisa out. Exact: every figure is a bigint
 * (paisa, or ten-thousandths of a weight unit), never a floating-point number; each item's value is a
 * fraction rounded once to the nearest paisa (half up), and the zakat due is rounded up, so a donor never
 * pays less than is due. Browser-safe (no Node imports).
 *
 * The facts, as the calculator applies them:
 * - 1 tola = 11.6638 grams, exactly for the calculator (the tola of 180 grains, 180 × 0.06479891 g =
 *   11.6638038 g, to the four decimals a weight takes);
 * - the nisab is 52.5 tola of silver or 7.5 tola of gold (the classical 200 dirham / 20 mithqal); silver is
 *   the default basis, as Pakistan's compulsory zakat deduction uses;
 * - zakat is 2.5% (one fortieth) of the net zakatable wealth once it reaches the nisab;
 * - gold of a lower karat is valued as its pure share, karat/24, of the 24-karat price per tola.
 */
import { asciiDigits } from '../ascii-digits.ts';
import { parseDecimal } from '../money.ts';
import type { MetalPrices } from './metal-prices.ts';

/** The unit a weight of gold or silver is typed in. */
export type WeightUnit = 'tola' | 'gram';
/** The karats the calculator offers for gold; 24 is pure gold, the karat of the price per tola. */
export const KARATS = [24, 22, 21, 18] as const;
export type Karat = (typeof KARATS)[number];
/** Which metal's nisab the net wealth is compared with: silver (52.5 tola, the default) or gold (7.5 tola). */
export type NisabBasis = 'silver' | 'gold';

/** What the donor typed, as typed ('' counts as 0, but for a price). Amounts in PKR, weights in `*Unit`. */
export interface ZakatInputs {
  /** PKR per tola of 24-karat gold. */
  goldPrice: string;
  /** PKR per tola of silver. */
  silverPrice: string;
  cash: string;
  gold: string;
  goldUnit: WeightUnit;
  goldKarat: Karat;
  silver: string;
  silverUnit: WeightUnit;
  shares: string;
  stock: string;
  receivables: string;
  debts: string;
  nisab: NisabBasis;
}
/** The inputs a donor types, and so the ones that can be invalid. */
export type ZakatInputField = 'goldPrice' | 'silverPrice' | 'cash' | 'gold' | 'silver' | 'shares' | 'stock' | 'receivables' | 'debts';

/** Every box but the prices empty, gold of 24 karat, weights in tola, the silver nisab. */
const NO_HOLDINGS: Omit<ZakatInputs, 'goldPrice' | 'silverPrice'> = {
  cash: '',
  gold: '',
  goldUnit: 'tola',
  goldKarat: 24,
  silver: '',
  silverUnit: 'tola',
  shares: '',
  stock: '',
  receivables: '',
  debts: '',
  nisab: 'silver',
};

/**
 * The calculator's start: the prices of `prices`, every other box empty, gold of 24 karat, weights in
 * tola, the silver nisab.
 */
export function noHoldingsAt(prices: MetalPrices): ZakatInputs {
  return { ...NO_HOLDINGS, goldPrice: prices.goldPerTola, silverPrice: prices.silverPerTola };
}

/** Every step in paisa (bigint). */
export interface ZakatSteps {
  /** The prices used, per tola: of 24-karat gold and of silver. */
  goldPerTola: bigint;
  silverPerTola: bigint;
  cash: bigint;
  goldValue: bigint;
  silverValue: bigint;
  shares: bigint;
  stock: bigint;
  receivables: bigint;
  /** The sum of the six above. */
  assets: bigint;
  debts: bigint;
  /** assets - debts; may be negative. */
  net: bigint;
  /** The threshold by the chosen basis. */
  nisab: bigint;
  /** net >= nisab and net > 0. */
  reachesNisab: boolean;
  /** 2.5% of net rounded up to the paisa when it reaches the nisab, else 0n. */
  due: bigint;
}
/** The steps, or the fields whose text is not a valid figure (in the order of `ZakatInputField`). */
export type ZakatResult = { ok: true; steps: ZakatSteps } | { ok: false; invalid: ZakatInputField[] };

/** Grams in one tola, exactly (see the module's docstring). */
export const TOLA_GRAMS = '11.6638';
/** The nisab in tola of each metal (see the module's docstring). */
export const NISAB_TOLA = { silver: '52.5', gold: '7.5' } as const;

/** Decimals of an amount in PKR (paisa) and of a weight (in tola or grams). */
const AMOUNT_PLACES = 2;
const WEIGHT_PLACES = 4;
const WEIGHT_SCALE = 10n ** BigInt(WEIGHT_PLACES);
const TOLA_GRAMS_SCALED = parseDecimal(TOLA_GRAMS, WEIGHT_PLACES)!;
/** Zakat's rate as a fraction: 25/1000 = 2.5%. */
const RATE = { numerator: 25n, denominator: 1000n };

const AMOUNT_FIELDS = ['cash', 'shares', 'stock', 'receivables', 'debts'] as const;
const PRICE_FIELDS = ['goldPrice', 'silverPrice'] as const;
const FIELD_ORDER: readonly ZakatInputField[] = [
  'goldPrice',
  'silverPrice',
  'cash',
  'gold',
  'silver',
  'shares',
  'stock',
  'receivables',
  'debts',
];

/**
 * An amount of paisa as a form's amount field takes it, in PKR: whole rupees without decimals when there
 * are no paisa ('1234'), else two decimals ('1234.50'); never an exponent or a thousands separator. A
 * negative amount (a net below zero) starts with '-'.
 */
export function paisaToAmount(paisa: bigint): string {
  const sign = paisa < 0n ? '-' : '';
  const size = paisa < 0n ? -paisa : paisa;
  const rupees = size / 100n;
  const rest = size % 100n;
  return rest === 0n ? `${sign}${rupees}` : `${sign}${rupees}.${rest.toString().padStart(2, '0')}`;
}

/** `paisa` (>= 0) rounded up to whole rupees, in paisa: for a form whose amount takes whole rupees only. */
export function roundUpToRupee(paisa: bigint): bigint {
  return ((paisa + 99n) / 100n) * 100n;
}

/** numerator/denominator (both >= 0) rounded to the nearest integer, half up. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * The value in paisa of `weight` (in ten-thousandths of `unit`) of metal priced at `perTola` paisa per
 * tola, of which `pure` is the pure share (karat/24), rounded once to the nearest paisa. A weight in grams
 * is divided by 11.6638 exactly: weight/10^4 g = weight/116638 tola.
 */
function metalValue(weight: bigint, unit: WeightUnit, perTola: bigint, pure: { karat: bigint; of: bigint }): bigint {
  const perUnit = unit === 'tola' ? WEIGHT_SCALE : TOLA_GRAMS_SCALED;
  return roundHalfUp(weight * perTola * pure.karat, perUnit * pure.of);
}

/**
 * The zakat on what the donor typed. Prices are positive amounts in PKR per tola, other amounts at most 2
 * decimals, weights at most 4, in ASCII, Urdu or Arabic-Indic digits; a field that is not such a figure
 * (an empty price included) makes the result `{ ok: false, invalid }` with every such field, and nothing
 * is computed. Otherwise every step in paisa: gold = tola × goldPrice × karat/24, silver = tola ×
 * silverPrice (grams ÷ 11.6638), nisab = 52.5 tola × silverPrice or 7.5 tola × goldPrice, due = 2.5% of
 * the net rounded up when the net reaches the nisab.
 */
export function calculateZakat(inputs: ZakatInputs): ZakatResult {
  const parsed: Partial<Record<ZakatInputField, bigint>> = {
    gold: parseDecimal(asciiDigits(inputs.gold), WEIGHT_PLACES),
    silver: parseDecimal(asciiDigits(inputs.silver), WEIGHT_PLACES),
  };
  for (const field of AMOUNT_FIELDS) parsed[field] = parseDecimal(asciiDigits(inputs[field]), AMOUNT_PLACES);
  for (const field of PRICE_FIELDS) {
    const price = parseDecimal(asciiDigits(inputs[field]), AMOUNT_PLACES);
    parsed[field] = price !== undefined && price > 0n ? price : undefined;
  }
  const invalid = FIELD_ORDER.filter((field) => parsed[field] === undefined);
  if (invalid.length > 0) return { ok: false, invalid };
  const value = (field: ZakatInputField) => parsed[field]!;

  const gold = value('goldPrice');
  const silver = value('silverPrice');
  const goldValue = metalValue(value('gold'), inputs.goldUnit, gold, { karat: BigInt(inputs.goldKarat), of: 24n });
  const silverValue = metalValue(value('silver'), inputs.silverUnit, silver, { karat: 1n, of: 1n });
  const assets = value('cash') + goldValue + silverValue + value('shares') + value('stock') + value('receivables');
  const net = assets - value('debts');
  const nisabTola = parseDecimal(NISAB_TOLA[inputs.nisab], WEIGHT_PLACES)!;
  const nisab = metalValue(nisabTola, 'tola', inputs.nisab === 'silver' ? silver : gold, { karat: 1n, of: 1n });
  const reachesNisab = net > 0n && net >= nisab;
  // Rounded up: (n + d - 1) / d.
  const due = reachesNisab ? (net * RATE.numerator + RATE.denominator - 1n) / RATE.denominator : 0n;
  return {
    ok: true,
    steps: {
      goldPerTola: gold,
      silverPerTola: silver,
      cash: value('cash'),
      goldValue,
      silverValue,
      shares: value('shares'),
      stock: value('stock'),
      receivables: value('receivables'),
      assets,
      debts: value('debts'),
      net,
      nisab,
      reachesNisab,
      due,
    },
  };
}
