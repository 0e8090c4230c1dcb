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
 * Whether the answer may count at all is the transitions table's (`NEXT_STATES`): nothing moves a `paid`,
 * `amount_mismatch`, `blocked` or `rejected` order, and an `expired` one only becomes `paid` (or
 * `amount_mismatch`) when money arrived.
 */
import Big from 'big.js';
import type { OrderStatusResult } from '../paypro/index.ts';
import { FOLLOWED_STATES, isPastDue, mayFollow, type OrderState } from './order-state.ts';

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
  /** True when reconciliation stops following the order (it left `created` and `unknown`). */
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

/**
 * The settlement of `order` after `answer`, at `now`; undefined when the answer may not count for an
 * order in its state (`mayFollow`), e.g. UNPAID for a `paid` order: then nothing is to be recorded.
 */
export function settle(order: SettledOrder, answer: OrderStatusResult, now: Date): Settlement | undefined {
  const reported = {
    ...(answer.payProId ? { payProId: answer.payProId } : {}),
    ...(answer.amountPayable ? { amountPayable: answer.amountPayable } : {}),
    ...(answer.amountPaid ? { amountPaid: answer.amountPaid } : {}),
    ...(answer.paymentVia ? { paymentVia: answer.paymentVia } : {}),
    ...(answer.datePaid ? { datePaid: answer.datePaid } : {}),
  };
  const state = stateAfter(order, answer, now);
  return mayFollow(order.state, state) ? { state, final: !FOLLOWED_STATES.includes(state), reported } : undefined;
}

/** The state `answer` says `order` is in at `now`, before the transitions table is asked. */
function stateAfter(order: SettledOrder, answer: OrderStatusResult, now: Date): OrderState {
  const pastDue = isPastDue(order.dueDate, now);
  switch (answer.status === '00' ? answer.orderStatus : undefined) {
    case 'PAID':
      return paidAmountMatches(order.amount, answer) ? 'paid' : 'amount_mismatch';
    case 'BLOCKED':
      return 'blocked';
    case 'UNPAID':
      return pastDue ? 'expired' : 'created';
    default:
      return pastDue && FOLLOWED_STATES.includes(order.state) ? 'expired' : order.state;
  }
}
