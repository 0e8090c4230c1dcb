/**
 * Field rules shared by the donation page, the zakat forms and the campaign form (the original forms and
 * 5): the donor's name, email, phone and address, and the currency. The live checks equal the submit
 * checks except for an empty phone's wording.
 */
import type { CurrencyCode, PhoneFieldDef } from '../types.ts';
import { emailAddress, optionalText, requiredChoice, requiredText } from './field-schemas.ts';
import { both, type FieldRule } from './form-rules.ts';
import { messages } from './messages.ts';
import { phoneRule } from './phone-rule.ts';

/**
 * name, email, phoneNumber, address in display order. `addressRequired`: 'Address is required.' when
 * empty (the campaign form); otherwise the address is optional.
 */
export function donorFields(phone: PhoneFieldDef, addressRequired = false) {
  return {
    name: both(requiredText(messages.nameRequired, 'Name', 100)),
    email: both(emailAddress()),
    phoneNumber: phoneRule(phone),
    address: both(addressRequired ? requiredText(messages.addressRequired, 'Address', 200) : optionalText('Address', 200)),
  };
}

/** The required currency select over `currencies`. */
export function currencyRule(currencies: readonly CurrencyCode[]): FieldRule {
  return both(requiredChoice(currencies, messages.currencyRequired, 'Currency'));
}
