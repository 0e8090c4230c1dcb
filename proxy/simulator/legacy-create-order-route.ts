import type { Context, Middleware } from 'koa';
import { type AnswerSwitch, withLinkVariant } from './answer-variants.ts';
import { createdOrderData, simulatorPayPage } from './create-order-route.ts';
import { failure, INVALID_JSON_OBJECT, success } from './envelope.ts';
import { BAD_LEGACY_CREDENTIALS } from './legacy-credentials.ts';
import type { OrdersStore } from './orders-store.ts';
import { validateOrder } from './validate-order.ts';

/**
 * `POST /cpay/co?oJson=<URL-encoded [{MerchantId, MerchantPassword}, {order}]>` with an empty body
 * (PROTOCOL.md "Legacy create order"; the JSON as the POST body is accepted too, as some callers send it). No token. The
 * order is checked like `/v2/ppro/co` (`03 Invalid json object!`); a missing MerchantId or
 * MerchantPassword gets 01, a repeated OrderNumber 01. The order is stored, so the pay page shows it.
 *
 * The answer carries ConnectPayId and, like the gateway's, usually Click2Pay. Merchant ids ending in
 * 'corporate' (the simulator placeholder of scci's corporate account ends so) get no Click2Pay, so
 * clients' fallback to the marketplace page with `bid` is exercised too (PROTOCOL.md "Legacy create order" says to prefer
 * Click2Pay "if it is present"). The answer switch's `createOrder` variant (`answer-variants.ts`) shapes
 * the link fields of every other answer.
 */
export function legacyCreateOrderRoute(orders: OrdersStore, basePath: string, answers: AnswerSwitch): Middleware {
  return (ctx) => {
    const body = orderJson(ctx);
    const head: unknown = Array.isArray(body) ? body[0] : undefined;
    const credentials = head && typeof head === 'object' ? (head as Record<string, unknown>) : {};
    if (!nonEmpty(credentials.MerchantId) || !nonEmpty(credentials.MerchantPassword)) {
      ctx.body = failure('01', BAD_LEGACY_CREDENTIALS);
      return;
    }
    const check = validateOrder(body);
    if (!check.ok) {
      ctx.body = failure('03', INVALID_JSON_OBJECT);
      return;
    }
    const order = orders.create(check.order, body, answers.current().foreignCurrency);
    if (!order) {
      ctx.body = failure('01', `Order number ${check.order.orderNumber} already exists`);
      return;
    }
    const payPage = simulatorPayPage(ctx, basePath, order.payProId);
    // The legacy answer names the invoice ConnectPayId only (PROTOCOL.md "Create order", "Legacy create order").
    const {
      PayProId: _id,
      PayProFee: _fee,
      ParityAmount: _parity,
      IsParity: _isParity,
      Click2Pay,
      ...data
    } = withLinkVariant(createdOrderData(order, payPage), answers.current().createOrder, payPage);
    const sent = (body as [unknown, Record<string, unknown>])[1];
    const withLink = Click2Pay !== undefined && !/corporate$/i.test(order.merchantId);
    ctx.body = success({
      ...data,
      ...(withLink ? { Click2Pay } : {}),
      ConsumerCode: typeof sent.ReusableConsumerId === 'string' ? sent.ReusableConsumerId : '',
      TransactionStatus: 'UNPAID',
    });
  };
}

/** The oJson query parameter (any key case) parsed, else the parsed JSON body; undefined when unreadable. */
function orderJson(ctx: Context): unknown {
  const entry = Object.entries(ctx.query).find(([key]) => key.toLowerCase() === 'ojson');
  const text = Array.isArray(entry?.[1]) ? entry[1][0] : entry?.[1];
  if (typeof text !== 'string') return ctx.request.body;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function nonEmpty(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
