/**
 * Whether a status answer is about the order it was asked about. PROTOCOL.md#amount-verification, rule
 * 2: an answer's OrderNumber, when present, must be the order's. PayPro's own WooCommerce plugin holds
 * it so: before it marks an order paid it compares the OrderNumber of the gos answer with its order and
 * answers "Order ids did not match" otherwise (PROTOCOL.md#sources, Plugin). The PayProId (or
 * ConnectPayId) of the answer, when present, must likewise be the one asked with (ggos, gos); a ggosboi
 * is asked by OrderNumber alone, so its PayProId is news, recorded, not compared [ours]. An answer that
 * names neither still counts: PayPro's ggos sample has no PayProId, and its fields are optional.
 */
import { type OrderStatusResult, PayProError } from '../paypro/index.ts';

/** One status call under way: what it was asked about, and its answer to come. */
export interface StatusQuestion {
  call: 'ggos' | 'ggosboi' | 'gos';
  /** The OrderNumber of the order in the ledger. */
  orderNumber: string;
  /** The PayProId (ConnectPayId for gos) the call was made with; absent for ggosboi. */
  payProId?: string;
  answer: Promise<OrderStatusResult>;
}

/**
 * Whether two PayProIds name one invoice: equal, or both digits and equal once leading zeros are
 * dropped (PayProIds are 14 digits with leading zeros, which an answer giving them as a JSON number
 * would have lost; PROTOCOL.md#create-order).
 */
function samePayProId(a: string, b: string): boolean {
  const digits = /^\d+$/;
  return a === b || (digits.test(a) && digits.test(b) && a.replace(/^0+/, '') === b.replace(/^0+/, ''));
}

/**
 * A PayProError `gateway_bad_response` naming what the answer is about, when `answer` names an order
 * other than the one `question` asked about; undefined when it is about that order or names none.
 */
export function answerAboutAnother(question: Omit<StatusQuestion, 'answer'>, answer: OrderStatusResult): PayProError | undefined {
  const otherNumber = answer.orderNumber !== undefined && answer.orderNumber !== question.orderNumber;
  const otherId = answer.payProId !== undefined && question.payProId !== undefined && !samePayProId(answer.payProId, question.payProId);
  if (!otherNumber && !otherId) return undefined;
  // Cut: whatever answers in PayPro's place chooses these, and they reach the log.
  const cut = (text: string) => text.slice(0, 100);
  const named = [answer.orderNumber && `OrderNumber ${cut(answer.orderNumber)}`, answer.payProId && `PayProId ${cut(answer.payProId)}`];
  return new PayProError(
    'gateway_bad_response',
    `PayPro's ${question.call} answer for OrderNumber ${question.orderNumber} is about ${named.filter(Boolean).join(', ')}`,
  );
}
