/**
 * Schema of the sample contribution form: name, email, phone and an amount from a list. Submit checks
 * the fields, logs the values and shows that it took them; it makes no call.
 */
import { Type } from '@sinclair/typebox';
import { headProperties, lookProperties } from './form-parts.ts';
import { strictObject } from './schema-builders.ts';

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
