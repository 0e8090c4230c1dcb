/**
 * Step 1 of a donation wizard: the category select where the form has one, 'Give
 * Once' (the only frequency), the currency, the amount (presets or Other) and the purpose, then Next.
 */
import type { DonationWizardFormDef } from '../../orgs/types.ts';
import { ChoiceGroup } from '../fields/ChoiceGroup.tsx';
import { ChoiceSelect } from '../fields/ChoiceSelect.tsx';
import { fieldProps } from '../order-flow/use-field-state.ts';
import type { OrderForm } from '../order-flow/use-order-form.ts';
import { AmountChoice } from './AmountChoice.tsx';
import type { WizardSteps } from './use-wizard-steps.ts';
import { WizardStep } from './WizardStep.tsx';
import { useTranslator } from '../i18n/translator-context.ts';
import { ZakatCalculatorOpener } from '../zakat-calculator/ZakatCalculatorOpener.tsx';

function ignore(): void {}

export function GiftStep({ form, state, wizard }: { form: DonationWizardFormDef; state: OrderForm; wizard: WizardSteps }) {
  const { t, text } = useTranslator();
  const field = (name: string, label: string) => fieldProps(state, name, label);
  // The only frequency the wizards offer; shown as the chosen one, never sent (the order has no such field).
  const frequency = [{ value: 'once', label: t('wizard.giveOnce') }];
  const { category } = form;
  return (
    <WizardStep
      number={1}
      count={2}
      title={t('wizard.giftTitle')}
      shown={!wizard.stepped || wizard.step === 1}
      headingRef={wizard.headings[0]}
      actions={
        <button type="button" className="submit" hidden={!wizard.stepped} onClick={wizard.next}>
          {t('wizard.next')}
        </button>
      }
    >
      {category && (
        <ChoiceSelect {...field('educationType', text(category.label))} options={category.options} preset={Boolean(category.default)} />
      )}
      <ChoiceGroup
        name="frequency"
        label={t('wizard.frequency')}
        value="once"
        options={frequency}
        required={false}
        onValue={ignore}
        onLeave={ignore}
      />
      <ChoiceGroup {...field('currency', t('form.currency'))} options={form.currencies.map((code) => ({ value: code }))} />
      <AmountChoice
        field={field('amount', t('form.amount'))}
        presets={form.presetAmounts}
        currency={state.values.currency ?? ''}
        stepped={wizard.stepped}
      />
      <ChoiceGroup {...field('donationPurpose', t('wizard.donationPurpose'))} options={form.purposes} />
      <ZakatCalculatorOpener state={state} />
    </WizardStep>
  );
}
