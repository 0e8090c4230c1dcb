/**
 * The associates form (spec section 2): full name, email, CNIC/NICOP number, the international phone
 * input, donation purpose, currency, amount with the currency in front, and country; no address, no
 * comments. As the donor types, the name keeps letters and spaces, the CNIC/NICOP number at most 13
 * digits and the amount digits (spec section 5). Field names are those of spec section 3.
 */
import { NATIONAL_ID_DIGITS } from '../orgs/rules/associates-rules.ts';
import type { AssociatesFormDef } from '../orgs/types.ts';
import { digitsOnly, lettersAndSpaces, withFilter } from './fields/input-filters.ts';
import { InternationalPhoneField } from './fields/InternationalPhoneField.tsx';
import { PrefixedAmountField } from './fields/PrefixedAmountField.tsx';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';
import { fieldProps } from './order-flow/use-field-state.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { associatesFields } from '../orgs/rules/associates-rules.ts';

export interface AssociatesFormProps {
  form: AssociatesFormDef;
  apiBase: string;
  logoUrl?: string;
}

const nationalIdFilter = digitsOnly(NATIONAL_ID_DIGITS);
const amountFilter = digitsOnly();

export function AssociatesForm({ form, apiBase, logoUrl }: AssociatesFormProps) {
  const state = useOrderForm(form, apiBase, associatesFields, form.defaultCurrency ? { currency: form.defaultCurrency } : {});
  const field = (name: string, label: string) => fieldProps(state, name, label);
  const { phone, purpose } = form;
  return (
    <main className={`form-page theme-${form.theme}`}>
      <div className="form-card">
        {form.logo && logoUrl && <img className="form-logo" src={logoUrl} alt={form.logo.alt} />}
        <h1>{form.title}</h1>
        <p className="form-note">Fields marked * are required.</p>
        <form ref={state.formRef} className="form-grid" method="post" action={`${apiBase}/orders`} onSubmit={state.submit}>
          <input type="hidden" name="route" value={form.route} />
          <TextField {...withFilter(field('name', 'Full Name'), lettersAndSpaces)} autoComplete="name" />
          <TextField {...field('email', 'Email')} type="email" inputMode="email" autoComplete="email" />
          <TextField
            {...withFilter(field('nationalIdentityNumber', 'CNIC/NICOP Number'), nationalIdFilter)}
            inputMode="numeric"
            autoComplete="off"
            placeholder="13 digits, no dashes"
          />
          <InternationalPhoneField
            {...field('phoneNumber', phone.label)}
            defaultCountry={phone.defaultCountry}
            placeholder={phone.placeholder}
          />
          <SelectField
            {...field(purpose.field, purpose.label)}
            options={purpose.options}
            placeholder={`Select ${purpose.label.toLowerCase()}`}
          />
          <SelectField
            {...field('currency', 'Currency')}
            options={form.currencies.map((code) => ({ value: code }))}
            placeholder={form.defaultCurrency ? undefined : 'Select currency'}
          />
          <PrefixedAmountField
            {...withFilter(field('amount', 'Amount'), amountFilter)}
            currency={state.values.currency ?? ''}
            inputMode="numeric"
          />
          <SelectField {...field('country', 'Country')} options={form.countries} placeholder="Select country" />
          <SubmitButton loading={state.loading} />
          <p className="form-message" role="alert">
            {state.formMessage}
          </p>
        </form>
      </div>
    </main>
  );
}
