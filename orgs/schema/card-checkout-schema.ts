/**
 * Schema of the card checkout page: the provider's page in a full-screen frame; the page reports the
 * payment result the provider posts to it, accepting messages only from the provider's origin (the
 * README's decisions).
 */
import { Type } from '@sinclair/typebox';
import { headProperties, lookProperties } from './form-parts.ts';
import { patterns } from './patterns.ts';
import { strictObject } from './schema-builders.ts';

export const cardCheckoutSchema = strictObject(
  {
    ...headProperties('card-checkout', '/iframetest', 'Heading shown above the frame, e.g. Card payment.'),
    ...lookProperties,
    provider: Type.String({
      pattern: patterns.providerPage.pattern,
      description:
        "The provider page shown in the frame: demo (a demo page built beside this one) or the provider's https URL. " +
        'The page accepts result messages only from the origin of this page.',
    }),
  },
  "A card checkout page: the provider's page in a frame, and the payment result it reports.",
);
