/**
 * Step 2 of a donation wizard: what the donor chose in step 1 (amount, currency and purpose, once the
 * page steps; without the script both steps show at once), then first name, last name, email, contact
 * number and, on a form with an address step, address, country, province, zip code and city; then Back
 * and Submit.
 */
import { wizardLabels } from '../../orgs/kinds/donation-wizard/rules.ts';
import type { DonationWizardFormDef } from '../../orgs/types.ts';
import { ChoiceSelect } from '../fields/ChoiceSelect.tsx';
import { formatAmount } from '../fields/format-amount.ts';
import { TextField } from '../fields/TextField.tsx';
import { fieldProps } from '../order-flow/use-field-state.ts';
import type { OrderForm } from '../order-flow/use-order-form.ts';
import { SubmitButton } from '../SubmitButton.tsx';
import type { WizardSteps } from './use-wizard-steps.ts';
import { WizardStep } from './WizardStep.tsx';
import { useTranslator } from '../i18n/translator-context.ts';

/** The fields of this step, each labelled as its rules name it (`wizardLabels`). */
type DetailField = Exclude<keyof typeof wizardLabels, 'currency' | 'amount' | 'donationPurpose'>;

export function DetailsStep({ form, state, wizard }: { form: DonationWizardFormDef; state: OrderForm; wizard: WizardSteps }) {
  const { t } = useTranslator();
  const field = (name: DetailField) => fieldProps(state, name, t(wizardLabels[name]));
  const { address } = form;
  return (
    <WizardStep
      number={2}
      count={2}
      title={t('wizard.detailsTitle')}
      shown={!wizard.stepped || wizard.step === 2}
      headingRef={wizard.headings[1]}
      actions={
        <>
          <button type="button" className="submit submit--secondary" hidden={!wizard.stepped} onClick={wizard.back}>
            {t('wizard.back')}
          </button>
          <SubmitButton loading={state.loading} />
        </>
      }
    >
      {wizard.stepped && <GiftRecap form={form} values={state.values} />}
      <TextField {...field('firstName')} autoComplete="given-name" />
      <TextField {...field('lastName')} autoComplete="family-name" />
      <TextField {...field('email')} type="email" inputMode="email" autoComplete="email" />
      <TextField {...field('contactNumber')} type="tel" autoComplete="tel" placeholder={t('form.mobilePlaceholder')} />
      {address && (
        <>
          <TextField {...field('address')} autoComplete="address-line1" />
          <ChoiceSelect {...field('country')} options={address.countries} preset />
          <ChoiceSelect {...field('province')} options={address.provinces} />
          <TextField {...field('zipCode')} autoComplete="postal-code" />
          <TextField {...field('city')} autoComplete="address-level2" />
        </>
      )}
    </WizardStep>
  );
}

/** 'Your donation: PKR 1,000 for Zakat', from step 1's values; Back changes them. */
function GiftRecap({ form, values }: { form: DonationWizardFormDef; values: OrderForm['values'] }) {
  const { t, text } = useTranslator();
  const purpose = form.purposes.find((option) => option.value === values.donationPurpose);
  return (
    <p className="wizard-recap field--wide">
      {`${t('wizard.recap')} `}
      <strong>{formatAmount(values.amount ?? '', values.currency ?? '')}</strong>
      {purpose && t('wizard.recapPurpose', { purpose: text(purpose.label ?? purpose.value) })}
    </p>
  );
}
