/**
 * Schema of the account removal page: one email field and 'Proceed to Remove'. The page sends the
 * address to the proxy, which records the request (the README's decisions); it takes no payment.
 */
import { headProperties, lookProperties } from './form-parts.ts';
import { strictObject } from './schema-builders.ts';

export const accountRemovalSchema = strictObject(
  {
    ...headProperties(
      'account-removal',
      '/merchant/deactive_package_or_account',
      'Heading shown above the form, e.g. Remove your account.',
    ),
    ...lookProperties,
  },
  'An account removal page: the visitor types an email address and asks for the account to be removed.',
);
