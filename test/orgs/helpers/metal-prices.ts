/**
 * Metal prices for tests that must not depend on the maintained file (`orgs/zakat/metal-prices.json`,
 * which `forms prices set` rewrites whenever the maintainer updates it): the published prices the
 * worked examples use, and instants counted from the maintained prices' own date, for tests of the
 * file's age whatever day it holds.
 */
import { METAL_PRICES, type MetalPrices } from '../../../orgs/zakat/metal-prices.ts';

/**
 * The published prices of 2026-01-19 (PKR per tola, All Pakistan Sarafa Gems and Jewellers Association
 * as reported by APP), at which the worked example (cash 300,000, gold 2 tola of 24 karat, debts 50,000)
 * comes to a silver nisab of 52.5 x 9,782 = 513,555 and a zakat due of 30,718.10 PKR.
 */
export const EXAMPLE_PRICES: MetalPrices = {
  asOf: '2026-01-19',
  source: 'All Pakistan Sarafa Gems and Jewellers Association, as reported by APP',
  sourceUrl: 'https://www.app.com.pk/business/gold-prices-surge-by-rs7500-per-tola/',
  goldPerTola: '489362',
  silverPerTola: '9782',
};

const DAY_MS = 86_400_000;

/**
 * The instant `days` days after the maintained prices' date (`METAL_PRICES.asOf`) at `time` UTC
 * (HH:MM:SS), as an ISO string: e.g. `daysAfterPrices(31, '18:59:59')` is the last second of the 31st
 * day in Pakistan (UTC+5), the oldest the prices may be without a warning.
 */
export function daysAfterPrices(days: number, time = '09:00:00'): string {
  return new Date(Date.parse(`${METAL_PRICES.asOf}T${time}Z`) + days * DAY_MS).toISOString();
}
