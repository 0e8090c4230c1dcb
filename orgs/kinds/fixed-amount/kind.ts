/**
 * A form kind: the schema and the facts of a fixed-amount billing form: name and email only; the amount is
 * shown and the server charges `price` whatever the request says.
 */
import { fixedPriceSchema } from '../../schema/fixed-price-schema.ts';
import { accountKeySchema, afterOrderProperties, headProperties, lookProperties, text } from '../../schema/form-parts.ts';
import { strictObject } from '../../schema/schema-builders.ts';
import { Type } from '@sinclair/typebox';
import type { KindDefinition } from '../../kinds.ts';
import type { FixedAmountFormDef } from '../../types.ts';
import { oneAccount } from '../kind-parts.ts';
import { fixedAmountFields } from './rules.ts';
import { checkFixedAmount } from './checks.ts';

export const fixedAmountSchema = strictObject(
  {
    ...headProperties('fixed-amount', '/gamcamdeical-pkr'),
    account: accountKeySchema('Key of the merchant account in `accounts` that receives the payments.'),
    ...lookProperties,
    price: fixedPriceSchema('The amount every payment of this form is for', '{ amount: 20, currency: USD }'),
    paymentFor: Type.Optional(text('What the payment is for, shown with the amount, e.g. Annual membership fee, 2025-26.', 160)),
    ...afterOrderProperties,
  },
  'A fixed-amount billing form: name and email only; the amount is shown and cannot be changed.',
);

/**
 * Its entry of the kinds table (`orgs/kinds.ts`): how it pays, what its payments are called, its fields,
 * checks, accounts and template.
 */
export const fixedAmountKind = {
  schema: fixedAmountSchema,
  payment: 'order',
  paymentName: 'payment',
  formAction: 'checkout',
  fields: (_form, translator) => fixedAmountFields(translator),
  checks: checkFixedAmount,
  accounts: oneAccount,
  template: 'templates/FixedAmountForm.tsx',
} satisfies KindDefinition<FixedAmountFormDef>;
