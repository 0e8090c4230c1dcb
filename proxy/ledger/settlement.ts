/**
 * What a status answer from PayPro (ggos, ggosboi or the legacy gos) means for an order in the ledger.
 * Pure: the order, the answer and the clock come in; the change to record goes out.
 * The rules (proxy/paypro/PROTOCOL.md#order-status and #amount-verification):
 * - PAID counts only when AmountPayable equals the ledger amount and OrderAmountPaid is at least it
 *   (PayPro's fee can make the paid amount larger); otherwise the order is `amount_mismatch`;
 * - BLOCKED is `blocked`;
 * - UNPAID means the order exists (`created`, also for an order whose creation was `unknown`), and
 *   once its due date has ended, `expired`;
 * - an answer without an order (status '03', no OrderStatus) changes nothing before the due date
 *   has ended, and after it makes a followed order `expired`: nobody can pay it any more.
 * Final states stay, but for `expired`, which a later PAID answer still turns into `paid`: money that
 * arrived counts, whatever the ledger had concluded.
 */
import Big from 'big.js';
import type { OrderStatusResult } from '../paypro/index.ts';
import { FINAL_STATES, isPastDue, type OrderState } from './order-state.ts';

/** The part of a ledger order a status answer is judged against. */
export interface SettledOrder {
  state: OrderState;
  /** Exact decimal text, e.g. '2500'. */
  amount: string;
  /** 'yyyy-mm-dd', Karachi. */
  dueDate: string;
}

/** What to record about the order after the answer. */
export interface Settlement {
  state: OrderState;
  /** True when the order reached a state no further check changes. */
  final: boolean;
  /** What PayPro reported, to record beside the state (absent fields: nothing new). */
  reported: {
    payProId?: string;
    amountPayable?: string;
    amountPaid?: string;
    paymentVia?: string;
    datePaid?: string;
  };
}

/** Whether `text` is a decimal number big.js reads (PayPro's amounts are plain decimals). */
function decimal(text: string | undefined): Big | undefined {
  if (text === undefined || !/^-?\d+(\.\d+)?$/.test(text.trim())) return undefined;
  return new Big(text.trim());
}

/** Whether the amounts of a PAID answer match `amount` exactly (see the module comment). */
export function paidAmountMatches(amount: string, answer: Pick<OrderStatusResult, 'amountPayable' | 'amountPaid'>): boolean {
  const expected = decimal(amount);
  const payable = decimal(answer.amountPayable);
  const paid = decimal(answer.amountPaid);
  if (!expected || !payable || !paid) return false;
  return payable.eq(expected) && paid.gte(expected);
}

/** The settlement of `order` after `answer`, at `now`. An order already final is left as it is. */
export function settle(order: SettledOrder, answer: OrderStatusResult, now: Date): Settlement {
  const reported = {
    ...(answer.payProId ? { payProId: answer.payProId } : {}),
    ...(answer.amountPayable ? { amountPayable: answer.amountPayable } : {}),
    ...(answer.amountPaid ? { amountPaid: answer.amountPaid } : {}),
    ...(answer.paymentVia ? { paymentVia: answer.paymentVia } : {}),
    ...(answer.datePaid ? { datePaid: answer.datePaid } : {}),
  };
  const result = (state: OrderState): Settlement => ({ state, final: FINAL_STATES.has(state), reported });
  const orderStatus = answer.status === '00' ? answer.orderStatus : undefined;
  const reopens = order.state === 'expired' && orderStatus === 'PAID';
  if (FINAL_STATES.has(order.state) && !reopens) return result(order.state);
  const pastDue = isPastDue(order.dueDate, now);
  switch (orderStatus) {
    case 'PAID':
      return result(paidAmountMatches(order.amount, answer) ? 'paid' : 'amount_mismatch');
    case 'BLOCKED':
      return result('blocked');
    case 'UNPAID':
      return result(pastDue ? 'expired' : 'created');
    default:
      return result(pastDue && (order.state === 'unknown' || order.state === 'created') ? 'expired' : order.state);
  }
}
