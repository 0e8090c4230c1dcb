/** Schema of the standard grid form (trust, foundation, school, welfare, fixit style), the original forms. */
import type { JSONSchemaType } from 'ajv';
import type { StandardGridFormDef } from '../types.ts';
import { phoneSchema, purposeSchema } from './field-parts.ts';
import {
  accountKeySchema,
  currencyProperties,
  headProperties,
  lookProperties,
  text,
  typedAmountAfterOrderProperties,
} from './form-parts.ts';

export const standardGridSchema: JSONSchemaType<StandardGridFormDef> = {
  type: 'object',
  description: 'A standard grid form: name, email, phone, address, amount, currency, purpose, comments.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'account', 'theme', 'nameLabel', 'currencies', 'purpose', 'phone'],
  properties: {
    ...headProperties('standard-grid', '/merchantform/jhrtrust'),
    account: accountKeySchema(),
    ...lookProperties,
    nameLabel: text('Label of the name field, e.g. Name or Name / Organization.', 60),
    ...currencyProperties('[PKR, USD, AED]'),
    purpose: purposeSchema,
    phone: phoneSchema,
    ...typedAmountAfterOrderProperties,
  },
};
