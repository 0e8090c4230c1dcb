/**
 * What a donor reads about an order, in one place for the thank-you page (which asks the proxy as long
 * as the answer may change) and the proxy's own status page (one answer, no script): the same phases in
 * the same words. Only what the proxy confirmed is ever said: nothing here reads the address PayPro
 * sends the donor back to, whose `status` and `msg` anyone can type
 * (proxy/paypro/PROTOCOL.md#browser-return). Plain text only; each page escapes or inserts it as text.
 */
import { paymentWords } from './payment-words.ts';
import { OUTCOME_OF_STATE, type OrderState, type PublicOrderStatus } from './public-order-status.ts';
import { formatMoney, formatPaidAt } from './receipt-format.ts';

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
  /** The form's kind, for the words (`paymentWords`); absent: plain payment words. */
  formKind?: string;
  /** Absent when the order, and so its organisation, is unknown (the proxy's not-found page). */
  org?: OrgContact;
  orderNumber?: string;
  /** The proxy's last answer; the `confirmed` and `not-paid` texts use it. */
  status?: PublicOrderStatus;
  /** IANA zone of the paid time, e.g. 'Asia/Karachi'; absent: the reader's own. */
  timeZone?: string;
}

export interface ResultText {
  /** The paragraphs in order, the outcome first. */
  paragraphs: string[];
  /** Whether to offer a link back to the form (`TRY_AGAIN`): the order was not paid. */
  tryAgain: boolean;
}

export const RECEIPT_BY_EMAIL = 'PayPro emails a receipt once the payment is through.';
/** Text of the link back to the form after a payment that did not happen. */
export const TRY_AGAIN = 'Go back to the form to try again';

const NOT_PAID_REASON: Partial<Record<OrderState, string>> = {
  rejected: 'PayPro did not accept the order.',
  blocked: "The payment was cancelled or blocked at PayPro's checkout.",
  expired: 'The order expired before it was paid.',
};

const DECIMAL = /^\d+(\.\d+)?$/;

/** The phase a state shows once the proxy answered with it; `confirming` while it may still change. */
export function phaseOfState(state: OrderState): ResultPhase {
  const outcome = OUTCOME_OF_STATE[state];
  return outcome === 'confirmed' ? 'confirmed' : outcome === 'not-paid' ? 'not-paid' : 'confirming';
}

/** Who to ask when no receipt comes: only the org file's facts, and the order number when known. */
function contactLine(org: OrgContact | undefined, orderNumber: string | undefined): string {
  if (!org) return 'If no receipt arrives, contact the organisation you paid.';
  let line = `If no receipt arrives, contact ${org.displayName}`;
  if (org.contactEmail) line += ` at ${org.contactEmail}`;
  if (org.siteUrl) line += `${org.contactEmail ? ' or' : ''} through ${org.siteUrl}`;
  if (orderNumber) line += ` and give them the order number ${orderNumber}`;
  return `${line}.`;
}

function confirmedText(noun: string, facts: ResultFacts): string[] {
  const { status, org, orderNumber, timeZone } = facts;
  const money = status && DECIMAL.test(status.amount) ? ` of ${formatMoney(status.amount, status.currency)}` : '';
  const paidAt = status?.paidAt ? formatPaidAt(status.paidAt, timeZone) : undefined;
  const lines = [`Your ${noun}${money} is confirmed.`];
  if (org) lines.push(paymentWords(facts.formKind).thanks(org.displayName));
  if (paidAt) lines.push(`Paid on ${paidAt}.`);
  if (status?.reference) lines.push(`PayPro reference: ${status.reference}`);
  if (orderNumber) lines.push(`Order number: ${orderNumber}`);
  return lines;
}

/** The text of `phase` for `facts`. */
export function resultText(phase: ResultPhase, facts: ResultFacts): ResultText {
  const { noun } = paymentWords(facts.formKind);
  switch (phase) {
    case 'checking':
      return {
        paragraphs: [`Checking your ${noun} with PayPro…`, 'This page keeps checking for a few minutes. Please keep it open.'],
        tryAgain: false,
      };
    case 'confirming':
      return {
        paragraphs: [
          `PayPro has not confirmed your ${noun} yet.`,
          'This page checks again by itself for a few minutes. Please keep it open, and do not pay again.',
        ],
        tryAgain: false,
      };
    case 'unconfirmed':
      return {
        paragraphs: [
          `Your ${noun} is not confirmed yet.`,
          `${RECEIPT_BY_EMAIL} Please do not pay again in the meantime.`,
          contactLine(facts.org, facts.orderNumber),
        ],
        tryAgain: false,
      };
    case 'confirmed':
      return { paragraphs: confirmedText(noun, facts), tryAgain: false };
    case 'not-paid': {
      const reason = facts.status ? NOT_PAID_REASON[facts.status.state] : undefined;
      return { paragraphs: [`Your ${noun} was not paid.`, ...(reason ? [reason] : [])], tryAgain: true };
    }
    case 'not-found':
      // No order number: the one named, if any, is not one the proxy holds.
      return {
        paragraphs: ['We could not find this order.', `If you have just paid: ${RECEIPT_BY_EMAIL}`, contactLine(facts.org, undefined)],
        tryAgain: false,
      };
  }
}
