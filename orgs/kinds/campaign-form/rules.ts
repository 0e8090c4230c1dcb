/**
 * Field rules of the donation-type and campaign form: besides name, email, amount,
 * currency and donation type, the phone, the address ('Address is required.') and the campaign
 * ('Campaign is required.') are required. It has no minimum amount.
 */
import type { Translator } from '../../../i18n/translator.ts';
import type { CampaignFormDef } from '../../types.ts';
import { maxAmountOf } from '../../rules/amount-maximum.ts';
import { amountMinimumRule } from '../../rules/amount-minimum.ts';
import { currencyRule, donorFields } from '../../rules/donor-rules.ts';
import { amount, requiredChoice } from '../../rules/field-schemas.ts';
import { both } from '../../rules/form-rules.ts';

/** Rules keyed by field name, in display order, with messages in `translator`'s language. */
export function campaignFormFields(form: CampaignFormDef, translator: Translator) {
  const { donationType, campaign } = form;
  const values = (options: readonly { value: string }[]) => options.map((option) => option.value);
  return {
    ...donorFields(form.phone, translator, true),
    amount: { ...both(amount(maxAmountOf(form), translator)), across: amountMinimumRule(form.minimums, translator) },
    currency: currencyRule(form.currencies, translator),
    donationType: both(
      requiredChoice(
        values(donationType.options),
        translator.t('rules.donationTypeRequired'),
        translator.text(donationType.label),
        translator,
      ),
    ),
    campaign: both(
      requiredChoice(values(campaign.options), translator.t('rules.campaignRequired'), translator.text(campaign.label), translator),
    ),
  };
}
