import type { Translator } from '../../i18n/translator.ts';
import { emailAddress, requiredText } from '../../rules/field-schemas.ts';
import { both } from '../../rules/form-rules.ts';

/** Rules keyed by field name, in display order: name, email; messages in `translator`'s language. */
export function fixedAmountFields(translator: Translator) {
  return {
    name: both(requiredText(translator.t('rules.nameRequired'), translator.t('form.name'), 100, translator)),
    email: both(emailAddress(translator)),
  };
}
