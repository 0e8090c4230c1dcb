/** The ISO 4217 currency codes an org file may use: the list of the schema's enums and the type `CurrencyCode`. */
import { stringEnum } from './schema-builders.ts';

/** In the forms' order, PKR first. */
export const currencyCodes = ['PKR', 'USD', 'EUR', 'GBP', 'CAD', 'AUD', 'AED', 'CNY', 'SAR'] as const;

/** One of `currencyCodes`; `description` is its editor hint. */
export function currencyCodeSchema(description: string) {
  return stringEnum(currencyCodes, description);
}
