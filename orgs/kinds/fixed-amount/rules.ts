import { emailAddress, requiredText } from '../../rules/field-schemas.ts';
import { both } from '../../rules/form-rules.ts';
import { messages } from '../../rules/messages.ts';

/** Rules keyed by field name, in display order: name, email. */
export function fixedAmountFields() {
  return {
    name: both(requiredText(messages.nameRequired, 'Name', 100)),
    email: both(emailAddress()),
  };
}
