/** Schema of the account removal page: one email field and 'Proceed to Remove'. */
import type { JSONSchemaType } from 'ajv';
import type { AccountRemovalFormDef } from '../types.ts';
import { headProperties, lookProperties } from './form-parts.ts';

export const accountRemovalSchema: JSONSchemaType<AccountRemovalFormDef> = {
  type: 'object',
  description: 'An account removal page: the visitor types an email address and asks for the account to be removed.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'theme'],
  properties: {
    ...headProperties(
      'account-removal',
      '/merchant/deactive_package_or_account',
      'Heading shown above the form, e.g. Remove your account.',
    ),
    ...lookProperties,
  },
};
