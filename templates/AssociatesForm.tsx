/**
 * The associates form: full name, email, CNIC/NICOP number, the international phone
 * input, donation purpose, currency, amount with the currency in front, and country; no address, no
 * comments. As the donor types, the name keeps letters and spaces, the CNIC/NICOP number at most 13
 * digits and the amount digits. Field names are those of the original forms.
 */
import { NATIONAL_ID_DIGITS } from '../orgs/kinds/associates/rules.ts';
import type { AssociatesFormDef } from '../orgs/types.ts';
import { ChoiceSelect } from './fields/ChoiceSelect.tsx';
import { CurrencySelect } from './fields/CurrencySelect.tsx';
import { EmailField } from './fields/EmailField.tsx';
import { digitsOnly, lettersAndSpaces, withFilter } from './fields/input-filters.ts';
import { InternationalPhoneField } from './fields/InternationalPhoneField.tsx';
import { PrefixedAmountField } from './fields/PrefixedAmountField.tsx';
import { TextField } from './fields/TextField.tsx';
import { currencyDefaults } from './order-flow/currency-defaults.ts';
import { fieldProps } from './order-flow/use-field-state.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { useSubmitted } from './no-script/submitted-form.ts';
import { OrderFormCard } from './OrderFormCard.tsx';
import { associatesFields } from '../orgs/kinds/associates/rules.ts';
import { useTranslator } from './i18n/translator-context.ts';
import { ZakatCalculatorOpener } from './zakat-calculator/ZakatCalculatorOpener.tsx';
import type { PageImage } from './page-props.ts';

export interface AssociatesFormProps {
  form: AssociatesFormDef;
  apiBase: string;
  logo?: PageImage;
}

const nationalIdFilter = digitsOnly(NATIONAL_ID_DIGITS);
const amountFilter = digitsOnly();

export function AssociatesForm({ form, apiBase, logo }: AssociatesFormProps) {
  const { t, text } = useTranslator();
  const state = useSubmitted(useOrderForm(form, apiBase, associatesFields, currencyDefaults(form)));
  const field = (name: string, label: string) => fieldProps(state, name, label);
  const { phone, purpose } = form;
  return (
    <OrderFormCard form={form} apiBase={apiBase} logo={logo} state={state}>
      <TextField {...withFilter(field('name', t('form.fullName')), lettersAndSpaces)} autoComplete="name" />
      <EmailField state={state} />
      <TextField
        {...withFilter(field('nationalIdentityNumber', t('form.nationalIdNumber')), nationalIdFilter)}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('form.nationalIdPlaceholder')}
      />
      <InternationalPhoneField
        {...field('phoneNumber', text(phone.label))}
        defaultCountry={phone.defaultCountry}
        placeholder={phone.placeholder === undefined ? undefined : text(phone.placeholder)}
      />
      <ChoiceSelect {...field(purpose.field, text(purpose.label))} options={purpose.options} />
      <CurrencySelect state={state} form={form} />
      <PrefixedAmountField
        {...withFilter(field('amount', t('form.amount')), amountFilter)}
        currency={state.values.currency ?? ''}
        inputMode="numeric"
      />
      <ZakatCalculatorOpener state={state} />
      <ChoiceSelect {...field('country', t('form.country'))} options={form.countries} />
    </OrderFormCard>
  );
}
