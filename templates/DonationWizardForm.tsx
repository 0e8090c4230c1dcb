/**
 * The donation wizards (4 "Wizards"): step 1 the gift, step 2 the donor, one form
 * posting to the proxy. The server render holds both steps as fieldsets, so the page works without the
 * script; once hydrated it shows one step at a time (`useWizardSteps`) and `useOrderForm` takes over the
 * submit. Field names are those of the original forms; the defaults come from the org file (currency,
 * purpose, category, and the first country).
 */
import { useMemo } from 'react';
import { donationWizardStepRules } from '../orgs/kinds/donation-wizard/step-rules.ts';
import type { FormValues } from '../orgs/rules/form-rules.ts';
import type { DonationWizardFormDef } from '../orgs/types.ts';
import { FormCard } from './FormCard.tsx';
import { currencyDefaults } from './order-flow/currency-defaults.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { useSubmitted } from './no-script/submitted-form.ts';
import { useTranslator } from './i18n/translator-context.ts';
import { PostingForm } from './PostingForm.tsx';
import { RequiredNote } from './RequiredNote.tsx';
import { DetailsStep } from './wizard/DetailsStep.tsx';
import { GiftStep } from './wizard/GiftStep.tsx';
import { useWizardSteps } from './wizard/use-wizard-steps.ts';
import { donationWizardFields } from '../orgs/kinds/donation-wizard/rules.ts';
import type { PageImage } from './page-props.ts';

export interface DonationWizardFormProps {
  form: DonationWizardFormDef;
  apiBase: string;
  logo?: PageImage;
}

/** The preset values of `form`'s fields; fields without a default start empty. */
export function wizardDefaults(form: DonationWizardFormDef): FormValues {
  const defaults = currencyDefaults(form);
  if (form.defaultPurpose) defaults.donationPurpose = form.defaultPurpose;
  if (form.category?.default) defaults.educationType = form.category.default;
  const country = form.address?.countries[0];
  if (country) defaults.country = country.value;
  return defaults;
}

export function DonationWizardForm({ form, apiBase, logo }: DonationWizardFormProps) {
  const state = useSubmitted(useOrderForm(form, apiBase, donationWizardFields, wizardDefaults(form)));
  const translator = useTranslator();
  const rules = useMemo(() => donationWizardStepRules(form, translator), [form, translator]);
  const wizard = useWizardSteps(state, rules);
  return (
    <FormCard form={form} logo={logo}>
      <RequiredNote />
      <PostingForm
        formRef={state.formRef}
        className="wizard"
        apiBase={apiBase}
        endpoint="orders"
        onSubmit={wizard.submit}
        route={form.route}
        message={state.formMessage}
      >
        <GiftStep form={form} state={state} wizard={wizard} />
        <DetailsStep form={form} state={state} wizard={wizard} />
      </PostingForm>
    </FormCard>
  );
}
