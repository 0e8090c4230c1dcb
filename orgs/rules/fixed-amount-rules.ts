import { emailAddress, requiredText } from './field-schemas.ts';
import { both, type FieldRule } from './form-rules.ts';
import { messages } from './messages.ts';

/** Rules keyed by field name, in display order: name, email. */
export function fixedAmountFields(): Record<string, FieldRule> {
  return {
    name: both(requiredText(messages.nameRequired, 'Name', 100)),
    email: both(emailAddress()),
  };
}
