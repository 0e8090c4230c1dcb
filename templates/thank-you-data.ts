/**
 * What the build gives the thank-you page's script, as the page's JSON data block
 * (`<script type="application/json" id="page-props">`, as form pages carry theirs). The addresses the
 * page uses at the proxy are built from the contract (`orderStatusAddress`, `payProIdStatusAddress`,
 * `orderLookupAddress` in orgs/api-contract.ts).
 */
import type { OrgContact } from '../orgs/order-result-text.ts';
import type { PaymentName } from '../orgs/payment-words.ts';
import { isLanguage, type Language } from '../orgs/i18n/languages.ts';
import type { CompiledMessages } from '../orgs/i18n/translator.ts';

export interface ThankYouData {
  /** Base URL of the proxy API without a trailing slash, as the form page's (e.g. '/api'). */
  apiBase: string;
  /**
   * The form's route as its org file writes it, e.g. '/merchantform/jhrtrust': the page asks about an
   * order only as this form's (`orderStatusAddress`), and the proxy tells it only this form's orders.
   */
  route: string;
  /** What the form's payments are called (`paymentOf`): the words fit it (a donation, a zakat payment…). */
  payment: PaymentName;
  /** The organisation's name and whatever contact its org file gives. */
  org: OrgContact;
  /** The language the page is written in. */
  language: Language;
  /** The catalogue messages the page and its script read (area `thankYou`), in `language`, compiled. */
  messages: CompiledMessages;
}

/** Id of the region (`role="status"`) that shows the result. */
export const RESULT_ID = 'payment-result';

/** Id of the order lookup form for browsers without script (the script hides it once the address names an order). */
export const LOOKUP_ID = 'order-lookup';

/** The data block's text as data, or undefined when it is missing or not the expected shape. */
export function readThankYouData(text: string | null | undefined): ThankYouData | undefined {
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { apiBase, route, payment, org, language, messages } = (data ?? {}) as Partial<Record<keyof ThankYouData, unknown>>;
  const named = typeof org === 'object' && org !== null && typeof (org as OrgContact).displayName === 'string';
  const worded = isLanguage(language) && typeof messages === 'object' && messages !== null;
  const routed = typeof route === 'string' && route.startsWith('/');
  if (typeof apiBase !== 'string' || !routed || typeof payment !== 'string' || !named || !worded) return undefined;
  return data as ThankYouData;
}
