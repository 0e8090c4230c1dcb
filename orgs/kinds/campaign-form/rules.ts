/**
 * Field rules of the donation-type and campaign form: besides name, email, amount,
 * currency and donation type, the phone, the address ('Address is required.') and the campaign are
 * required. The two selects' messages name them as the org file labels them ('Donation type is
 * required.', 'Campaign is required.'), in the page's language. It has no minimum amount.
 */
import type { Translator } from '../../i18n/translator.ts';
import type { CampaignFormDef } from '../../types.ts';
import { maxAmountOf } from '../../rules/amount-maximum.ts';
import { amountMinimumRule } from '../../rules/amount-minimum.ts';
import { currencyRule, donorFields } from '../../rules/donor-rules.ts';
import { amount, requiredChoice } from '../../rules/field-schemas.ts';
import { both } from '../../rules/form-rules.ts';

/** Rules keyed by field name, in display order, with messages in `translator`'s language. */
export function campaignFormFields(form: CampaignFormDef, translator: Translator) {
  const { donationType, campaign } = form;
  const choice = (select: typeof donationType | typeof campaign) => {
    const label = translator.text(select.label);
    const values = select.options.map((option) => option.value);
    return both(requiredChoice(values, translator.t('rules.choiceRequired', { label }), label, translator));
  };
  return {
    ...donorFields(form.phone, translator, true),
    amount: { ...both(amount(maxAmountOf(form), translator)), across: amountMinimumRule(form.minimums, translator) },
    currency: currencyRule(form.currencies, translator),
    donationType: choice(donationType),
    campaign: choice(campaign),
  };
}
