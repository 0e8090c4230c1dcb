/**
 * The zakat forms, one template with two variants. `summary`: a header with a quote,
 * the currency beside the amount, name, email, phone, address, the donation summary, 'Donate Now' and
 * a note that the donor goes on to the payment provider's page. `plain`: the same fields as a grid
 * with Submit, and a link to a currency-rates site. The amount box hints at the chosen currency's
 * minimum, which is checked as the donor types; on submit only the amount's presence is.
 */
import { minimumFor } from '../orgs/rules/amount-minimum.ts';
import type { ZakatFormDef } from '../orgs/types.ts';
import { AmountField } from './fields/AmountField.tsx';
import { CurrencySelect } from './fields/CurrencySelect.tsx';
import { DonorFields } from './fields/DonorFields.tsx';
import { currencyDefaults } from './order-flow/currency-defaults.ts';
import { useOrderForm } from './order-flow/use-order-form.ts';
import { useSubmitted } from './no-script/submitted-form.ts';
import { OrderFormCard } from './OrderFormCard.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { DonationSummary } from './zakat/DonationSummary.tsx';
import { QuoteHeader } from './zakat/QuoteHeader.tsx';
import { zakatFormFields } from '../orgs/kinds/zakat-form/rules.ts';
import { useTranslator } from './i18n/translator-context.ts';
import { ZakatCalculatorOpener } from './zakat-calculator/ZakatCalculatorOpener.tsx';
import type { PageImage } from './page-props.ts';

export interface ZakatFormProps {
  form: ZakatFormDef;
  apiBase: string;
  logo?: PageImage;
}

export function ZakatForm({ form, apiBase, logo }: ZakatFormProps) {
  const { t, text } = useTranslator();
  const state = useSubmitted(useOrderForm(form, apiBase, zakatFormFields, currencyDefaults(form)));
  const currency = state.values.currency ?? '';
  const summary = form.variant === 'summary';

  const money = (
    <>
      <CurrencySelect state={state} form={form} />
      <AmountField state={state} placeholder={minimumFor(form.minimums, currency)?.placeholder} />
    </>
  );
  const donor = <DonorFields state={state} phone={form.phone} />;

  return (
    <OrderFormCard
      form={form}
      apiBase={apiBase}
      logo={logo}
      state={state}
      heading={summary ? <QuoteHeader title={form.title} quote={form.quote} /> : undefined}
      actions={
        <>
          <SubmitButton loading={state.loading} label={summary ? t('zakat.donateNow') : undefined} />
          {summary && <p className="provider-note">{t('zakat.providerNote')}</p>}
        </>
      }
      after={
        !summary &&
        form.ratesLink && (
          <p className="rates-link">
            <a href={form.ratesLink.url} target="_blank" rel="noopener noreferrer">
              {text(form.ratesLink.label)}
            </a>
          </p>
        )
      }
    >
      {summary ? <div className="amount-row">{money}</div> : donor}
      {summary ? donor : money}
      <ZakatCalculatorOpener state={state} />
      {summary && <DonationSummary amount={state.values.amount ?? ''} currency={currency} />}
    </OrderFormCard>
  );
}
