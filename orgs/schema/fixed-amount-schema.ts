/** Schema of a fixed-amount billing form (spec sections 2, 9): name and email; the amount is the org file's. */
import type { JSONSchemaType } from 'ajv';
import type { FixedAmountFormDef } from '../types.ts';
import { accountKeySchema, callbackSchema, routeSchema, themeSchema } from './donor-form-parts.ts';
import { fixedPriceSchema } from './fixed-price-schema.ts';
import { logoSchema, submitFlowSchema, text } from './form-parts.ts';
import { optional } from './optional.ts';

export const fixedAmountSchema: JSONSchemaType<FixedAmountFormDef> = {
  type: 'object',
  description: 'A fixed-amount billing form: name and email only; the amount is shown and cannot be changed.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'account', 'theme', 'price'],
  properties: {
    kind: { type: 'string', const: 'fixed-amount', description: 'The form kind: fixed-amount.' },
    route: routeSchema('/gamcamdeical-pkr'),
    title: text('Heading shown above the form.', 120),
    account: accountKeySchema('Key of the merchant account in `accounts` that receives the payments.'),
    theme: themeSchema,
    logo: optional(logoSchema),
    price: fixedPriceSchema('The amount every payment of this form is for', '{ amount: 20, currency: USD }'),
    callback: callbackSchema,
    submitFlow: optional(submitFlowSchema),
  },
};
