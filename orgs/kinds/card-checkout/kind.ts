/**
 * A form kind: the schema and the facts of the card checkout page: the provider's page in a full-screen
 * frame; the page reports the payment result the provider posts to it, accepting messages only from the
 * provider's origin (the README's decisions).
 */
import { Type } from '@sinclair/typebox';
import { headProperties, lookProperties } from '../../schema/form-parts.ts';
import { patterns } from '../../schema/patterns.ts';
import { strictObject } from '../../schema/schema-builders.ts';
import type { KindDefinition } from '../../kinds.ts';
import type { CardCheckoutFormDef } from '../../types.ts';
import { none } from '../kind-parts.ts';

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

/**
 * Its entry of the kinds table (`orgs/kinds.ts`): how it pays, what its payments are called, its fields,
 * checks, accounts and template. No form and no fields: the provider's page in its frame takes the card.
 */
export const cardCheckoutKind = {
  schema: cardCheckoutSchema,
  payment: 'none',
  paymentName: 'payment',
  formAction: 'none',
  fields: () => ({}),
  checks: none,
  accounts: none,
  template: 'templates/CardCheckoutPage.tsx',
} satisfies KindDefinition<CardCheckoutFormDef>;
