/**
 * A fixed-amount billing form (spec section 2): name and email only, and the amount, shown read-only.
 * The server charges the org file's price whatever the page sends (DESIGN.md: the server decides money).
 */
import type { FixedAmountFormDef } from '../orgs/types.ts';
import { ReadOnlyField } from './fields/ReadOnlyField.tsx';
import { TextField } from './fields/TextField.tsx';
import { fieldProps } from './order-flow/use-field-state.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { formatAmount } from './zakat/format-amount.ts';
import { fixedAmountFields } from '../orgs/rules/fixed-amount-rules.ts';

export interface FixedAmountFormProps {
  form: FixedAmountFormDef;
  apiBase: string;
  logoUrl?: string;
}

export function FixedAmountForm({ form, apiBase, logoUrl }: FixedAmountFormProps) {
  const state = useOrderForm(form, apiBase, fixedAmountFields);
  const field = (name: string, label: string) => fieldProps(state, name, label);
  return (
    <main className={`form-page theme-${form.theme}`}>
      <div className="form-card form-card--narrow">
        {form.logo && logoUrl && <img className="form-logo" src={logoUrl} alt={form.logo.alt} />}
        <h1>{form.title}</h1>
        <p className="form-note">Fields marked * are required.</p>
        <form
          ref={state.formRef}
          className="form-grid form-grid--single"
          method="post"
          action={`${apiBase}/orders`}
          onSubmit={state.submit}
        >
          <input type="hidden" name="route" value={form.route} />
          <TextField {...field('name', 'Name')} autoComplete="name" />
          <TextField {...field('email', 'Email')} type="email" inputMode="email" autoComplete="email" />
          <ReadOnlyField name="amount" label="Amount" value={formatAmount(String(form.price.amount), form.price.currency)} />
          <SubmitButton loading={state.loading} />
          <p className="form-message" role="alert">
            {state.formMessage}
          </p>
        </form>
      </div>
    </main>
  );
}
