/**
 * The donation page and the zakat page (spec section 2): banner, heading, name, email, phone, address,
 * currency, amount, Submit, and the currency-rate widget below the form. The amount box hints at the
 * chosen currency's minimum ('Minimum Amount RS 500'); the minimum is checked as the donor types and on
 * submit. Field names are those of spec section 3.
 */
import { minimumFor } from '../orgs/rules/amount-minimum.ts';
import type { DonationPageFormDef } from '../orgs/types.ts';
import { CurrencyWidget } from './donation/CurrencyWidget.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';
import { fieldProps } from './order-flow/use-field-state.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { donationPageFields } from '../orgs/rules/donation-page-rules.ts';

export interface DonationPageFormProps {
  form: DonationPageFormDef;
  apiBase: string;
  /** URL of the banner image relative to the page's folder. */
  logoUrl?: string;
}

export function DonationPageForm({ form, apiBase, logoUrl }: DonationPageFormProps) {
  const state = useOrderForm(form, apiBase, donationPageFields, form.defaultCurrency ? { currency: form.defaultCurrency } : {});
  const field = (name: string, label: string) => fieldProps(state, name, label);
  const minimum = minimumFor(form.minimums, state.values.currency ?? '');
  return (
    <main className={`form-page theme-${form.theme}`}>
      <div className="form-card">
        {logoUrl && <img className="form-logo form-banner" src={logoUrl} alt={form.logo.alt} />}
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
          <SelectField
            {...field('currency', 'Currency')}
            options={form.currencies.map((code) => ({ value: code }))}
            placeholder={form.defaultCurrency ? undefined : 'Select currency'}
          />
          <TextField
            {...field('amount', 'Amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={minimum?.placeholder}
          />
          <SubmitButton loading={state.loading} />
          <p className="form-message" role="alert">
            {state.formMessage}
          </p>
        </form>
        {form.currencyWidget && <CurrencyWidget widget={form.currencyWidget} />}
      </div>
    </main>
  );
}
