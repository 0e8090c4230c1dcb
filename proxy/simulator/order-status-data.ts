import { formatKarachi, KARACHI_TIMESTAMP } from '../../orgs/karachi-time.ts';
import type { SimOrder } from './orders-store.ts';

/**
 * Element 1 of a successful order status answer, shaped like the ggos sample in PayPro's Postman
 * collection (proxy/paypro/PROTOCOL.md#status-answer); ggos, ggosboi and the legacy gos all answer with
 * it. Amounts are JSON numbers, as PayPro sends them. A PAID order reports PaymentVia 'BAF' (card, what
 * the simulated pay page stands for), DatePaid in Karachi time without an offset, and the amounts its
 * payment recorded; an UNPAID or BLOCKED one null, null, the order amount and 0.
 */
export function orderStatusData(order: SimOrder): Record<string, unknown> {
  const paid = order.status === 'PAID' ? order.paid : undefined;
  return {
    PaymentVia: paid ? 'BAF' : null,
    DatePaid: paid && order.paidAt !== undefined ? formatKarachi(order.paidAt, KARACHI_TIMESTAMP) : null,
    AmountPayable: Number(paid?.amountPayable ?? order.amount),
    OrderNumber: order.orderNumber,
    CustomerName: order.customerName,
    CustomerBank: null,
    OrderStatus: order.status,
    OrderAmountPaid: paid ? Number(paid.amountPaid) : 0,
  };
}
