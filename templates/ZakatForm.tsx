/**
 * The zakat forms (spec section 2), one template with two variants. `summary`: a header with a quote,
 * the currency beside the amount, name, email, phone, address, the donation summary, 'Donate Now' and
 * a note that the donor goes on to the payment provider's page. `plain`: the same fields as a grid
 * with Submit, and a link to a currency-rates site. The amount box hints at the chosen currency's
 * minimum, which is checked as the donor types; on submit only the amount's presence is (spec section 5).
 */
import { minimumFor } from '../orgs/rules/amount-minimum.ts';
import type { ZakatFormDef } from '../orgs/types.ts';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';
import { fieldProps } from './order-flow/use-field-state.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { DonationSummary } from './zakat/DonationSummary.tsx';
import { QuoteHeader } from './zakat/QuoteHeader.tsx';
import { zakatFormFields } from '../orgs/rules/zakat-form-rules.ts';

export interface ZakatFormProps {
  form: ZakatFormDef;
  apiBase: string;
  logoUrl?: string;
}

export function ZakatForm({ form, apiBase, logoUrl }: ZakatFormProps) {
  const state = useOrderForm(form, apiBase, zakatFormFields, form.defaultCurrency ? { currency: form.defaultCurrency } : {});
  const field = (name: string, label: string) => fieldProps(state, name, label);
  const currency = state.values.currency ?? '';
  const summary = form.variant === 'summary';

  const money = (
    <>
      <SelectField
        {...field('currency', 'Currency')}
        options={form.currencies.map((code) => ({ value: code }))}
        placeholder={form.defaultCurrency ? undefined : 'Select currency'}
      />
      <TextField
        {...field('amount', 'Amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={minimumFor(form.minimums, currency)?.placeholder}
      />
    </>
  );
  const donor = (
    <>
      <TextField {...field('name', 'Name')} autoComplete="name" />
      <TextField {...field('email', 'Email')} type="email" inputMode="email" autoComplete="email" />
      <TextField
        {...field('phoneNumber', form.phone.label)}
        type="tel"
        autoComplete="tel"
        placeholder={form.phone.placeholder}
      />
      <TextField {...field('address', 'Address')} autoComplete="street-address" />
    </>
  );

  return (
    <main className={`form-page theme-${form.theme}`}>
      <div className="form-card">
        {form.logo && logoUrl && <img className="form-logo" src={logoUrl} alt={form.logo.alt} />}
        {summary ? <QuoteHeader title={form.title} quote={form.quote} /> : <h1>{form.title}</h1>}
        <p className="form-note">Fields marked * are required.</p>
        <form
          ref={state.formRef}
          className="form-grid"
          method="post"
          action={`${apiBase}/orders`}
          onSubmit={state.submit}
        >
          <input type="hidden" name="route" value={form.route} />
          {summary ? <div className="amount-row">{money}</div> : donor}
          {summary ? donor : money}
          {summary && <DonationSummary amount={state.values.amount ?? ''} currency={currency} />}
          <SubmitButton loading={state.loading} label={summary ? 'Donate Now' : 'Submit'} />
          {summary && <p className="provider-note">You will be taken to the payment provider&apos;s page to pay.</p>}
          <p className="form-message" role="alert">
            {state.formMessage}
          </p>
        </form>
        {!summary && form.ratesLink && (
          <p className="rates-link">
            <a href={form.ratesLink.url} target="_blank" rel="noopener noreferrer">
              {form.ratesLink.label}
            </a>
          </p>
        )}
      </div>
    </main>
  );
}
