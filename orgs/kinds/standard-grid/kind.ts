/**
 * A form kind: the schema and the facts of the standard grid form (trust, foundation, school, welfare,
 * fixit style), the original forms.
 */
import { phoneSchema, purposeSchema } from '../../schema/field-parts.ts';
import {
  accountKeySchema,
  currencyProperties,
  headProperties,
  lookProperties,
  text,
  typedAmountAfterOrderProperties,
} from '../../schema/form-parts.ts';
import { strictObject } from '../../schema/schema-builders.ts';
import type { KindDefinition } from '../../kinds.ts';
import type { StandardGridFormDef } from '../../types.ts';
import { oneAccount } from '../kind-parts.ts';
import { standardGridFields } from './rules.ts';
import { checkStandardGrid } from './checks.ts';

export const standardGridSchema = strictObject(
  {
    ...headProperties('standard-grid', '/merchantform/jhrtrust'),
    account: accountKeySchema(),
    ...lookProperties,
    nameLabel: text('Label of the name field, e.g. Name or Name / Organization.', 60),
    ...currencyProperties('[PKR, USD, AED]'),
    purpose: purposeSchema,
    phone: phoneSchema,
    ...typedAmountAfterOrderProperties,
  },
  'A standard grid form: name, email, phone, address, amount, currency, purpose, comments.',
);

/**
 * Its entry of the kinds table (`orgs/kinds.ts`): how it pays, what its payments are called, its fields,
 * checks, accounts and template.
 */
export const standardGridKind = {
  schema: standardGridSchema,
  payment: 'order',
  paymentName: 'donation',
  formAction: 'checkout',
  fields: standardGridFields,
  checks: checkStandardGrid,
  accounts: oneAccount,
  template: 'templates/StandardGridForm.tsx',
} satisfies KindDefinition<StandardGridFormDef>;
