/**
 * The donation-type and campaign form: name, email, phone, address, amount, currency,
 * donation type and campaign, all required, then Submit. The proxy pays the order into
 * the account of the chosen donation type. Field names are those of the original forms.
 */
import type { CampaignFormDef } from '../orgs/types.ts';
import { AmountField } from './fields/AmountField.tsx';
import { ChoiceSelect } from './fields/ChoiceSelect.tsx';
import { CurrencySelect } from './fields/CurrencySelect.tsx';
import { DonorFields } from './fields/DonorFields.tsx';
import { currencyDefaults } from './order-flow/currency-defaults.ts';
import { fieldProps } from './order-flow/use-field-state.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { useSubmitted } from './no-script/submitted-form.ts';
import { OrderFormCard } from './OrderFormCard.tsx';
import { campaignFormFields } from '../orgs/kinds/campaign-form/rules.ts';
import { useTranslator } from './i18n/translator-context.ts';
import { ZakatCalculatorOpener } from './zakat-calculator/ZakatCalculatorOpener.tsx';
import type { PageImage } from './page-props.ts';

export interface CampaignFormProps {
  form: CampaignFormDef;
  apiBase: string;
  logo?: PageImage;
}

export function CampaignForm({ form, apiBase, logo }: CampaignFormProps) {
  const state = useSubmitted(useOrderForm(form, apiBase, campaignFormFields, currencyDefaults(form)));
  const { text } = useTranslator();
  const { donationType, campaign } = form;
  return (
    <OrderFormCard form={form} apiBase={apiBase} logo={logo} state={state}>
      <DonorFields state={state} phone={form.phone} />
      <AmountField state={state} />
      <ZakatCalculatorOpener state={state} />
      <CurrencySelect state={state} form={form} />
      <ChoiceSelect {...fieldProps(state, 'donationType', text(donationType.label))} options={donationType.options} />
      <ChoiceSelect {...fieldProps(state, 'campaign', text(campaign.label))} options={campaign.options} />
    </OrderFormCard>
  );
}
