/**
 * One order as the status API and the proxy's status page see it: the ledger's facts that a donor may
 * be told, never the donor's own data. The states and the public answer are shared with the thank-you
 * page (orgs/public-order-status.ts); the ledger says what each state means (../ledger/order-state.ts).
 */
import type { FormKind } from '../../orgs/kinds.ts';
import type { AnswerOf } from '../../orgs/api-endpoints.ts';
import { ORDER_STATES, type OrderState, type PublicOrderStatus, type ReceiptMailStatus } from '../../orgs/public-order-status.ts';

export { ORDER_STATES, type OrderState, type PublicOrderStatus };

export interface OrderStatusView {
  /** Ours, e.g. 'k3x9az7m2p8w4rt6yhcq' (`[A-Za-z0-9_-]{1,64}`). */
  orderNumber: string;
  /** The org's id, e.g. 'jhrtrust'. */
  org: string;
  /** The route of the form it was made from, e.g. '/merchantform/jhrtrust'. */
  route: string;
  formKind: FormKind;
  state: OrderState;
  /** Exact decimal text in major units, e.g. '2500' or '25.50'. */
  amount: string;
  /** ISO 4217, e.g. 'PKR'. */
  currency: string;
  /** ISO 8601 UTC; null until paid. */
  paidAt: string | null;
  /** PayPro's PayProId (digits, leading zeros kept); null before PayPro created the order. */
  reference: string | null;
  /** The receipt's mail of a paid order, its address masked; absent when none is sent or on its way. */
  receipt?: ReceiptMailStatus;
}

/** The body of `GET /api/orders/<OrderNumber>/status`: these five keys, and `receipt` when the view has one. */
export function publicStatus(view: OrderStatusView): AnswerOf<'orderStatus'> {
  const { state, amount, currency, paidAt, reference, receipt } = view;
  return { state, amount, currency, paidAt, reference, ...(receipt ? { receipt } : {}) };
}
