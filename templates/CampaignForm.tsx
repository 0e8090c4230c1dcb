/**
 * The donation-type and campaign form (spec section 2): name, email, phone, address, amount, currency,
 * donation type and campaign, all required (spec section 5), then Submit. The proxy pays the order into
 * the account of the chosen donation type. Field names are those of spec section 3.
 */
import type { CampaignFormDef } from '../orgs/types.ts';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';
import { fieldProps } from './order-flow/use-field-state.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { campaignFormFields } from '../orgs/rules/campaign-form-rules.ts';

export interface CampaignFormProps {
  form: CampaignFormDef;
  apiBase: string;
  logoUrl?: string;
}

export function CampaignForm({ form, apiBase, logoUrl }: CampaignFormProps) {
  const state = useOrderForm(form, apiBase, campaignFormFields, form.defaultCurrency ? { currency: form.defaultCurrency } : {});
  const field = (name: string, label: string) => fieldProps(state, name, label);
  const { donationType, campaign } = form;
  return (
    <main className={`form-page theme-${form.theme}`}>
      <div className="form-card">
        {form.logo && logoUrl && <img className="form-logo" src={logoUrl} alt={form.logo.alt} />}
        <h1>{form.title}</h1>
        <p className="form-note">Fields marked * are required.</p>
        <form
          ref={state.formRef}
          className="form-grid"
          method="post"
          action={`${apiBase}/orders`}
          onSubmit={state.submit}
        >
          <input type="hidden" name="route" value={form.route} />
          <TextField {...field('name', 'Name')} autoComplete="name" />
          <TextField {...field('email', 'Email')} type="email" inputMode="email" autoComplete="email" />
          <TextField
            {...field('phoneNumber', form.phone.label)}
            type="tel"
            autoComplete="tel"
            placeholder={form.phone.placeholder}
          />
          <TextField {...field('address', 'Address')} autoComplete="street-address" />
          <TextField {...field('amount', 'Amount')} inputMode="decimal" autoComplete="off" />
          <SelectField
            {...field('currency', 'Currency')}
            options={form.currencies.map((code) => ({ value: code }))}
            placeholder={form.defaultCurrency ? undefined : 'Select currency'}
          />
          <SelectField
            {...field('donationType', donationType.label)}
            options={donationType.options}
            placeholder={`Select ${donationType.label.toLowerCase()}`}
          />
          <SelectField
            {...field('campaign', campaign.label)}
            options={campaign.options}
            placeholder={`Select ${campaign.label.toLowerCase()}`}
          />
          <SubmitButton loading={state.loading} />
          <p className="form-message" role="alert">
            {state.formMessage}
          </p>
        </form>
      </div>
    </main>
  );
}
