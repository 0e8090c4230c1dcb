/**
 * The page PayPro sends the donor back to (`<route>/thank-you/?order=<OrderNumber>`, the form's callback
 * target, with PayPro's `status`, `ordId` and `msg` added). It is static and claims nothing: the address
 * PayPro builds is unauthenticated (proxy/paypro/PROTOCOL.md#browser-return), so `client/thank-you.ts`
 * asks the proxy what PayPro confirmed about the order it names (by our `order`, else by PayPro's
 * `ordId`: `thank-you-address.ts`) and writes that into the result region. Without script (or without
 * an order in the address), the region says a receipt comes by email and whom to ask, and a GET form
 * opens the proxy's own status page for an order number the donor types in
 * (`<apiBase>/orders/page?order=<OrderNumber>&route=<route>`, `&lang=` on a page in another language
 * than English): a static page cannot read its own address without script. The route binds the answer
 * to this form, as the script's question does: another form's order is not found. The link back to the
 * form comes first and the lookup form last: the script rewrites the region and hides the form, and
 * nothing the donor already sees moves when it does.
 */
import { DEFAULT_LANGUAGE } from '../orgs/i18n/languages.ts';
import type { Translator } from '../orgs/i18n/translator.ts';
import { LANGUAGE_PARAMETER, orderLookupAddress } from '../orgs/api-contract.ts';
import { ORDER_PARAMETER, ROUTE_PARAMETER } from '../orgs/public-order-status.ts';
import { paymentWords } from '../orgs/payment-words.ts';
import { contactLine } from '../orgs/order-result-text.ts';
import { LOOKUP_ID, RESULT_ID, type ThankYouData } from './thank-you-data.ts';
import type { PageImage } from './page-props.ts';

export interface ThankYouPageProps extends Omit<ThankYouData, 'language' | 'messages'> {
  /** The page's words: a translator over the data's language and messages (no FormPage provides one here). */
  translator: Translator;
  theme: 'light' | 'dark';
  /** The logo (URL relative to the page's folder, and size), with its text alternative in the page's language. */
  logo?: PageImage & { alt: string };
}

/** Id of the lookup form's order number input. */
const ORDER_INPUT_ID = 'lookup-order';

/** `org.displayName` is already in the page's language (`thankYouData`), as is the logo's alt text. */
export function ThankYouPage({ apiBase, route, payment, org, theme, logo, translator }: ThankYouPageProps) {
  const { t, language } = translator;
  const noun = t(paymentWords(payment).noun);
  return (
    <main className={`form-page theme-${theme}`}>
      <div className="form-card form-card--narrow">
        <p className="back-link">
          <a href="../">{t('thankYou.backToForm')}</a>
        </p>
        {logo && <img className="form-logo" src={logo.url} width={logo.width} height={logo.height} alt={logo.alt} />}
        <h1>{org.displayName}</h1>
        <div id={RESULT_ID} className="result" role="status" aria-live="polite">
          <p>{t('thankYou.receiptByEmail')}</p>
          <p>{t('thankYou.lookUpHint', { noun })}</p>
          <p>{contactLine(t, org, undefined)}</p>
        </div>
        <form id={LOOKUP_ID} className="order-lookup" method="get" action={orderLookupAddress(apiBase)}>
          <input type="hidden" name={ROUTE_PARAMETER} value={route} />
          {language !== DEFAULT_LANGUAGE && <input type="hidden" name={LANGUAGE_PARAMETER} value={language} />}
          <div className="field">
            <label htmlFor={ORDER_INPUT_ID}>{t('thankYou.orderNumberLabel')}</label>
            <input
              id={ORDER_INPUT_ID}
              name={ORDER_PARAMETER}
              type="text"
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          </div>
          <div className="form-actions">
            <button className="submit" type="submit">
              {t('thankYou.lookUp')}
            </button>
          </div>
        </form>
      </div>
    </main>
  );
}
