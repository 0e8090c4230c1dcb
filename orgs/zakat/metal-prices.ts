/**
 * The gold and silver prices the zakat calculator starts from: `metal-prices.json`, the one maintained
 * file of them, checked when this module loads. The calculator shows them with their date and source and
 * lets the donor correct them. Browser-safe (no Node imports).
 *
 * How a maintainer updates it (also in orgs/zakat/README.md, "Its gold and silver prices"): read the day's rate per
 * tola of 24-karat gold and of silver in PKR, as the All Pakistan Sarafa Gems and Jewellers Association
 * publishes it (reported daily by APP, https://www.app.com.pk/, and the national press), and run
 * `forms prices set` (cli/prices-command.ts), which checks the figures and writes the file. `forms
 * validate`, `build` and `serve` warn once the prices are more than 31 days old (`metalPricesWarning`),
 * and the calculator warns the donor too.
 */
import data from './metal-prices.json' with { type: 'json' };
import { parseDecimal } from '../money.ts';

/** Metal prices of one day, in PKR per tola (11.6638 g), as decimal strings, e.g. '489362'. */
export interface MetalPrices {
  /** The date of the rate, YYYY-MM-DD (a Pakistan calendar day). */
  asOf: string;
  /** Who published the rate, as the calculator names it, e.g. 'All Pakistan Sarafa Gems and Jewellers Association'. */
  source: string;
  /** Where the rate was read (an http or https address), which the calculator links the source's name to. */
  sourceUrl?: string;
  /** PKR per tola of 24-karat gold. */
  goldPerTola: string;
  /** PKR per tola of pure silver. */
  silverPerTola: string;
}

/** The file the prices come from, as messages name it (relative to the project root). */
export const METAL_PRICES_FILE = 'orgs/zakat/metal-prices.json';
/** Prices older than this many days make the commands and the calculator warn. */
export const MAX_PRICE_AGE_DAYS = 31;
/** The command that writes the file, as the warnings name it. */
export const SET_PRICES_COMMAND =
  'forms prices set --gold-24k <PKR per tola> --silver <PKR per tola> --date <YYYY-MM-DD> --source <publisher> [--source-url <address>]';

const DAY_MS = 86_400_000;
/** Pakistan is UTC+5 all year (no daylight saving), so its calendar day is the UTC day of the instant + 5 h. */
const KARACHI_OFFSET_MS = 5 * 3_600_000;

/** Whether `text` is a real calendar day written YYYY-MM-DD ('2026-02-30' is not). */
function isDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/** Whether `text` is an http or https address. */
function isWebAddress(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol) && text.trim() === text;
  } catch {
    return false;
  }
}

/** A field of the file: whether a text is right for it, and what it must be (the end of a message "… must be <must>"). */
export interface PriceFieldRule {
  ok(text: string): boolean;
  must: string;
}

const price: PriceFieldRule = {
  ok: (text) => (parseDecimal(text, 2) ?? 0n) > 0n && text.trim() === text,
  must: 'a positive amount in PKR per tola written in digits, with at most 2 decimals and no separators, e.g. 9782 or 489362.50',
};

/**
 * What each field of the file must be; `forms prices set` checks its flags with the same rules. The
 * source is a name, shown as the text of a link to `sourceUrl`: an address in it would be run into the
 * sentence, so it belongs in `sourceUrl`.
 */
export const PRICE_FIELD_RULES: Readonly<Record<keyof MetalPrices, PriceFieldRule>> = {
  asOf: { ok: isDay, must: 'the date of the rate, a real day written YYYY-MM-DD, e.g. 2026-01-19' },
  source: {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a line break or control character is what it refuses.
    ok: (text) => text.trim() !== '' && text.length <= 200 && !/[\u0000-\u001f\u007f]|:\/\//.test(text),
    must: "the publisher's name, on one line, at most 200 characters, with no web address in it (the address is a field of its own)",
  },
  sourceUrl: { ok: isWebAddress, must: 'an http or https address, e.g. https://www.app.com.pk/' },
  goldPerTola: price,
  silverPerTola: price,
};

/**
 * `value` (the parsed JSON of `file`) as MetalPrices; throws an Error naming the file and the field when
 * it is not an object whose fields each pass `PRICE_FIELD_RULES` as strings (`sourceUrl` may be left out).
 */
export function checkMetalPrices(value: unknown, file: string = METAL_PRICES_FILE): MetalPrices {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const field = (name: keyof MetalPrices): string => {
    const text = record[name];
    const { ok, must } = PRICE_FIELD_RULES[name];
    if (typeof text !== 'string' || !ok(text)) throw new Error(`${file}: ${name} must be ${must}, not ${JSON.stringify(text)}`);
    return text;
  };
  return {
    asOf: field('asOf'),
    source: field('source'),
    ...(record.sourceUrl !== undefined && { sourceUrl: field('sourceUrl') }),
    goldPerTola: field('goldPerTola'),
    silverPerTola: field('silverPerTola'),
  };
}

/** The maintained prices (`metal-prices.json`); loading this module throws if that file is malformed. */
export const METAL_PRICES: MetalPrices = checkMetalPrices(data);

/** The Pakistan calendar day of `now`, YYYY-MM-DD. */
export function karachiToday(now: Date): string {
  return new Date(now.getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole days from `asOf` (YYYY-MM-DD) to the Pakistan calendar day of `now`; negative for a later day. */
export function priceAgeDays(asOf: string, now: Date): number {
  return Math.round((Date.parse(karachiToday(now)) - Date.parse(asOf)) / DAY_MS);
}

/**
 * The warning `forms validate`, `build` and `serve` print when `prices` are more than 31 days old at
 * `now` (`priceAgeDays`), as a whole line without its newline, naming the command that updates them:
 * `orgs/zakat/metal-prices.json: warning: ...`; undefined while they are recent enough.
 */
export function metalPricesWarning(prices: MetalPrices, now: Date): string | undefined {
  const age = priceAgeDays(prices.asOf, now);
  if (age <= MAX_PRICE_AGE_DAYS) return undefined;
  return (
    `${METAL_PRICES_FILE}: warning: the gold and silver prices are of ${prices.asOf}, ${age} days old ` +
    `(more than ${MAX_PRICE_AGE_DAYS}); the zakat calculator starts from them, so write the day's rates per tola with ` +
    `\`${SET_PRICES_COMMAND}\``
  );
}
