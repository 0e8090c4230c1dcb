/** Schema of the account removal page (spec sections 2, 4, 5): one email field and 'Proceed to Remove'. */
import type { JSONSchemaType } from 'ajv';
import type { AccountRemovalFormDef } from '../types.ts';
import { logoSchema, text } from './form-parts.ts';
import { optional } from './optional.ts';
import { patterns } from './patterns.ts';

export const accountRemovalSchema: JSONSchemaType<AccountRemovalFormDef> = {
  type: 'object',
  description: 'An account removal page: the visitor types an email address and asks for the account to be removed.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'theme'],
  properties: {
    kind: { type: 'string', const: 'account-removal', description: 'The form kind: account-removal.' },
    route: {
      type: 'string',
      pattern: patterns.route.pattern,
      description: 'Public path of the page, e.g. /merchant/deactive_package_or_account. Unique across all org files.',
    },
    title: text('Heading shown above the form, e.g. Remove your account.', 120),
    theme: { type: 'string', enum: ['light', 'dark'], description: 'Colour scheme of the page.' },
    logo: optional(logoSchema),
  },
};
