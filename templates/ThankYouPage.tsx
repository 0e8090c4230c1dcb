/**
 * The page PayPro sends the donor back to (`<route>/thank-you/?order=<OrderNumber>`, the form's callback
 * target). It is static and claims nothing: the address PayPro builds is unauthenticated
 * (proxy/paypro/PROTOCOL.md#browser-return), so `client/thank-you.ts` asks the proxy what PayPro
 * confirmed and writes that into the result region. Without script, the region says a receipt comes
 * by email, and a GET form opens the proxy's own status page for an order number the donor types in
 * (`<apiBase>/orders/page?order=<OrderNumber>`): a static page cannot read its own address without script.
 */
import { RECEIPT_BY_EMAIL } from '../orgs/order-result-text.ts';
import { paymentWords } from '../orgs/payment-words.ts';
import { lookupAction, LOOKUP_ID, RESULT_ID, type ThankYouData } from './thank-you-data.ts';

export interface ThankYouPageProps extends ThankYouData {
  theme: 'light' | 'dark';
  /** URL of the logo relative to the page's folder, with its text alternative. */
  logo?: { url: string; alt: string };
}

/** Id of the lookup form's order number input. */
const ORDER_INPUT_ID = 'lookup-order';

export function ThankYouPage({ apiBase, formKind, org, theme, logo }: ThankYouPageProps) {
  const { noun } = paymentWords(formKind);
  return (
    <main className={`form-page theme-${theme}`}>
      <div className="form-card form-card--narrow">
        {logo && <img className="form-logo" src={logo.url} alt={logo.alt} />}
        <h1>{org.displayName}</h1>
        <div id={RESULT_ID} className="result" role="status" aria-live="polite">
          <p>{RECEIPT_BY_EMAIL}</p>
          <p>To see whether PayPro has confirmed your {noun}, look up your order number.</p>
        </div>
        <form id={LOOKUP_ID} className="order-lookup" method="get" action={lookupAction(apiBase)}>
          <div className="field">
            <label htmlFor={ORDER_INPUT_ID}>Order number (in the address bar after order=)</label>
            <input id={ORDER_INPUT_ID} name="order" type="text" required autoComplete="off" autoCapitalize="none" spellCheck={false} />
          </div>
          <div className="form-actions">
            <button className="submit" type="submit">
              Look up the order
            </button>
          </div>
        </form>
        <p>
          <a href="../">Back to the form</a>
        </p>
      </div>
    </main>
  );
}
