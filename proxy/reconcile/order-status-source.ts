/**
 * What the status API and the proxy's status page tell about one order: the ledger's word, brought up
 * to date at PayPro on the spot when the order is still followed (`created` or `unknown`), at most once
 * per order every `minGapMs` ms whoever asks (a polling page, a second tab, another process). When
 * PayPro cannot be asked, the order goes to the front of reconciliation's queue (`CheckOptions.prompted`).
 * A paid order's view says where its receipt was mailed (masked), when it was.
 */
import { FOLLOWED_STATES } from '../ledger/order-state.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { paidInstantOf } from '../ledger/paid-instant.ts';
import type { OrderRow } from '../ledger/tables.ts';
import type { OrderStatusView } from '../order-status/order-status-view.ts';
import type { ReceiptMailStatus } from '../../orgs/public-order-status.ts';
import type { StatusChecker } from './status-check.ts';

export interface OrderStatusSourceDeps {
  ledger: Ledger;
  check: StatusChecker;
  /** Least time between two on-the-spot checks of one order, in ms; default 5000. */
  minGapMs?: number;
  /** The receipt mail of a paid order, as the page may tell it (`receiptMailStatus`); absent: never told. */
  receiptMailOf?(orderNumber: string): Promise<ReceiptMailStatus | undefined>;
}

/** When it was paid (`paidInstantOf`), as ISO 8601 UTC; null while unpaid. */
export function paidAtOf(order: Pick<OrderRow, 'state' | 'date_paid' | 'paid_at'>): string | null {
  if (order.state !== 'paid') return null;
  return paidInstantOf(order)?.toISOString() ?? null;
}

/** The view of `order` (no donor data). */
export function viewOf(order: OrderRow): OrderStatusView {
  return {
    orderNumber: order.order_number,
    org: order.org,
    route: order.route,
    formKind: order.form_kind as OrderStatusView['formKind'],
    state: order.state,
    amount: order.amount,
    currency: order.currency,
    paidAt: paidAtOf(order),
    reference: order.paypro_id,
  };
}

/** `statusOf(orderNumber)`: the view, or undefined for an OrderNumber the ledger does not hold. */
export function createOrderStatusSource(deps: OrderStatusSourceDeps): (orderNumber: string) => Promise<OrderStatusView | undefined> {
  const minGapMs = deps.minGapMs ?? 5_000;
  return async (orderNumber) => {
    let order = await deps.ledger.find(orderNumber);
    if (!order) return undefined;
    if (FOLLOWED_STATES.includes(order.state) && (await deps.ledger.claimCheck(orderNumber, minGapMs))) {
      const result = await deps.check(order, { prompted: true });
      if (result.kind === 'checked') order = result.order;
    }
    const receipt = order.state === 'paid' ? await deps.receiptMailOf?.(orderNumber) : undefined;
    return { ...viewOf(order), ...(receipt ? { receipt } : {}) };
  };
}
