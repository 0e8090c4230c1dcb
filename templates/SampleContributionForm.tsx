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
import type { PageImage } from './page-props.ts';

export interface SampleContributionFormProps {
  form: SampleContributionFormDef;
  logo?: PageImage;
}

export function SampleContributionForm({ form, logo }: SampleContributionFormProps) {
  const translator = useTranslator();
  const { t } = translator;
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
    <FormCard form={form} logo={logo}>
      <NeedsScript>{t('sample.needsScript')}</NeedsScript>
      <RequiredNote />
      {/* No action: the form sends nothing anywhere; without its script it is hidden (it could do nothing). */}
      <form ref={state.formRef} className={`form-grid ${NEEDS_SCRIPT_CLASS}`} method="post" onSubmit={submit}>
        <TextField {...fieldProps(state, 'name', t('form.name'))} autoComplete="name" />
        <EmailField state={state} />
        {/* A fixed label and a Pakistani mobile hint: the org file has no phone settings. */}
        <PhoneField state={state} phone={{ label: t('form.phone'), placeholder: t('form.mobilePlaceholder') }} />
        <ChoiceSelect
          {...fieldProps(state, 'amount', t('form.amount'))}
          options={form.amounts.map((amount) => ({ value: String(amount) }))}
        />
        <SubmitButton loading={false} />
        <p className="form-message form-message--done" role="status">
          {submitted ? t('sample.submitted') : ''}
        </p>
      </form>
    </FormCard>
  );
}
