import type { Middleware } from 'koa';
import { stringFieldAnyCase } from './body-fields.ts';
import { failure, success } from './envelope.ts';
import type { SimulatorOrders } from './orders-store.ts';
import { karachiTimestamp } from './karachi-time.ts';

/**
 * `GET /v2/ppro/ggos` with a JSON body `{userName, cpayId}` in any key casing (paypro.md §6.1), behind
 * `requireToken`. An empty userName gets status 01 (its official meaning, paypro.md §5); an unknown
 * cpayId, or one of another merchant, gets `03 No data available`.
 */
export function orderStatusRoute(orders: SimulatorOrders): Middleware {
  return (ctx) => {
    const userName = stringFieldAnyCase(ctx.request.body, 'userName')?.trim();
    const cpayId = stringFieldAnyCase(ctx.request.body, 'cpayId')?.trim() ?? '';
    if (!userName) {
      ctx.body = failure('01', 'Invalid Data. The username cannot be empty');
      return;
    }
    const order = orders.get(cpayId);
    if (!order || order.merchantId !== userName) {
      ctx.body = failure('03', 'No data available');
      return;
    }
    const paid = order.status === 'PAID';
    ctx.body = success({
      PaymentVia: paid ? 'BAF' : null,
      DatePaid: paid && order.paidAt !== undefined ? karachiTimestamp(order.paidAt) : null,
      AmountPayable: Number(order.amount),
      OrderNumber: order.orderNumber,
      CustomerName: order.customerName,
      CustomerBank: null,
      OrderStatus: order.status,
      OrderAmountPaid: paid ? Number(order.amount) : 0,
    });
  };
}
