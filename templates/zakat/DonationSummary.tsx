/**
 * The summary of the zakat form's summary variant: payment amount, giving frequency
 * 'One time' (the only one the form offers) and the donation total, which equals the amount.
 */
import { formatAmount } from '../fields/format-amount.ts';

export function DonationSummary({ amount, currency }: { amount: string; currency: string }) {
  const shown = formatAmount(amount, currency);
  return (
    <section className="donation-summary" aria-labelledby="donation-summary-title">
      <h2 id="donation-summary-title">Donation summary</h2>
      <dl>
        <div>
          <dt>Payment amount</dt>
          <dd>{shown}</dd>
        </div>
        <div>
          <dt>Giving frequency</dt>
          <dd>One time</dd>
        </div>
        <div className="donation-total">
          <dt>Donation total</dt>
          <dd>{shown}</dd>
        </div>
      </dl>
    </section>
  );
}
