/** Schema of a fixed-amount billing form: name and email; the amount is the org file's. */
import type { JSONSchemaType } from 'ajv';
import type { FixedAmountFormDef } from '../types.ts';
import { fixedPriceSchema } from './fixed-price-schema.ts';
import { accountKeySchema, afterOrderProperties, headProperties, lookProperties } from './form-parts.ts';

export const fixedAmountSchema: JSONSchemaType<FixedAmountFormDef> = {
  type: 'object',
  description: 'A fixed-amount billing form: name and email only; the amount is shown and cannot be changed.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'account', 'theme', 'price'],
  properties: {
    ...headProperties('fixed-amount', '/gamcamdeical-pkr'),
    account: accountKeySchema('Key of the merchant account in `accounts` that receives the payments.'),
    ...lookProperties,
    price: fixedPriceSchema('The amount every payment of this form is for', '{ amount: 20, currency: USD }'),
    ...afterOrderProperties,
  },
};
