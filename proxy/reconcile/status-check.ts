/**
 * Asks PayPro what became of one order in the ledger, and records the answer (`settle`). The call
 * depends on what the ledger knows (proxy/paypro/PROTOCOL.md#order-status):
 * - an order created through the v2 API with a PayProId: `ggos` by PayProId;
 * - a v2 order without one (its creation's outcome is unknown): `ggosboi` by OrderNumber;
 * - a membership renewal (legacy /cpay/co) with its ConnectPayId: the legacy `gos`, with the
 *   account's legacy credentials. A legacy order without one cannot be looked up (the legacy API has
 *   no status call by OrderNumber): it stays as it is until an operator looks it up, and each check of
 *   it is counted like one without an answer, so it moves back in reconciliation's queue.
 * An answer counts only when it is about the order asked about (`answerAboutAnother`), and only as the
 * transitions table allows for the order as it is when the answer is written (`Ledger.settled`). A PAID
 * answer with another amount is logged at error level; one whose amount could not be compared with the
 * order's (`not_comparable`) counts, and is logged at warn level with its own message, never as a mismatch.
 */
import type { Logger } from 'pino';
import type { ProxyConfig } from '../config.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { settle } from '../ledger/settlement.ts';
import type { OrderRow } from '../ledger/tables.ts';
import type { OrderStatusResult, PayProClient } from '../paypro/index.ts';
import { answerAboutAnother, type StatusQuestion } from './status-question.ts';

export type CheckResult =
  /** PayPro answered; `order` is the row afterwards (unchanged when the answer did not count). */
  | { kind: 'checked'; order: OrderRow }
  /** PayPro could not be asked or gave no usable answer (`reason`, for the log); try later. */
  | { kind: 'unavailable'; reason: string }
  /** Nothing can be asked about this order (a legacy order without its ConnectPayId). */
  | { kind: 'uncheckable' };

export interface CheckOptions {
  /**
   * A callback or the donor's status poll asked. When PayPro cannot be asked or gives no usable answer,
   * the order is then due at once and goes before every other in reconciliation's queue, instead of
   * waiting for its backoff: someone is waiting for it.
   */
  prompted?: boolean;
}

export interface StatusCheckDeps {
  ledger: Ledger;
  paypro: PayProClient;
  config: Pick<ProxyConfig, 'credentials' | 'legacyCredentials'>;
  log: Logger;
  now: () => Date;
}

export type StatusChecker = (order: OrderRow, options?: CheckOptions) => Promise<CheckResult>;

/** A checker over `deps`; it never throws for a gateway failure (see CheckResult). */
export function createStatusChecker(deps: StatusCheckDeps): StatusChecker {
  const { ledger, paypro, config, log } = deps;

  const ask = (order: OrderRow): StatusQuestion | undefined => {
    const about = { orderNumber: order.order_number };
    if (order.protocol === 'legacy') {
      if (!order.paypro_id) return undefined;
      const creds = config.legacyCredentials(order.org, order.account);
      return { ...about, call: 'gos', payProId: order.paypro_id, answer: paypro.legacyOrderStatus(creds, order.paypro_id) };
    }
    const creds = config.credentials(order.org, order.account);
    return order.paypro_id
      ? { ...about, call: 'ggos', payProId: order.paypro_id, answer: paypro.orderStatus(creds, order.paypro_id) }
      : { ...about, call: 'ggosboi', answer: paypro.orderStatusByNumber(creds, order.order_number) };
  };

  const failed = async (orderNumber: string, reason: string, options: CheckOptions): Promise<CheckResult> => {
    await ledger.checkFailed(orderNumber, options);
    return { kind: 'unavailable', reason };
  };

  return async (order, options = {}) => {
    const orderNumber = order.order_number;
    let asked: { question: StatusQuestion; answer: OrderStatusResult } | undefined;
    try {
      const question = ask(order);
      asked = question && { question, answer: await question.answer };
    } catch (err) {
      const reason = (err as { code?: string }).code ?? (err instanceof Error ? err.name : 'failed');
      log.warn({ orderNumber, reason, message: (err as Error).message }, 'order status check got no answer');
      return failed(orderNumber, reason, options);
    }
    if (!asked) {
      // Counted like a failed check, so the queue moves past it to the orders that can be asked.
      await ledger.checkFailed(orderNumber);
      return { kind: 'uncheckable' };
    }
    const { question, answer } = asked;
    const stranger = answerAboutAnother(question, answer);
    if (stranger) {
      log.error(
        { orderNumber, reason: stranger.code, message: stranger.message },
        'PayPro answered a status call about another order; the answer is ignored',
      );
      return failed(orderNumber, stranger.code, options);
    }
    const result = await ledger.settled(orderNumber, (current) =>
      settle(
        {
          state: current.state,
          amount: current.amount,
          currency: current.currency,
          pkrAmount: current.paypro_pkr_amount,
          dueDate: current.due_date,
        },
        answer,
        deps.now(),
      ),
    );
    if (!result) return { kind: 'unavailable', reason: 'order_missing' };
    const after = result.order;
    if (!result.counted) {
      log.info(
        { orderNumber, state: after.state, orderStatus: answer.orderStatus },
        'a status answer that may not change this order was not recorded',
      );
    } else if (after.state !== result.from) {
      log.info({ orderNumber, from: result.from, to: after.state }, 'order state changed');
      const amounts = {
        orderNumber,
        amount: after.amount,
        currency: after.currency,
        pkrAmount: after.paypro_pkr_amount,
        amountPayable: answer.amountPayable,
        amountPaid: answer.amountPaid,
        orderAmount: answer.orderAmount,
        amountFields: after.reported_amount_fields,
        amountCheck: after.amount_check,
      };
      if (after.state === 'amount_mismatch') {
        log.error(amounts, 'PayPro reports this order paid with an amount other than the order amount; investigate before fulfilling it');
      } else if (after.state === 'paid' && after.amount_check === 'not_comparable') {
        // Money PayPro reports arrived counts; only its amount is left for a person to see at PayPro.
        log.warn(amounts, 'PayPro reports this order paid without an amount comparable with the order amount; check the amount at PayPro');
      }
    }
    return { kind: 'checked', order: after };
  };
}
