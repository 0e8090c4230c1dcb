/**
 * Field rules of the standard grid form: name, email, amount, currency and the
 * purpose are required on submit; the phone only where the form says so; address and comments are
 * optional. Live checks mirror the submit checks except for the phone's wording.
 */
import type { StandardGridFormDef } from '../../types.ts';
import { maxAmountOf } from '../../rules/amount-maximum.ts';
import { amountMinimumRule } from '../../rules/amount-minimum.ts';
import { amount, emailAddress, optionalText, requiredChoice, requiredText } from '../../rules/field-schemas.ts';
import { both } from '../../rules/form-rules.ts';
import { messages } from '../../rules/messages.ts';
import { phoneRule } from '../../rules/phone-rule.ts';

/** Rules keyed by field name, in display order. */
export function standardGridFields(form: StandardGridFormDef) {
  const { purpose } = form;
  return {
    name: both(requiredText(messages.nameRequired, form.nameLabel, 100)),
    email: both(emailAddress()),
    phoneNumber: phoneRule(form.phone),
    address: both(optionalText('Address', 200)),
    amount: { ...both(amount(maxAmountOf(form))), across: amountMinimumRule(form.minimums) },
    currency: both(requiredChoice(form.currencies, messages.currencyRequired, 'Currency')),
    [purpose.field]: both(
      requiredChoice(
        purpose.options.map((option) => option.value),
        purpose.requiredMessage,
        purpose.label,
      ),
    ),
    comments: both(optionalText('Comments', 1000, { multiline: true })),
  };
}
