/** The currency codes an org file may use, as a runtime list for the JSON Schema's enum. */
import type { CurrencyCode } from '../types.ts';

/** Keyed by every `CurrencyCode`, so adding a code to the type without adding it here fails the type-check. */
const present: Record<CurrencyCode, true> = {
  PKR: true,
  USD: true,
  EUR: true,
  GBP: true,
  CAD: true,
  AUD: true,
  AED: true,
  CNY: true,
  SAR: true,
};

/** ISO 4217 codes in the order of `CurrencyCode` (PKR first). */
export const currencyCodes = Object.keys(present) as CurrencyCode[];
