/** Schema of the sample contribution form (spec sections 1, 4, 9): name, email, phone, amount from a list. */
import type { JSONSchemaType } from 'ajv';
import type { SampleContributionFormDef } from '../types.ts';
import { logoSchema, text } from './form-parts.ts';
import { optional } from './optional.ts';
import { patterns } from './patterns.ts';

export const sampleContributionSchema: JSONSchemaType<SampleContributionFormDef> = {
  type: 'object',
  description: 'A sample contribution form: it checks and logs what is typed and sends nothing.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'theme', 'amounts'],
  properties: {
    kind: { type: 'string', const: 'sample-contribution', description: 'The form kind: sample-contribution.' },
    route: {
      type: 'string',
      pattern: patterns.route.pattern,
      description: 'Public path of the page, e.g. /donationformtest. Unique across all org files.',
    },
    title: text('Heading shown above the form.', 120),
    theme: { type: 'string', enum: ['light', 'dark'], description: 'Colour scheme of the page.' },
    logo: optional(logoSchema),
    amounts: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'integer', minimum: 1, maximum: 10_000_000, description: 'One amount, a whole number.' },
      description: 'The amounts the visitor picks from, in display order, e.g. [200, 300, 4000].',
    },
  },
};
