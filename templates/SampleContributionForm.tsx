/**
 * The sample contribution form: name, email, phone and an amount from the org
 * file's list. Submit checks the fields like every form; when they pass it logs the values with
 * console.info and sets its `submitted` flag, which shows a short confirmation. It makes no call.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { sampleContributionFields } from '../orgs/kinds/sample-contribution/rules.ts';
import { rulesFromFields } from '../orgs/rules/form-rules.ts';
import type { SampleContributionFormDef } from '../orgs/types.ts';
import { ChoiceSelect } from './fields/ChoiceSelect.tsx';
import { EmailField } from './fields/EmailField.tsx';
import { PhoneField } from './fields/PhoneField.tsx';
import { TextField } from './fields/TextField.tsx';
import { FormCard } from './FormCard.tsx';
import { fieldProps, useFieldState } from './order-flow/use-field-state.ts';
import { NEEDS_SCRIPT_CLASS, NeedsScript } from './no-script/NeedsScript.tsx';
import { useTranslator } from './i18n/translator-context.ts';
import { RequiredNote } from './RequiredNote.tsx';
import { SubmitButton } from './SubmitButton.tsx';

/** The confirmation shown once the values are taken. */
export const SAMPLE_SUBMITTED = 'Thank you. This sample form has noted your details; nothing was sent.';

/** The sample form's phone box: a fixed label and a Pakistani mobile hint (the org file has no phone settings). */
const SAMPLE_PHONE = { label: 'Phone', placeholder: '03XXXXXXXXX' };

export interface SampleContributionFormProps {
  form: SampleContributionFormDef;
  logoUrl?: string;
}

export function SampleContributionForm({ form, logoUrl }: SampleContributionFormProps) {
  const translator = useTranslator();
  const rules = useMemo(() => rulesFromFields(sampleContributionFields(form, translator)), [form, translator]);
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
    <FormCard form={form} logoUrl={logoUrl}>
      <NeedsScript>
        This sample form needs JavaScript: it checks and notes your details in the browser and sends nothing. Turn JavaScript on in your
        browser and reload this page.
      </NeedsScript>
      <RequiredNote />
      {/* No action: the form sends nothing anywhere; without its script it is hidden (it could do nothing). */}
      <form ref={state.formRef} className={`form-grid ${NEEDS_SCRIPT_CLASS}`} method="post" onSubmit={submit}>
        <TextField {...fieldProps(state, 'name', 'Name')} autoComplete="name" />
        <EmailField state={state} />
        <PhoneField state={state} phone={SAMPLE_PHONE} />
        <ChoiceSelect {...fieldProps(state, 'amount', 'Amount')} options={form.amounts.map((amount) => ({ value: String(amount) }))} />
        <SubmitButton loading={false} />
        <p className="form-message form-message--done" role="status">
          {submitted ? SAMPLE_SUBMITTED : ''}
        </p>
      </form>
    </FormCard>
  );
}
