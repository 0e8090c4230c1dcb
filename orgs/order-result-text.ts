/**
 * What a donor reads about an order, in one place for the thank-you page (which asks the proxy as long
 * as the answer may change) and the proxy's own status page (one answer, no script): the same phases in
 * the same words. Only what the proxy confirmed is ever said: nothing here reads the address PayPro
 * sends the donor back to, whose `status` and `msg` anyone can type
 * (proxy/paypro/PROTOCOL.md#browser-return). The words are the catalogue's `thankYou` area, in the
 * language of the translator each page passes. Plain text only; each page escapes or inserts it as text.
 */
import type { MessageKey } from './i18n/catalogue.ts';
import type { Translator } from './i18n/translator.ts';
import { paymentWords } from './payment-words.ts';
import { OUTCOME_OF_STATE, type OrderState, type PublicOrderStatus } from './public-order-status.ts';
import { formatMoney, formatPaidAt, RECEIPT_LOCALE } from './receipt-format.ts';
import { LANGUAGE_INFO, type Language } from './i18n/languages.ts';

/**
 * - `checking`: asking, no answer yet (or only failures so far);
 * - `confirming`: the proxy answered, not with a final word yet; the page asks again;
 * - `unconfirmed`: no final word, and nobody is asking any more (the page gave up, or the proxy's page
 *   shows one answer): the receipt by email and the organisation's contact are what is left;
 * - `confirmed`, `not-paid`: the proxy's final word;
 * - `not-found`: no such order, or no order named at all. Never says anything was paid.
 */
export type ResultPhase = 'checking' | 'confirming' | 'unconfirmed' | 'confirmed' | 'not-paid' | 'not-found';

/** What the org file tells about reaching the organisation; nothing else is ever offered. */
export interface OrgContact {
  displayName: string;
  contactEmail?: string;
  siteUrl?: string;
}

export interface ResultFacts {
  /** What the form's payments are called (`PaymentName`), for the words; absent: plain payment words. */
  payment?: string;
  /** Absent when the order, and so its organisation, is unknown (the proxy's not-found page). */
  org?: OrgContact;
  orderNumber?: string;
  /** The proxy's last answer; the `confirmed` and `not-paid` texts use it. */
  status?: PublicOrderStatus;
  /** IANA zone of the paid time, e.g. 'Asia/Karachi'; absent: the reader's own. */
  timeZone?: string;
  /** The `Intl` locale of the amount and the time (`receiptLocale`); absent: British English. */
  locale?: string;
}

export interface ResultText {
  /** The paragraphs in order, the outcome first. */
  paragraphs: string[];
  /** Whether to offer a link back to the form (`thankYou.tryAgain`): the order was not paid. */
  tryAgain: boolean;
}

/** Why an order was not paid, by its state. */
const NOT_PAID_REASON: Partial<Record<OrderState, MessageKey>> = {
  rejected: 'thankYou.rejected',
  blocked: 'thankYou.blocked',
  expired: 'thankYou.expired',
};

const DECIMAL = /^\d+(\.\d+)?$/;

/** Formats a catalogue message: the page's or the proxy's translator's `t`. */
type Translate = Translator['t'];

/** The phase a state shows once the proxy answered with it; `confirming` while it may still change. */
export function phaseOfState(state: OrderState): ResultPhase {
  const outcome = OUTCOME_OF_STATE[state];
  return outcome === 'confirmed' ? 'confirmed' : outcome === 'not-paid' ? 'not-paid' : 'confirming';
}

/**
 * Who to ask when no receipt comes: only the org file's facts, and the order number when known; a
 * neutral line when the organisation is unknown.
 */
export function contactLine(t: Translate, org: OrgContact | undefined, orderNumber: string | undefined): string {
  if (!org) return t('thankYou.contactUnknown');
  const { contactEmail: email, siteUrl: site } = org;
  const via =
    email && site
      ? t('thankYou.viaEmailOrSite', { email, site })
      : email
        ? t('thankYou.viaEmail', { email })
        : site
          ? t('thankYou.viaSite', { site })
          : '';
  const order = orderNumber ? t('thankYou.giveOrderNumber', { orderNumber }) : '';
  return t('thankYou.contact', { org: org.displayName, via, order });
}

function confirmedText(t: Translate, noun: string, facts: ResultFacts): string[] {
  const { status, org, orderNumber, timeZone, locale } = facts;
  const amount = status && DECIMAL.test(status.amount) ? formatMoney(status.amount, status.currency, locale) : undefined;
  const paidAt = status?.paidAt ? formatPaidAt(status.paidAt, timeZone, locale) : undefined;
  const lines = [amount ? t('thankYou.confirmedAmount', { noun, amount }) : t('thankYou.confirmed', { noun })];
  if (org) lines.push(t(paymentWords(facts.payment).thanks, { org: org.displayName }));
  if (paidAt) lines.push(t('thankYou.paidOn', { time: paidAt }));
  if (status?.reference) lines.push(t('thankYou.reference', { reference: status.reference }));
  if (orderNumber) lines.push(t('thankYou.orderNumber', { orderNumber }));
  const receipt = status?.receipt;
  if (receipt) lines.push(t(receipt.sent ? 'thankYou.receiptSent' : 'thankYou.receiptWillBeSent', { to: receipt.to }));
  return lines;
}

/** The text of `phase` for `facts`, in `t`'s language. */
export function resultText(phase: ResultPhase, facts: ResultFacts, t: Translate): ResultText {
  const noun = t(paymentWords(facts.payment).noun);
  switch (phase) {
    case 'checking':
      return { paragraphs: [t('thankYou.checking', { noun }), t('thankYou.keepOpen')], tryAgain: false };
    case 'confirming':
      return { paragraphs: [t('thankYou.notConfirmedYet', { noun }), t('thankYou.checksAgain')], tryAgain: false };
    case 'unconfirmed':
      return {
        paragraphs: [t('thankYou.unconfirmed', { noun }), t('thankYou.receiptDoNotPayAgain'), contactLine(t, facts.org, facts.orderNumber)],
        tryAgain: false,
      };
    case 'confirmed':
      return { paragraphs: confirmedText(t, noun, facts), tryAgain: false };
    case 'not-paid': {
      const reason = facts.status ? NOT_PAID_REASON[facts.status.state] : undefined;
      return { paragraphs: [t('thankYou.notPaid', { noun }), ...(reason ? [t(reason)] : [])], tryAgain: true };
    }
    case 'not-found':
      // No order number: the one named, if any, is not one the proxy holds.
      return {
        paragraphs: [t('thankYou.notFound'), t('thankYou.justPaid'), contactLine(t, facts.org, undefined)],
        tryAgain: false,
      };
  }
}

/** The locale a receipt in `language` is written for: British English in English, else the language's own. */
export function receiptLocale(language: Language): string {
  return language === 'en' ? RECEIPT_LOCALE : LANGUAGE_INFO[language].locale;
}
