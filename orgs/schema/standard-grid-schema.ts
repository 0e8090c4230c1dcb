/** Schema of the standard grid form (trust, foundation, school, welfare, fixit style), the original forms. */
import { phoneSchema, purposeSchema } from './field-parts.ts';
import {
  accountKeySchema,
  currencyProperties,
  headProperties,
  lookProperties,
  text,
  typedAmountAfterOrderProperties,
} from './form-parts.ts';
import { strictObject } from './schema-builders.ts';

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
