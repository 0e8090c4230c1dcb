/** Schema of an amount the server charges exactly as the org file states it (course fee, fixed billing). */
import type { JSONSchemaType } from 'ajv';
import type { FixedPriceDef } from '../types.ts';
import { currencyCodes } from './currency-codes.ts';

/** `what` names the amount in the description, e.g. 'The course fee'. */
export function fixedPriceSchema(what: string, example: string): JSONSchemaType<FixedPriceDef> {
  return {
    type: 'object',
    description: `${what}, charged by the server whatever the request says, e.g. ${example}.`,
    additionalProperties: false,
    required: ['amount', 'currency'],
    properties: {
      amount: {
        type: 'number',
        exclusiveMinimum: 0,
        maximum: 10_000_000,
        description: 'In major units of the currency, at most two decimal places, e.g. 4500 (PKR) or 20 (USD).',
      },
      currency: { type: 'string', enum: currencyCodes, description: 'An ISO 4217 currency code, e.g. PKR.' },
    },
  };
}
