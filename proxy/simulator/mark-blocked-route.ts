import type { Middleware } from 'koa';
import { stringFieldAnyCase } from './body-fields.ts';
import { failure, success } from './envelope.ts';
import type { OrdersStore, SimOrder } from './orders-store.ts';

/**
 * `POST /v2/ppro/moab` with `{Username, CsvOrderNumbers}` in any key casing (proxy/paypro/PROTOCOL.md
 * "Mark orders blocked"), behind `requireToken`: blocks the merchant's orders with those OrderNumbers
 * (comma-separated), all or none. Only unpaid orders can be blocked, as PayPro's collection says; one
 * already BLOCKED counts as done. The answer's text is not public, so these are ours:
 * - `00` with a Description naming how many orders are blocked;
 * - `01` for an empty Username or list, or when a listed order is PAID (nothing is changed);
 * - `03 No data available` when a listed OrderNumber is not the merchant's (nothing is changed).
 */
export function markBlockedRoute(orders: OrdersStore): Middleware {
  return (ctx) => {
    const userName = stringFieldAnyCase(ctx.request.body, 'Username')?.trim();
    const numbers = (stringFieldAnyCase(ctx.request.body, 'CsvOrderNumbers') ?? '')
      .split(',')
      .map((number) => number.trim())
      .filter((number) => number !== '');
    if (!userName || numbers.length === 0) {
      ctx.body = failure('01', 'Invalid Data. The username and the order numbers cannot be empty');
      return;
    }
    const found = numbers.map((number) => orders.findByOrderNumber(userName, number));
    if (found.some((order) => order === undefined)) {
      ctx.body = failure('03', 'No data available');
      return;
    }
    const listed = found as SimOrder[];
    const paid = listed.find((order) => order.status === 'PAID');
    if (paid) {
      ctx.body = failure('01', `Order number ${paid.orderNumber} is paid; only unpaid orders can be blocked`);
      return;
    }
    for (const order of listed) orders.settle(order.payProId, 'BLOCKED');
    ctx.body = success({ Description: `${listed.length} order(s) marked as blocked` });
  };
}
