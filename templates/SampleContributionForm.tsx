/**
 * The sample contribution form (spec sections 1, 4, 9): name, email, phone and an amount from the org
 * file's list. Submit checks the fields like every form; when they pass it logs the values with
 * console.info and sets its `submitted` flag, which shows a short confirmation. It makes no call.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { sampleContributionFields } from '../orgs/rules/sample-contribution-rules.ts';
import { rulesFromFields } from '../orgs/rules/form-rules.ts';
import type { SampleContributionFormDef } from '../orgs/types.ts';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';
import { fieldProps, useFieldState } from './order-flow/use-field-state.ts';
import { SubmitButton } from './SubmitButton.tsx';

/** The confirmation shown once the values are taken. */
export const SAMPLE_SUBMITTED = 'Thank you. This sample form has noted your details; nothing was sent.';

export interface SampleContributionFormProps {
  form: SampleContributionFormDef;
  logoUrl?: string;
}

export function SampleContributionForm({ form, logoUrl }: SampleContributionFormProps) {
  const rules = useMemo(() => rulesFromFields(sampleContributionFields(form)), [form]);
  const state = useFieldState(rules);
  const [submitted, setSubmitted] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = rules.check(state.values, 'submit');
    setSubmitted(result.ok);
    if (!result.ok) return state.showErrors(result.errors);
    state.showErrors({});
    console.info('Sample contribution form values', result.values);
  }

  return (
    <main className={`form-page theme-${form.theme}`}>
      <div className="form-card">
        {form.logo && logoUrl && <img className="form-logo" src={logoUrl} alt={form.logo.alt} />}
        <h1>{form.title}</h1>
        <p className="form-note">Fields marked * are required.</p>
        {/* No action: the form sends nothing anywhere, with or without its script. */}
        <form ref={state.formRef} className="form-grid" method="post" onSubmit={submit}>
          <TextField {...fieldProps(state, 'name', 'Name')} autoComplete="name" />
          <TextField {...fieldProps(state, 'email', 'Email')} type="email" inputMode="email" autoComplete="email" />
          <TextField {...fieldProps(state, 'phoneNumber', 'Phone')} type="tel" autoComplete="tel" placeholder="03XXXXXXXXX" />
          <SelectField
            {...fieldProps(state, 'amount', 'Amount')}
            options={form.amounts.map((amount) => ({ value: String(amount) }))}
            placeholder="Select amount"
          />
          <SubmitButton loading={false} />
          <p className="form-message form-message--done" role="status">
            {submitted ? SAMPLE_SUBMITTED : ''}
          </p>
        </form>
      </div>
    </main>
  );
}
