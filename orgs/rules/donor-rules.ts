/**
 * Field rules shared by the donation page, the zakat forms and the campaign form (the original forms and
 * 5): the donor's name, email, phone and address, and the currency. The live checks equal the submit
 * checks except for an empty phone's wording.
 */
import type { Translator } from '../i18n/translator.ts';
import type { CurrencyCode, PhoneFieldDef } from '../types.ts';
import { emailAddress, optionalText, requiredChoice, requiredText } from './field-schemas.ts';
import { both, type FieldRule } from './form-rules.ts';
import { phoneRule } from './phone-rule.ts';

/**
 * name, email, phoneNumber, address in display order, with messages in `translator`'s language.
 * `addressRequired`: 'Address is required.' when empty (the campaign form); otherwise the address is
 * optional.
 */
export function donorFields(phone: PhoneFieldDef, translator: Translator, addressRequired = false) {
  return {
    name: both(requiredText(translator.t('rules.nameRequired'), translator.t('form.name'), 100, translator)),
    email: both(emailAddress(translator)),
    phoneNumber: phoneRule(phone, translator),
    address: both(
      addressRequired
        ? requiredText(translator.t('rules.addressRequired'), translator.t('form.address'), 200, translator)
        : optionalText(translator.t('form.address'), 200, translator),
    ),
  };
}

/** The required currency select over `currencies`, with messages in `translator`'s language. */
export function currencyRule(currencies: readonly CurrencyCode[], translator: Translator): FieldRule {
  return both(requiredChoice(currencies, translator.t('rules.currencyRequired'), translator.t('form.currency'), translator));
}
