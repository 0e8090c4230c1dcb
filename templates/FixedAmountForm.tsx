/**
 * A fixed-amount billing form: name and email only, and the amount, shown read-only with what it is for
 * when the org file says so (`paymentFor`).
 * The server charges the org file's price whatever the page sends (README, Decisions: the server decides money).
 */
import type { Translator } from '../orgs/i18n/translator.ts';
import type { FixedAmountFormDef } from '../orgs/types.ts';
import { EmailField } from './fields/EmailField.tsx';
import { FixedPriceField } from './fields/FixedPriceField.tsx';
import { TextField } from './fields/TextField.tsx';
import { fieldProps } from './order-flow/use-field-state.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { useSubmitted } from './no-script/submitted-form.ts';
import { OrderFormCard } from './OrderFormCard.tsx';
import { fixedAmountFields } from '../orgs/kinds/fixed-amount/rules.ts';
import { useTranslator } from './i18n/translator-context.ts';
import type { PageImage } from './page-props.ts';

export interface FixedAmountFormProps {
  form: FixedAmountFormDef;
  apiBase: string;
  logo?: PageImage;
}

/** The form's rules as `useOrderForm` builds them: they do not depend on the form. */
const fixedAmountRules = (_form: FixedAmountFormDef, translator: Translator) => fixedAmountFields(translator);

export function FixedAmountForm({ form, apiBase, logo }: FixedAmountFormProps) {
  const { t, text } = useTranslator();
  const state = useSubmitted(useOrderForm(form, apiBase, fixedAmountRules));
  return (
    <OrderFormCard form={form} apiBase={apiBase} logo={logo} narrow state={state}>
      <TextField {...fieldProps(state, 'name', t('form.name'))} autoComplete="name" />
      <EmailField state={state} />
      <FixedPriceField label={t('form.amount')} price={form.price} />
      {form.paymentFor && <p className="form-note payment-for field--wide">{t('form.paymentFor', { purpose: text(form.paymentFor) })}</p>}
    </OrderFormCard>
  );
}
