/**
 * What a status answer from PayPro (ggos, ggosboi or the legacy gos) means for an order in the ledger.
 * Pure: the order, the answer and the clock come in; the change to record goes out.
 * The rules (proxy/paypro/PROTOCOL.md#order-status and #amount-verification):
 * - PAID is `paid` unless an amount of the answer that can be compared with the order's differs from it,
 *   or a reported OrderAmountPaid is below it (`amountCheckOf`: PayPro's fee can make the paid amount
 *   larger, never smaller): then `amount_mismatch`. An answer without OrderAmountPaid is judged on
 *   AmountPayable alone (no public integration reads OrderAmountPaid from the legacy gos or ggosboi);
 *   one with no comparable amount at all is `paid` with the verdict `not_comparable`, for a person to
 *   check;
 * - BLOCKED is `blocked`;
 * - UNPAID means the order exists (`created`, also for an order whose creation was `unknown`), and
 *   once its due date has ended, `expired`;
 * - an answer without an order (status '03', no OrderStatus) changes nothing before the due date
 *   has ended, and after it makes a followed order `expired`: nobody can pay it any more.
 * Whether the answer may count at all is the transitions table's (`NEXT_STATES`): nothing moves a `paid`,
 * `amount_mismatch`, `blocked` or `rejected` order, and an `expired` one only becomes `paid` (or
 * `amount_mismatch`) when money arrived.
 */
import type { AmountField, OrderStatusResult } from '../paypro/index.ts';
import { type AmountCheck, amountCheckOf, type CheckedOrder, PAID_CHECKS, reportedAmountFields } from './amount-check.ts';
import { FOLLOWED_STATES, isPastDue, mayFollow, type OrderState } from './order-state.ts';

/** The part of a ledger order a status answer is judged against. */
export interface SettledOrder extends CheckedOrder {
  state: OrderState;
  /** 'yyyy-mm-dd', Karachi. */
  dueDate: string;
}

/** What to record about the order after the answer. */
export interface Settlement {
  state: OrderState;
  /** True when reconciliation stops following the order (it left `created` and `unknown`). */
  final: boolean;
  /** The verdict on the amounts of a PAID answer (`amountCheckOf`); absent for any other answer. */
  amountCheck?: AmountCheck;
  /** What PayPro reported, to record beside the state (absent fields: nothing new). */
  reported: {
    payProId?: string;
    amountPayable?: string;
    amountPaid?: string;
    paymentVia?: string;
    datePaid?: string;
    /** Which amount fields an answer about the order (status '00' with an OrderStatus) carried; [] for none. */
    amountFields?: AmountField[];
  };
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
    ...(answer.status === '00' && answer.orderStatus ? { amountFields: reportedAmountFields(answer) } : {}),
  };
  const paid = answer.status === '00' && answer.orderStatus === 'PAID';
  const amountCheck = paid ? amountCheckOf(order, answer) : undefined;
  const state = amountCheck ? (PAID_CHECKS.includes(amountCheck) ? 'paid' : 'amount_mismatch') : stateAfter(order, answer, now);
  if (!mayFollow(order.state, state)) return undefined;
  return { state, final: !FOLLOWED_STATES.includes(state), reported, ...(amountCheck ? { amountCheck } : {}) };
}

/** The state an answer other than PAID says `order` is in at `now`, before the transitions table is asked. */
function stateAfter(order: SettledOrder, answer: OrderStatusResult, now: Date): OrderState {
  const pastDue = isPastDue(order.dueDate, now);
  switch (answer.status === '00' ? answer.orderStatus : undefined) {
    case 'BLOCKED':
      return 'blocked';
    case 'UNPAID':
      return pastDue ? 'expired' : 'created';
    default:
      return pastDue && FOLLOWED_STATES.includes(order.state) ? 'expired' : order.state;
  }
}
