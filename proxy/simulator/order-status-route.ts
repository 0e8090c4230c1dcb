import type { Context, Middleware } from 'koa';
import type { AnswerSwitch } from './answer-variants.ts';
import { stringFieldAnyCase } from './body-fields.ts';
import { simulatorPayPage } from './create-order-route.ts';
import { failure, success } from './envelope.ts';
import { orderStatusData } from './order-status-data.ts';
import type { SimOrder, SimulatorOrders } from './orders-store.ts';

/**
 * `GET /v2/ppro/ggos` with a JSON body `{userName, cpayId}` in any key casing
 * (proxy/paypro/PROTOCOL.md#ggos), behind `requireToken`, answered as the answer switch's
 * `statusAnswer` says (`order-status-data.ts`; BillUrl is the pay page under `basePath`). An empty userName gets status 01 (its
 * official meaning, PROTOCOL.md#envelope-and-status-codes); an unknown cpayId, or one of another
 * merchant, gets `03 No data available`.
 */
export function orderStatusRoute(orders: SimulatorOrders, basePath: string, answers: AnswerSwitch): Middleware {
  return statusRoute(
    (body, userName) => {
      const order = orders.get(stringFieldAnyCase(body, 'cpayId')?.trim() ?? '');
      return order?.merchantId === userName ? order : undefined;
    },
    (order, ctx) => orderStatusData(order, answers.current().statusAnswer, simulatorPayPage(ctx, basePath, order.payProId)),
  );
}

/**
 * `POST /v2/ppro/ggosboi` with `{userName, Order_Id}` in any key casing
 * (proxy/paypro/PROTOCOL.md#ggosboi), behind `requireToken`: the merchant's order with that
 * OrderNumber, answered like ggos plus its PayProId. UNPAID orders are answered too; PayPro's demo
 * server was seen to answer those with HTTP 500, which the `http500` fault on 'ggosboi' reproduces.
 */
export function orderByNumberRoute(orders: SimulatorOrders, basePath: string, answers: AnswerSwitch): Middleware {
  return statusRoute(
    (body, userName) => orders.findByOrderNumber(userName, stringFieldAnyCase(body, 'Order_Id')?.trim() ?? ''),
    (order, ctx) => ({
      ...orderStatusData(order, answers.current().statusAnswer, simulatorPayPage(ctx, basePath, order.payProId)),
      PayProId: order.payProId,
    }),
  );
}

/** The shared part: userName check, lookup, `03` for no order, else `data(order)` in a 00 envelope. */
function statusRoute(
  find: (body: unknown, userName: string) => SimOrder | undefined,
  data: (order: SimOrder, ctx: Context) => Record<string, unknown>,
): Middleware {
  return (ctx) => {
    const userName = stringFieldAnyCase(ctx.request.body, 'userName')?.trim();
    if (!userName) {
      ctx.body = failure('01', 'Invalid Data. The username cannot be empty');
      return;
    }
    const order = find(ctx.request.body, userName);
    ctx.body = order ? success(data(order, ctx)) : failure('03', 'No data available');
  };
}
