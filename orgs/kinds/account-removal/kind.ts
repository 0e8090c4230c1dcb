/**
 * A form kind: the schema and the facts of the account removal page: one email field and 'Proceed to
 * Remove'. The page sends the address to the proxy, which records the request (the README's decisions); it
 * takes no payment.
 */
import { headProperties, lookProperties } from '../../schema/form-parts.ts';
import { strictObject } from '../../schema/schema-builders.ts';
import type { KindDefinition } from '../../kinds.ts';
import type { AccountRemovalFormDef } from '../../types.ts';
import { none } from '../kind-parts.ts';
import { accountRemovalFields } from './rules.ts';

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

/**
 * Its entry of the kinds table (`orgs/kinds.ts`): how it pays, what its payments are called, its fields,
 * checks, accounts and template. Records a request with the proxy and shows a page of this site; no account, nothing left
 * open.
 */
export const accountRemovalKind = {
  schema: accountRemovalSchema,
  payment: 'none',
  paymentName: 'payment',
  formAction: 'proxy',
  fields: (_form, translator) => accountRemovalFields(translator),
  checks: none,
  accounts: none,
  template: 'templates/AccountRemovalForm.tsx',
} satisfies KindDefinition<AccountRemovalFormDef>;
