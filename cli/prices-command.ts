/**
 * `forms prices set`: writes the zakat calculator's gold and silver prices (`orgs/zakat/metal-prices.json`)
 * from its flags, after checking them all: each price a positive amount in PKR per tola (digits, at most
 * 2 decimals, no separators), the date a real day that is not after today in Pakistan, the source the
 * publisher's name, and its address, if given, an http or https one. Every problem is one line on stderr
 * and nothing is written (exit 1); on success one line says what was written. The pages take the prices
 * when they are next built (`forms build`, `forms serve`).
 */
import { karachiToday, type MetalPrices, PRICE_FIELD_RULES } from '../orgs/zakat/metal-prices.ts';
import { METAL_PRICES_PATH, writeMetalPrices } from './metal-prices-file.ts';
import { UsageError } from './report-failure.ts';

/** The flags, as commander names them. */
export interface PricesSetOptions {
  /** PKR per tola of 24-karat gold, e.g. '489362'. */
  gold24k: string;
  /** PKR per tola of silver, e.g. '9782'. */
  silver: string;
  /** YYYY-MM-DD, the Pakistan day the rates are of. */
  date: string;
  /** The publisher's name. */
  source: string;
  /** Where the rates were read. */
  sourceUrl?: string;
}

/** Each field of the file and the flag that gives it. */
const FLAGS: readonly [keyof MetalPrices, keyof PricesSetOptions, string][] = [
  ['goldPerTola', 'gold24k', '--gold-24k'],
  ['silverPerTola', 'silver', '--silver'],
  ['asOf', 'date', '--date'],
  ['source', 'source', '--source'],
  ['sourceUrl', 'sourceUrl', '--source-url'],
];

/**
 * Checks `options` and writes them to `path` (default the project's file); `now` is the clock the date
 * must not be after. @throws UsageError with one line per problem, having written nothing.
 */
export async function pricesSetCommand(
  options: PricesSetOptions,
  { path = METAL_PRICES_PATH, now = new Date() }: { path?: string; now?: Date } = {},
): Promise<void> {
  const problems: string[] = [];
  for (const [field, option, flag] of FLAGS) {
    const value = options[option];
    if (value === undefined) continue;
    const { ok, must } = PRICE_FIELD_RULES[field];
    if (!ok(value)) problems.push(`${flag} must be ${must}, not ${JSON.stringify(value)}.`);
  }
  const today = karachiToday(now);
  if (PRICE_FIELD_RULES.asOf.ok(options.date) && options.date > today) {
    problems.push(`--date must not be in the future: ${options.date} is after today in Pakistan, ${today}.`);
  }
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  const prices: MetalPrices = {
    asOf: options.date,
    source: options.source,
    ...(options.sourceUrl !== undefined && { sourceUrl: options.sourceUrl }),
    goldPerTola: options.gold24k,
    silverPerTola: options.silver,
  };
  const file = await writeMetalPrices(prices, path);
  process.stdout.write(
    `Wrote ${file}: a tola of 24-karat gold PKR ${prices.goldPerTola}, of silver PKR ${prices.silverPerTola}, on ${prices.asOf}. ` +
      'Build the pages again (forms build) for the calculator to use them.\n',
  );
}
