/**
 * Asks PayPro what became of one order in the ledger, and records the answer (`settle`). The call
 * depends on what the ledger knows (proxy/paypro/PROTOCOL.md#order-status):
 * - an order created through the v2 API with a PayProId: `ggos` by PayProId;
 * - a v2 order without one (its creation's outcome is unknown): `ggosboi` by OrderNumber;
 * - a membership renewal (legacy /cpay/co) with its ConnectPayId: the legacy `gos`, with the
 *   account's legacy credentials. A legacy order without one cannot be looked up (the legacy API has
 *   no status call by OrderNumber): it stays as it is until an operator looks it up.
 */
import type { Logger } from 'pino';
import type { ProxyConfig } from '../config.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { settle } from '../ledger/settlement.ts';
import type { OrderRow } from '../ledger/tables.ts';
import type { OrderStatusResult, PayProClient } from '../paypro/index.ts';

export type CheckResult =
  /** PayPro answered; `order` is the row afterwards. */
  | { kind: 'checked'; order: OrderRow }
  /** PayPro could not be asked or gave no usable answer (`reason`, for the log); try later. */
  | { kind: 'unavailable'; reason: string }
  /** Nothing can be asked about this order (a legacy order without its ConnectPayId). */
  | { kind: 'uncheckable' };

export interface StatusCheckDeps {
  ledger: Ledger;
  paypro: PayProClient;
  config: Pick<ProxyConfig, 'credentials' | 'legacyCredentials'>;
  log: Logger;
  now: () => Date;
}

export type StatusChecker = (order: OrderRow) => Promise<CheckResult>;

/** A checker over `deps`; it never throws for a gateway failure (see CheckResult). */
export function createStatusChecker(deps: StatusCheckDeps): StatusChecker {
  const { ledger, paypro, config, log } = deps;

  const ask = (order: OrderRow): Promise<OrderStatusResult> | undefined => {
    if (order.protocol === 'legacy') {
      if (!order.paypro_id) return undefined;
      return paypro.legacyOrderStatus(config.legacyCredentials(order.org, order.account), order.paypro_id);
    }
    const creds = config.credentials(order.org, order.account);
    return order.paypro_id ? paypro.orderStatus(creds, order.paypro_id) : paypro.orderStatusByNumber(creds, order.order_number);
  };

  return async (order) => {
    const orderNumber = order.order_number;
    let answer: OrderStatusResult;
    try {
      const asked = ask(order);
      if (!asked) return { kind: 'uncheckable' };
      answer = await asked;
    } catch (err) {
      const reason = (err as { code?: string }).code ?? (err instanceof Error ? err.name : 'failed');
      log.warn({ orderNumber, reason, message: (err as Error).message }, 'order status check got no answer');
      await ledger.checkFailed(orderNumber);
      return { kind: 'unavailable', reason };
    }
    const settlement = settle({ state: order.state, amount: order.amount, dueDate: order.due_date }, answer, deps.now());
    if (settlement.state === 'amount_mismatch' && order.state !== 'amount_mismatch') {
      log.error(
        { orderNumber, amount: order.amount, currency: order.currency, ...settlement.reported },
        'PayPro reports this order paid with an amount other than the order amount; investigate before fulfilling it',
      );
    }
    if (settlement.state !== order.state) {
      log.info({ orderNumber, from: order.state, to: settlement.state }, 'order state changed');
    }
    const updated = await ledger.settled(orderNumber, settlement);
    return updated ? { kind: 'checked', order: updated } : { kind: 'unavailable', reason: 'order_missing' };
  };
}
