/**
 * A form kind: the schema and the facts of the sample contribution form: name, email, phone and an amount
 * from a list. Submit checks the fields, logs the values and shows that it took them; it makes no call.
 */
import { Type } from '@sinclair/typebox';
import { headProperties, lookProperties } from '../../schema/form-parts.ts';
import { strictObject } from '../../schema/schema-builders.ts';
import type { KindDefinition } from '../../kinds.ts';
import type { SampleContributionFormDef } from '../../types.ts';
import { none } from '../kind-parts.ts';
import { sampleContributionFields } from './rules.ts';

export const sampleContributionSchema = strictObject(
  {
    ...headProperties('sample-contribution', '/donationformtest'),
    ...lookProperties,
    amounts: Type.Array(Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'One amount, a whole number.' }), {
      minItems: 1,
      uniqueItems: true,
      description: 'The amounts the visitor picks from, in display order, e.g. [200, 300, 4000].',
    }),
  },
  'A sample contribution form: it checks and logs what is typed and sends nothing.',
);

/**
 * Its entry of the kinds table (`orgs/kinds.ts`): how it pays, what its payments are called, its fields,
 * checks, accounts and template. Its form has no action: the sample page sends nothing (its amounts are unique by schema).
 */
export const sampleContributionKind = {
  schema: sampleContributionSchema,
  payment: 'none',
  paymentName: 'payment',
  formAction: 'self',
  fields: sampleContributionFields,
  checks: none,
  accounts: none,
  template: 'templates/SampleContributionForm.tsx',
} satisfies KindDefinition<SampleContributionFormDef>;
