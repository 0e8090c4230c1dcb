/**
 * Field rules of the donation-type and campaign form: besides name, email, amount,
 * currency and donation type, the phone, the address ('Address is required.') and the campaign
 * ('Campaign is required.') are required. It has no minimum amount.
 */
import type { CampaignFormDef } from '../../types.ts';
import { maxAmountOf } from '../../rules/amount-maximum.ts';
import { amountMinimumRule } from '../../rules/amount-minimum.ts';
import { currencyRule, donorFields } from '../../rules/donor-rules.ts';
import { amount, requiredChoice } from '../../rules/field-schemas.ts';
import { both } from '../../rules/form-rules.ts';
import { messages } from '../../rules/messages.ts';

/** Rules keyed by field name, in display order. */
export function campaignFormFields(form: CampaignFormDef) {
  const { donationType, campaign } = form;
  const values = (options: readonly { value: string }[]) => options.map((option) => option.value);
  return {
    ...donorFields(form.phone, true),
    amount: { ...both(amount(maxAmountOf(form))), across: amountMinimumRule(form.minimums) },
    currency: currencyRule(form.currencies),
    donationType: both(requiredChoice(values(donationType.options), messages.donationTypeRequired, donationType.label)),
    campaign: both(requiredChoice(values(campaign.options), messages.campaignRequired, campaign.label)),
  };
}
