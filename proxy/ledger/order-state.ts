/**
 * The states of an order in the ledger, as the status API and `forms orders` name them:
 * - `pending`: written, create-order sent or about to be, no answer yet;
 * - `created`: PayPro created it (it has a PayProId); not paid yet;
 * - `rejected`: PayPro refused to create it (an envelope status other than '00');
 * - `unknown`: create-order was sent and no usable answer came back; the order may exist;
 * - `paid`: PayPro reports it PAID, and no amount it gives differs from ours (`amount_check` says how
 *   it was compared; `not_comparable` when PayPro gave none that could be: a flag for the operator, not
 *   a state of its own, since the money counts and moves like any payment);
 * - `amount_mismatch`: PayPro reports it PAID, but with another amount (investigate);
 * - `blocked`: PayPro reports it BLOCKED (cancelled at the checkout, or blocked by the merchant);
 * - `expired`: still unpaid (or never found) after the end of its due date.
 */
import { ORDER_STATES, type OrderState } from '../../orgs/public-order-status.ts';

// Declared once beside the status API's answer, which the thank-you page reads too.
export { ORDER_STATES, type OrderState };

/**
 * Which state may follow which: the one table every change of an order's state obeys. The ledger
 * writes a state only with a compare-and-set on the state it was computed from (`Ledger`), so an answer
 * judged against an older copy of the row can never undo a newer one; a pair missing here is refused.
 * - `pending` -> `created`, `rejected`, `unknown`: create-order's outcome (write-ahead), or `unknown`
 *   once its request is known to be dead; -> `created`, `paid`, `amount_mismatch`, `blocked`: a status
 *   answer that came before that outcome was written (PayPro knows the order, so it exists).
 * - `created` -> itself: a check that found it still unpaid (its backoff moves on); -> `paid`,
 *   `amount_mismatch`, `blocked`: what PayPro reports; -> `expired`: still unpaid after its due date.
 * - `unknown` -> itself, and every state `created` may become, and `created` (PayPro has the order).
 * - `expired` -> `paid`, `amount_mismatch`: money that arrived after the due date counts, whatever the
 *   ledger had concluded (proxy/paypro/PROTOCOL.md#dates: what PayPro reports after it is unknown).
 * - `paid`, `amount_mismatch`, `blocked`, `rejected`: final. A later answer, however it reads, never
 *   changes them (`amount_mismatch` is for a person to look at, not for the next answer to settle). No
 *   code path leaves them; an operator who must (a refund, a correction agreed with PayPro) does it
 *   outside the proxy.
 */
export const NEXT_STATES: Readonly<Record<OrderState, readonly OrderState[]>> = {
  pending: ['created', 'rejected', 'unknown', 'paid', 'amount_mismatch', 'blocked'],
  created: ['created', 'paid', 'amount_mismatch', 'blocked', 'expired'],
  unknown: ['unknown', 'created', 'paid', 'amount_mismatch', 'blocked', 'expired'],
  expired: ['paid', 'amount_mismatch'],
  paid: [],
  amount_mismatch: [],
  blocked: [],
  rejected: [],
};

/** Whether an order in state `from` may be written as `to` (`NEXT_STATES`). */
export function mayFollow(from: OrderState, to: OrderState): boolean {
  return NEXT_STATES[from].includes(to);
}

/** States reconciliation follows (checked with a backoff until they leave them). */
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
