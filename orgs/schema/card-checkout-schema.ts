/** Schema of the card checkout page (spec sections 2, 3, 4): the provider's page in a full-screen frame. */
import type { JSONSchemaType } from 'ajv';
import type { CardCheckoutFormDef } from '../types.ts';
import { logoSchema, text } from './form-parts.ts';
import { optional } from './optional.ts';
import { patterns } from './patterns.ts';

export const cardCheckoutSchema: JSONSchemaType<CardCheckoutFormDef> = {
  type: 'object',
  description: "A card checkout page: the provider's page in a frame, and the payment result it reports.",
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'theme', 'provider'],
  properties: {
    kind: { type: 'string', const: 'card-checkout', description: 'The form kind: card-checkout.' },
    route: {
      type: 'string',
      pattern: patterns.route.pattern,
      description: 'Public path of the page, e.g. /iframetest. Unique across all org files.',
    },
    title: text('Heading shown above the frame, e.g. Card payment.', 120),
    theme: { type: 'string', enum: ['light', 'dark'], description: 'Colour scheme of the page.' },
    logo: optional(logoSchema),
    provider: {
      type: 'string',
      pattern: patterns.providerPage.pattern,
      description:
        "The provider page shown in the frame: demo (a demo page built beside this one) or the provider's https URL. " +
        'The page accepts result messages only from the origin of this page.',
    },
  },
};
