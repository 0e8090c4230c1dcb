/**
 * Schema of a fixed-amount billing form: name and email only; the amount is shown and the server
 * charges `price` whatever the request says.
 */
import { fixedPriceSchema } from './fixed-price-schema.ts';
import { accountKeySchema, afterOrderProperties, headProperties, lookProperties } from './form-parts.ts';
import { strictObject } from './schema-builders.ts';

export const fixedAmountSchema = strictObject(
  {
    ...headProperties('fixed-amount', '/gamcamdeical-pkr'),
    account: accountKeySchema('Key of the merchant account in `accounts` that receives the payments.'),
    ...lookProperties,
    price: fixedPriceSchema('The amount every payment of this form is for', '{ amount: 20, currency: USD }'),
    ...afterOrderProperties,
  },
  'A fixed-amount billing form: name and email only; the amount is shown and cannot be changed.',
);
