/** Schema of the card checkout page: the provider's page in a full-screen frame. */
import type { JSONSchemaType } from 'ajv';
import type { CardCheckoutFormDef } from '../types.ts';
import { headProperties, lookProperties } from './form-parts.ts';
import { patterns } from './patterns.ts';

export const cardCheckoutSchema: JSONSchemaType<CardCheckoutFormDef> = {
  type: 'object',
  description: "A card checkout page: the provider's page in a frame, and the payment result it reports.",
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'theme', 'provider'],
  properties: {
    ...headProperties('card-checkout', '/iframetest', 'Heading shown above the frame, e.g. Card payment.'),
    ...lookProperties,
    provider: {
      type: 'string',
      pattern: patterns.providerPage.pattern,
      description:
        "The provider page shown in the frame: demo (a demo page built beside this one) or the provider's https URL. " +
        'The page accepts result messages only from the origin of this page.',
    },
  },
};
