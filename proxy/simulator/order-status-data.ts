import { formatKarachi, KARACHI_TIMESTAMP } from '../../orgs/karachi-time.ts';
import type { StatusAnswerVariant } from './answer-variants.ts';
import type { SimOrder } from './orders-store.ts';

/**
 * Element 1 of a successful ggos or ggosboi answer. `sample` is shaped like the ggos sample in PayPro's
 * Postman collection (proxy/paypro/PROTOCOL.md#status-answer): amounts are JSON numbers, as PayPro sends
 * them; a PAID order reports PaymentVia 'BAF' (card, what the simulated pay page stands for), DatePaid in
 * Karachi time without an offset, and the amounts its payment recorded; an UNPAID or BLOCKED one null,
 * null, its bill and 0. `live` adds the fields a live answer is typed with in public code: OrderAmount
 * (the order amount in its own currency; left out for a foreign-currency order billed `no-comparable`),
 * SettlementStatus (null), BillUrl (`billUrl`) and tpayId, a JSON number (here the PayProId's value).
 */
export function orderStatusData(order: SimOrder, variant: StatusAnswerVariant, billUrl: string): Record<string, unknown> {
  const paid = order.status === 'PAID' ? order.paid : undefined;
  const sample = {
    PaymentVia: paid ? 'BAF' : null,
    DatePaid: paid && order.paidAt !== undefined ? formatKarachi(order.paidAt, KARACHI_TIMESTAMP) : null,
    AmountPayable: amountPayable(order),
    OrderNumber: order.orderNumber,
    CustomerName: order.customerName,
    CustomerBank: null,
    OrderStatus: order.status,
    OrderAmountPaid: paid ? Number(paid.amountPaid) : 0,
  };
  if (variant === 'sample') return sample;
  return {
    SettlementStatus: null,
    ...sample,
    BillUrl: billUrl,
    tpayId: Number(order.payProId),
    ...(order.foreignCurrency === 'no-comparable' ? {} : { OrderAmount: Number(order.amount) }),
  };
}

/**
 * Element 1 of a successful legacy gos answer: under `sample` the ggos sample's fields; under `live` the
 * short record a live storefront reads, OrderNumber, OrderStatus, AmountPayable and order_duedate (the
 * end of the due day, Karachi time, as gpo writes due dates), without OrderAmountPaid
 * (proxy/paypro/PROTOCOL.md#legacy-gos).
 */
export function legacyOrderStatusData(order: SimOrder, variant: StatusAnswerVariant): Record<string, unknown> {
  if (variant === 'sample') return orderStatusData(order, variant, '');
  const [day, month, year] = order.dueDate.split('/');
  return {
    OrderNumber: order.orderNumber,
    OrderStatus: order.status,
    AmountPayable: amountPayable(order),
    order_duedate: `${year}-${month}-${day}T23:59:59`,
  };
}

/** What the bill asks, as a JSON number: the paid AmountPayable once paid, else the order's bill. */
function amountPayable(order: SimOrder): number {
  return Number((order.status === 'PAID' ? order.paid?.amountPayable : undefined) ?? order.amountPayable);
}
