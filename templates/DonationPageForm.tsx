/**
 * The donation page and the zakat page: banner, heading, name, email, phone, address,
 * currency, amount, Submit, and the currency-rate widget below the form. The amount box hints at the
 * chosen currency's minimum ('Minimum Amount RS 500'); the minimum is checked as the donor types and on
 * submit. Field names are those of the original forms.
 */
import { minimumFor } from '../orgs/rules/amount-minimum.ts';
import type { DonationPageFormDef } from '../orgs/types.ts';
import { CurrencyWidget } from './donation/CurrencyWidget.tsx';
import { AmountField } from './fields/AmountField.tsx';
import { CurrencySelect } from './fields/CurrencySelect.tsx';
import { DonorFields } from './fields/DonorFields.tsx';
import { currencyDefaults } from './order-flow/currency-defaults.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { useSubmitted } from './no-script/submitted-form.ts';
import { OrderFormCard } from './OrderFormCard.tsx';
import { donationPageFields } from '../orgs/kinds/donation-page/rules.ts';
import { ZakatCalculatorOpener } from './zakat-calculator/ZakatCalculatorOpener.tsx';
import type { PageImage } from './page-props.ts';

export interface DonationPageFormProps {
  form: DonationPageFormDef;
  apiBase: string;
  /** The banner image (URL relative to the page's folder, and size). */
  logo?: PageImage;
}

export function DonationPageForm({ form, apiBase, logo }: DonationPageFormProps) {
  const state = useSubmitted(useOrderForm(form, apiBase, donationPageFields, currencyDefaults(form)));
  const minimum = minimumFor(form.minimums, state.values.currency ?? '');
  return (
    <OrderFormCard
      form={form}
      apiBase={apiBase}
      logo={logo}
      banner
      state={state}
      after={form.currencyWidget && <CurrencyWidget widget={form.currencyWidget} />}
    >
      <DonorFields state={state} phone={form.phone} />
      <CurrencySelect state={state} form={form} />
      <AmountField state={state} placeholder={minimum?.placeholder} />
      <ZakatCalculatorOpener state={state} />
    </OrderFormCard>
  );
}
