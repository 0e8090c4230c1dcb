import type { Context, Middleware } from 'koa';
import { payPageUrl } from '../paypro/pay-page.ts';
import { type AnswerSwitch, withLinkVariant } from './answer-variants.ts';
import { failure, INVALID_JSON_OBJECT, success } from './envelope.ts';
import { formatKarachi, KARACHI_TIMESTAMP } from '../../orgs/karachi-time.ts';
import type { OrdersStore, SimOrder } from './orders-store.ts';
import { validateOrder } from './validate-order.ts';

/**
 * `POST /v2/ppro/co` (PROTOCOL.md "Create order"), behind `requireToken`. A body that fails `validateOrder` gets
 * `03 Invalid json object!` (PROTOCOL.md "Envelope and status codes"); an OrderNumber the merchant already used gets status 01
 * (as live answers a repeated one, PROTOCOL.md "Create order"). Success answers the official envelope, with
 * Click2Pay pointing at this simulator's own pay page under `basePath`, or the link fields the answer
 * switch chooses (`answer-variants.ts`).
 */
export function createOrderRoute(orders: OrdersStore, basePath: string, answers: AnswerSwitch): Middleware {
  return (ctx) => {
    const check = validateOrder(ctx.request.body);
    if (!check.ok) {
      ctx.body = failure('03', INVALID_JSON_OBJECT);
      return;
    }
    const order = orders.create(check.order, ctx.request.body, answers.current().foreignCurrency);
    if (!order) {
      ctx.body = failure('01', `Order number ${check.order.orderNumber} already exists`);
      return;
    }
    const payPage = simulatorPayPage(ctx, basePath, order.payProId);
    ctx.body = success(withLinkVariant(createdOrderData(order, payPage), answers.current().createOrder, payPage));
  };
}

/** The simulator's own pay page for `payProId`, on the host the request reached. */
export function simulatorPayPage(ctx: Context, basePath: string, payProId: string): string {
  // Koa 3's ctx.origin is the Origin request header, so the origin is built from protocol and host.
  return payPageUrl(`${ctx.protocol}://${ctx.host}${basePath}/pyb-demo/`, payProId);
}

/**
 * OrderAmount of the answer, which PayPro's field table calls the amount payable (PROTOCOL.md "Create
 * order"): the bill, in PKR unless a foreign-currency order is `echo`ed, which names its currency beside
 * it; none for a foreign-currency order under `no-comparable` (`answer-variants.ts`).
 */
function createdAmountFields(order: SimOrder): Record<string, unknown> {
  if (order.foreignCurrency === 'no-comparable') return {};
  return { OrderAmount: order.amountPayable, ...(order.foreignCurrency === 'echo' ? { Currency: order.currency } : {}) };
}

/** Element 1 of the success answer, shaped like the official sample (PROTOCOL.md "Create order"). */
export function createdOrderData(order: SimOrder, payPage: string): Record<string, unknown> {
  return {
    IPGList: ['UP', 'BAF', 'NIFT'].map((IPGName) => ({
      IPGName,
      isTransactionFeeApplied: false,
      Click2Pay_Link_Allowed: true,
      isAllowed: true,
    })),
    ...createdAmountFields(order),
    Description: `Order number ${order.orderNumber} created successfully`,
    BAFCharge: false,
    '1LinkCharge': false,
    Created_on: formatKarachi(order.createdAt, KARACHI_TIMESTAMP),
    Order_Expire_After_Seconds: order.expireAfterSeconds,
    Click2Pay: payPage,
    ConnectPayId: order.payProId,
    FetchOrderType: 'LIFO',
    ConnectPayFee: '0',
    // The simulator has no PDF bills; the pay page shows the same details.
    BillUrl: payPage,
    OrderNumber: order.orderNumber,
    ParityAmount: '0',
    IsParity: false,
    PayProId: order.payProId,
    IsFeeApplied: 'False',
    PayProFee: '0',
  };
}
