/**
 * Schema of an amount the server charges exactly as the org file states it (course fee, fixed billing;
 * the README's decisions: the server decides money); the page only shows it.
 */
import { Type } from '@sinclair/typebox';
import { currencyCodeSchema } from './currency-codes.ts';
import { strictObject } from './schema-builders.ts';

/** `what` names the amount in the description, e.g. 'The course fee'; `example` as YAML. */
export function fixedPriceSchema(what: string, example: string) {
  return strictObject(
    {
      amount: Type.Number({
        exclusiveMinimum: 0,
        maximum: 10_000_000,
        description: 'In major units of the currency, at most two decimal places, e.g. 4500 (PKR) or 20 (USD).',
      }),
      currency: currencyCodeSchema('An ISO 4217 currency code, e.g. PKR.'),
    },
    `${what}, charged by the server whatever the request says, e.g. ${example}.`,
  );
}
