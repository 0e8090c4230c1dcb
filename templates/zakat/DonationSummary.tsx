/**
 * The summary of the zakat form's summary variant: payment amount, giving frequency
 * 'One time' (the only one the form offers) and the donation total, which equals the amount.
 */
import { formatAmount } from '../fields/format-amount.ts';
import { useTranslator } from '../i18n/translator-context.ts';

export function DonationSummary({ amount, currency }: { amount: string; currency: string }) {
  const { t } = useTranslator();
  const shown = formatAmount(amount, currency);
  return (
    <section className="donation-summary" aria-labelledby="donation-summary-title">
      <h2 id="donation-summary-title">{t('zakat.summaryHeading')}</h2>
      <dl>
        <div>
          <dt>{t('zakat.paymentAmount')}</dt>
          <dd>{shown}</dd>
        </div>
        <div>
          <dt>{t('zakat.givingFrequency')}</dt>
          <dd>{t('zakat.oneTime')}</dd>
        </div>
        <div className="donation-total">
          <dt>{t('zakat.donationTotal')}</dt>
          <dd>{shown}</dd>
        </div>
      </dl>
    </section>
  );
}
