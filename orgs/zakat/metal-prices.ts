/**
 * The gold and silver prices the zakat calculator values metal and the nisab with: `metal-prices.json`,
 * the one maintained file of them, checked when this module loads. Browser-safe (no Node imports).
 *
 * How a maintainer updates it (also in README.md, "Zakat calculator prices"):
 * 1. Read the day's rate per tola of 24-karat gold and of silver in PKR, as the All Pakistan Sarafa Gems
 *    and Jewellers Association publishes it (reported daily by APP, https://www.app.com.pk/, and the
 *    national press).
 * 2. Write `goldPerTola` and `silverPerTola` as strings of digits (at most 2 decimals, no separators),
 *    `asOf` as the date of that rate (YYYY-MM-DD, the day the rate was published, not the day of the
 *    edit), and `source` as where it was read (the article's address).
 * 3. Run `forms validate`: it fails on a malformed file, and warns once the prices are more than 31 days
 *    old (`metalPricesWarning`).
 */
import data from './metal-prices.json' with { type: 'json' };
import { parseDecimal } from './zakat.ts';

/** Metal prices of one day, in PKR per tola (11.6638 g), as decimal strings, e.g. '489362'. */
export interface MetalPrices {
  /** The date of the rate, YYYY-MM-DD (a Pakistan calendar day). */
  asOf: string;
  /** Where the rate was read: the publisher and the article's address. */
  source: string;
  /** PKR per tola of 24-karat gold. */
  goldPerTola: string;
  /** PKR per tola of pure silver. */
  silverPerTola: string;
}

/** The file the prices come from, as messages name it (relative to the project root). */
export const METAL_PRICES_FILE = 'orgs/zakat/metal-prices.json';
/** Prices older than this many days make `forms validate` warn. */
export const MAX_PRICE_AGE_DAYS = 31;

const DAY_MS = 86_400_000;
/** Pakistan is UTC+5 all year (no daylight saving), so its calendar day is the UTC day of the instant + 5 h. */
const KARACHI_OFFSET_MS = 5 * 3_600_000;

/** Whether `text` is a real calendar day written YYYY-MM-DD ('2026-02-30' is not). */
function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

/**
 * `value` (the parsed JSON of `file`) as MetalPrices; throws an Error naming the file and the field when
 * it is not an object with `asOf` a real YYYY-MM-DD date, `source` a non-empty string, and `goldPerTola`
 * and `silverPerTola` positive amounts in PKR written as strings (digits, at most 2 decimals).
 */
export function checkMetalPrices(value: unknown, file: string = METAL_PRICES_FILE): MetalPrices {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const field = (name: keyof MetalPrices, ok: (text: string) => boolean, must: string): string => {
    const text = record[name];
    if (typeof text !== 'string' || !ok(text)) throw new Error(`${file}: ${name} must be ${must}, not ${JSON.stringify(text)}`);
    return text;
  };
  const price = (text: string) => (parseDecimal(text, 2) ?? 0n) > 0n && text.trim() === text;
  const amount = 'a positive amount in PKR per tola written as a string of digits with at most 2 decimals, e.g. "489362"';
  return {
    asOf: field('asOf', isDay, 'the date of the rate as a string YYYY-MM-DD, e.g. "2026-01-19"'),
    source: field('source', (text) => text.trim() !== '', 'a non-empty string naming where the rate was read'),
    goldPerTola: field('goldPerTola', price, amount),
    silverPerTola: field('silverPerTola', price, amount),
  };
}

/** The maintained prices (`metal-prices.json`); loading this module throws if that file is malformed. */
export const METAL_PRICES: MetalPrices = checkMetalPrices(data);

/**
 * The warning `forms validate` prints when `prices` are more than 31 days old at `now` (age in whole
 * days from `asOf` to the Pakistan calendar day of `now`), as a whole line without its newline:
 * `orgs/zakat/metal-prices.json: warning: ...`; undefined while they are recent enough.
 */
export function metalPricesWarning(prices: MetalPrices, now: Date): string | undefined {
  const today = new Date(now.getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 10);
  const age = Math.round((Date.parse(today) - Date.parse(prices.asOf)) / DAY_MS);
  if (age <= MAX_PRICE_AGE_DAYS) return undefined;
  return (
    `${METAL_PRICES_FILE}: warning: the gold and silver prices are of ${prices.asOf}, ${age} days old ` +
    `(more than ${MAX_PRICE_AGE_DAYS}); the zakat calculator values metal and the nisab with them, so write ` +
    "the day's rates per tola and their date (see orgs/zakat/metal-prices.ts)"
  );
}
