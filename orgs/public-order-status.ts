/**
 * The order status API as both of its readers know it: the thank-you page, which polls
 * `GET <apiBase>/orders/<OrderNumber>/status?route=<its form's route>` (`orderStatusAddress` in api-contract.ts), or,
 * when PayPro's return lost our `order` parameter, `GET <apiBase>/orders/by-paypro-id/<PayProId>/status?route=`
 * (`payProIdStatusAddress`), and the proxy, which answers both and draws its own status page from the
 * same facts. Pure and free of our other
 * modules, so the page's script and the proxy share it. The states are the ledger's
 * (proxy/ledger/order-state.ts says what each one means).
 */

/** Every state the API reports, in the ledger's order. */
export const ORDER_STATES = ['pending', 'created', 'rejected', 'unknown', 'paid', 'amount_mismatch', 'blocked', 'expired'] as const;

export type OrderState = (typeof ORDER_STATES)[number];

/**
 * What a donor may be told about a state:
 * - `confirmed`: PayPro reports it paid, and no amount it gives differs from the one asked for;
 * - `confirming`: no final word yet (`pending`, `created`, `unknown`), or a payment whose amount does not
 *   match (`amount_mismatch`: the charity investigates, the donor is not told it failed);
 * - `not-paid`: PayPro refused it (`rejected`), it was cancelled or blocked (`blocked`), or it ran out
 *   of time unpaid (`expired`).
 */
export type OrderOutcome = 'confirmed' | 'confirming' | 'not-paid';

export const OUTCOME_OF_STATE: Readonly<Record<OrderState, OrderOutcome>> = {
  pending: 'confirming',
  created: 'confirming',
  unknown: 'confirming',
  amount_mismatch: 'confirming',
  paid: 'confirmed',
  rejected: 'not-paid',
  blocked: 'not-paid',
  expired: 'not-paid',
};

/**
 * The mail of a paid order's receipt, as the thank-you page tells it: the address masked
 * (`a•••@t•••.com`), and whether it was sent (false: queued, it will be).
 */
export interface ReceiptMailStatus {
  to: string;
  sent: boolean;
}

/** The body of a 200 answer: no donor data, only what the donor's receipt needs. */
export interface PublicOrderStatus {
  state: OrderState;
  /** Exact decimal text in major units, e.g. '2500' or '25.50'. */
  amount: string;
  /** ISO 4217, e.g. 'PKR'. */
  currency: string;
  /** ISO 8601 in UTC, e.g. '2025-05-12T09:03:00.000Z'; null until paid. */
  paidAt: string | null;
  /** PayPro's reference (its PayProId: digits, leading zeros kept); null before PayPro created the order. */
  reference: string | null;
  /**
   * Present only for a paid order whose receipt mail is sent or on its way; absent for any other order,
   * and when the mail failed or may not have left (the page then says nothing of it).
   */
  receipt?: ReceiptMailStatus;
}

/** The shape of an OrderNumber this system issues or accepts: 1 to 64 letters, digits, '_' or '-'. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value);
}

/**
 * The shape of a PayProId the status API looks up: 1 to 32 decimal digits, kept as text (PayPro's are
 * 14 digits with leading zeros, e.g. '01102205600001': proxy/paypro/PROTOCOL.md "Create order"), so
 * '01102205600001' and '1102205600001' are two different ids.
 */
export const PAYPRO_ID_PATTERN = /^\d{1,32}$/;

export function isPayProId(value: unknown): value is string {
  return typeof value === 'string' && PAYPRO_ID_PATTERN.test(value);
}

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

const DECIMAL = /^\d{1,20}(\.\d{1,20})?$/;
const CURRENCY = /^[A-Z]{3}$/;

/**
 * `body` (parsed JSON of a 200 answer) as a status, or undefined when it is not one: an unknown state,
 * an amount that is not decimal text, a currency that is not three capitals, a paidAt or reference that
 * is neither text nor null. A `receipt` that is not `{ to: text, sent: boolean }` is dropped, as are
 * any other keys.
 */
export function readPublicStatus(body: unknown): PublicOrderStatus | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { state, amount, currency, paidAt, reference, receipt } = body as Record<string, unknown>;
  if (!isOrderState(state) || typeof amount !== 'string' || !DECIMAL.test(amount)) return undefined;
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return undefined;
  if (!(paidAt === null || typeof paidAt === 'string') || !(reference === null || typeof reference === 'string')) return undefined;
  const mail = receipt as Partial<ReceiptMailStatus> | null | undefined;
  const told = typeof mail?.to === 'string' && typeof mail.sent === 'boolean' ? { receipt: { to: mail.to, sent: mail.sent } } : {};
  return { state, amount, currency, paidAt, reference, ...told };
}

/**
 * The query parameter that names the form whose page asks about an order, e.g.
 * `?route=/merchantform/jhrtrust`: an order is told only to the pages of the form it was made from, so
 * one charity's thank-you page never shows another's receipt. The status API requires it and answers
 * an order of another form (or another org) exactly as an order it does not hold (404
 * `unknown_order`); the proxy's status page takes it when given (the lookup form sends it) and then
 * holds to the same rule. Matched as the proxy matches a posted route (orgs/routes.ts `findForm`).
 */
export const ROUTE_PARAMETER = 'route';

/** The query parameter of the proxy's status page that names the order, e.g. `?order=<OrderNumber>`. */
export const ORDER_PARAMETER = 'order';
