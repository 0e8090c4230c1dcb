/**
 * The standard grid form (trust, foundation, school, welfare, fixit style): optional logo,
 * heading, name, email, WhatsApp number, address, amount, currency, purpose, comments (5 rows), Submit.
 * Field names are those of the original forms. It is a real form posting to the proxy, so it works before
 * (or without) the script; once hydrated, `useOrderForm` takes over the submit.
 */
import type { StandardGridFormDef } from '../orgs/types.ts';
import { AmountField } from './fields/AmountField.tsx';
import { ChoiceSelect } from './fields/ChoiceSelect.tsx';
import { CurrencySelect } from './fields/CurrencySelect.tsx';
import { DonorFields } from './fields/DonorFields.tsx';
import { TextAreaField } from './fields/TextAreaField.tsx';
import { currencyDefaults } from './order-flow/currency-defaults.ts';
import { fieldProps } from './order-flow/use-field-state.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { useSubmitted } from './no-script/submitted-form.ts';
import { OrderFormCard } from './OrderFormCard.tsx';
import { standardGridFields } from '../orgs/kinds/standard-grid/rules.ts';
import { useTranslator } from './i18n/translator-context.ts';
import { ZakatCalculatorOpener } from './zakat-calculator/ZakatCalculatorOpener.tsx';
import type { PageImage } from './page-props.ts';

export interface StandardGridFormProps {
  form: StandardGridFormDef;
  apiBase: string;
  logo?: PageImage;
}

export function StandardGridForm({ form, apiBase, logo }: StandardGridFormProps) {
  const state = useSubmitted(useOrderForm(form, apiBase, standardGridFields, currencyDefaults(form)));
  const { t, text } = useTranslator();
  const { purpose } = form;
  return (
    <OrderFormCard form={form} apiBase={apiBase} logo={logo} state={state}>
      <DonorFields state={state} phone={form.phone} nameLabel={form.nameLabel} />
      <AmountField state={state} />
      <CurrencySelect state={state} form={form} />
      <ChoiceSelect {...fieldProps(state, purpose.field, text(purpose.label))} options={purpose.options} />
      <ZakatCalculatorOpener state={state} />
      <TextAreaField {...fieldProps(state, 'comments', t('form.comments'))} rows={5} />
    </OrderFormCard>
  );
}
