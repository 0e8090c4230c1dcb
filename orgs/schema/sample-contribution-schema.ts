/** Schema of the sample contribution form: name, email, phone, amount from a list. */
import type { JSONSchemaType } from 'ajv';
import type { SampleContributionFormDef } from '../types.ts';
import { headProperties, lookProperties } from './form-parts.ts';

export const sampleContributionSchema: JSONSchemaType<SampleContributionFormDef> = {
  type: 'object',
  description: 'A sample contribution form: it checks and logs what is typed and sends nothing.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'theme', 'amounts'],
  properties: {
    ...headProperties('sample-contribution', '/donationformtest'),
    ...lookProperties,
    amounts: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'integer', minimum: 1, maximum: 10_000_000, description: 'One amount, a whole number.' },
      description: 'The amounts the visitor picks from, in display order, e.g. [200, 300, 4000].',
    },
  },
};
