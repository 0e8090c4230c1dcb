/**
 * The states of an order in the ledger, as the status API and `forms orders` name them:
 * - `pending`: written, create-order sent or about to be, no answer yet;
 * - `created`: PayPro created it (it has a PayProId); not paid yet;
 * - `rejected`: PayPro refused to create it (an envelope status other than '00');
 * - `unknown`: create-order was sent and no usable answer came back; the order may exist;
 * - `paid`: PayPro reports it PAID with the amount we asked for;
 * - `amount_mismatch`: PayPro reports it PAID, but with another amount (investigate);
 * - `blocked`: PayPro reports it BLOCKED (cancelled at the checkout, or blocked by the merchant);
 * - `expired`: still unpaid (or never found) after the end of its due date.
 */
import { ORDER_STATES, type OrderState } from '../../orgs/public-order-status.ts';

// Declared once beside the status API's answer, which the thank-you page reads too.
export { ORDER_STATES, type OrderState };

/** States no status check changes any more. */
export const FINAL_STATES: ReadonlySet<OrderState> = new Set(['rejected', 'paid', 'amount_mismatch', 'blocked', 'expired']);

/** States reconciliation follows. */
export const FOLLOWED_STATES: readonly OrderState[] = ['created', 'unknown'];

/** Whether `value` names a state. */
export function isOrderState(value: string): value is OrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}

/** Minutes from one reconciliation check to the next: 1, 5, 30, then hourly. */
const BACKOFF_MINUTES = [1, 5, 30, 60];

/**
 * When an order that has been checked `checks` times (0 right after it was created) is checked next:
 * `from` plus 1 minute, then 5, then 30, then every hour.
 */
export function nextCheckAt(from: Date, checks: number): Date {
  const minutes = BACKOFF_MINUTES[Math.min(checks, BACKOFF_MINUTES.length - 1)]!;
  return new Date(from.getTime() + minutes * 60_000);
}

/**
 * Whether the order with OrderDueDate `dueDate` ('yyyy-mm-dd', a Karachi calendar day) can no longer
 * be paid at `now`: PayPro keeps an invoice payable until the end of its due date, in Asia/Karachi
 * (UTC+5 all year, no daylight saving) (proxy/paypro/PROTOCOL.md#dates).
 */
export function isPastDue(dueDate: string, now: Date): boolean {
  return now.getTime() >= Date.parse(`${dueDate}T00:00:00+05:00`) + 24 * 60 * 60_000;
}

/** 'dd/MM/yyyy' (PayPro's date format) as 'yyyy-mm-dd'. Throws RangeError for anything else. */
export function isoDay(payproDate: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(payproDate);
  if (!match) throw new RangeError(`"${payproDate}" is not a dd/MM/yyyy date`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}
