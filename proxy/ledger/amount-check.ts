/**
 * How the amounts of a PAID status answer compare with the order in the ledger
 * (proxy/paypro/PROTOCOL.md#amount-verification). Pure. Like is compared with like [ours]:
 * - AmountPayable and OrderAmountPaid are in PKR: for a PKR order they are compared with the order
 *   amount; for a foreign-currency order with the PKR amount PayPro gave when it created the order, and
 *   not at all when it gave none;
 * - OrderAmount (live ggos answers carry it) is in the order's own currency, compared with the order
 *   amount, and only when AmountPayable cannot be compared.
 * The first of these two comparisons that both sides allow decides; a reported OrderAmountPaid below the
 * PKR amount is never a payment (a fee may make it larger, never smaller). Amounts are compared as
 * exact decimals (`orgs/money.ts`), never as floating point numbers or as text.
 */
import { compareDecimals, type Decimal, decimalOf } from '../../orgs/money.ts';
import type { AmountField, OrderStatusResult } from '../paypro/index.ts';
import { AMOUNT_FIELDS } from '../paypro/order-status.ts';

/**
 * The verdict on the amounts of a PAID answer, kept in the ledger (`amount_check`):
 * - `order_amount`: an amount of the answer equals the order amount (in PKR for a PKR order; the
 *   answer's OrderAmount for another currency): `paid`;
 * - `pkr_amount`: a foreign-currency order whose AmountPayable equals the PKR amount PayPro gave when it
 *   created the order: `paid`;
 * - `not_comparable`: the answer has no amount comparable with the order's (a foreign-currency order
 *   without a PKR amount from its creation and without OrderAmount, or an answer with no amount at
 *   all): `paid`, marked for a person to check the amount at PayPro;
 * - `other_amount`: the amount compared differs, or is there but not a plain decimal: `amount_mismatch`;
 * - `paid_less`: OrderAmountPaid is below the PKR amount: `amount_mismatch`.
 */
export type AmountCheck = 'order_amount' | 'pkr_amount' | 'not_comparable' | 'other_amount' | 'paid_less';

/** The verdicts under which a PAID answer counts as a payment. */
export const PAID_CHECKS: readonly AmountCheck[] = ['order_amount', 'pkr_amount', 'not_comparable'];

/** The part of a ledger order its amounts are judged against. */
export interface CheckedOrder {
  /** Exact decimal text in major units of `currency`, e.g. '2500' or '25.5'. */
  amount: string;
  /** ISO 4217, e.g. 'PKR', 'USD'. */
  currency: string;
  /** The PKR amount PayPro's create-order answer gave (`CreatedAmounts.pkrAmount`), null when none. */
  pkrAmount: string | null;
}

type AmountAnswer = Pick<OrderStatusResult, 'amountPayable' | 'amountPaid' | 'orderAmount' | 'unreadableAmounts'>;

/** The verdict on `answer`'s amounts for `order` (see `AmountCheck`). */
export function amountCheckOf(order: CheckedOrder, answer: AmountAnswer): AmountCheck {
  const pkr = order.currency === 'PKR' ? order.amount : (order.pkrAmount ?? undefined);
  const comparisons: [AmountField, string | undefined, AmountCheck][] = [
    ['AmountPayable', pkr, order.currency === 'PKR' ? 'order_amount' : 'pkr_amount'],
    ['OrderAmount', order.amount, 'order_amount'],
  ];
  const decided = comparisons.find(([field, expected]) => expected !== undefined && reported(answer, field));
  if (decided && !equal(amountIn(answer, decided[0]), decided[1]!)) return 'other_amount';
  if (pkr !== undefined && paidLess(answer, pkr)) return 'paid_less';
  return decided ? decided[2] : 'not_comparable';
}

function amountIn(answer: AmountAnswer, field: AmountField): string | undefined {
  if (field === 'AmountPayable') return answer.amountPayable;
  if (field === 'OrderAmountPaid') return answer.amountPaid;
  return answer.orderAmount;
}

/** Whether the answer carried `field` at all, readable or not. */
function reported(answer: AmountAnswer, field: AmountField): boolean {
  return amountIn(answer, field) !== undefined || (answer.unreadableAmounts ?? []).includes(field);
}

/** `text` as a decimal when it is plain decimal text ('1500', '15508.50'), else undefined ('1e3', '1,500', '-5'). */
function decimal(text: string | undefined): Decimal | undefined {
  const value = text === undefined ? undefined : decimalOf(text);
  return value !== undefined && value.units >= 0n ? value : undefined;
}

/** Whether `value` reads as the same amount as `expected` (ledger text, a plain decimal). */
function equal(value: string | undefined, expected: string): boolean {
  const read = decimal(value);
  return read !== undefined && compareDecimals(read, decimalOf(expected)!) === 0;
}

/** Whether OrderAmountPaid is reported below `pkr`, or reported in a form that cannot be read (so it cannot be shown not to be). */
function paidLess(answer: AmountAnswer, pkr: string): boolean {
  if (answer.amountPaid === undefined) return (answer.unreadableAmounts ?? []).includes('OrderAmountPaid');
  const paid = decimal(answer.amountPaid);
  return paid === undefined || compareDecimals(paid, decimalOf(pkr)!) < 0;
}

/** The amount fields `answer` carried, readable or not, in the order of `AMOUNT_FIELDS`. */
export function reportedAmountFields(answer: AmountAnswer): AmountField[] {
  return AMOUNT_FIELDS.filter((field) => reported(answer, field));
}
