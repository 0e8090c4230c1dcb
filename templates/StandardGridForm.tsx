/**
 * The standard grid form (spec section 2: trust, foundation, school, welfare, fixit style): optional logo,
 * heading, name, email, WhatsApp number, address, amount, currency, purpose, comments (5 rows), Submit.
 * Field names are those of spec section 3. It is a real form posting to the proxy, so it works before
 * (or without) the script; once hydrated, `useOrderForm` takes over the submit.
 */
import type { StandardGridFormDef } from '../orgs/types.ts';
import { SelectField } from './fields/SelectField.tsx';
import { TextAreaField } from './fields/TextAreaField.tsx';
import { TextField } from './fields/TextField.tsx';
import { fieldProps } from './order-flow/use-field-state.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { standardGridFields } from '../orgs/rules/standard-grid-rules.ts';

export interface StandardGridFormProps {
  form: StandardGridFormDef;
  apiBase: string;
  logoUrl?: string;
}

export function StandardGridForm({ form, apiBase, logoUrl }: StandardGridFormProps) {
  const state = useOrderForm(form, apiBase, standardGridFields, form.defaultCurrency ? { currency: form.defaultCurrency } : {});
  const field = (name: string, label: string) => fieldProps(state, name, label);
  const { purpose, phone } = form;
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
          <TextField {...field('name', form.nameLabel)} autoComplete="name" />
          <TextField {...field('email', 'Email')} type="email" inputMode="email" autoComplete="email" />
          <TextField
            {...field('phoneNumber', phone.label)}
            type="tel"
            autoComplete="tel"
            placeholder={phone.placeholder}
          />
          <TextField {...field('address', 'Address')} autoComplete="street-address" />
          <TextField {...field('amount', 'Amount')} inputMode="decimal" autoComplete="off" />
          <SelectField
            {...field('currency', 'Currency')}
            options={form.currencies.map((code) => ({ value: code }))}
            placeholder={form.defaultCurrency ? undefined : 'Select currency'}
          />
          <SelectField
            {...field(purpose.field, purpose.label)}
            options={purpose.options}
            placeholder={`Select ${purpose.label.toLowerCase()}`}
          />
          <TextAreaField {...field('comments', 'Comments')} rows={5} />
          <SubmitButton loading={state.loading} />
          <p className="form-message" role="alert">
            {state.formMessage}
          </p>
        </form>
      </div>
    </main>
  );
}
