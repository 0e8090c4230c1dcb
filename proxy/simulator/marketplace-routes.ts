import type { Context, Middleware } from 'koa';
import { decodeBid } from './bid.ts';
import { returnUrl } from './callback-url.ts';
import { notFoundPage, payPage, resultPage } from './marketplace-page.ts';
import type { OrdersStore, SimOrder } from './orders-store.ts';

/** What Pay and Cancel do; the callback values follow what integrators receive (paypro.md §10.2). */
const OUTCOMES = {
  pay: { settle: 'PAID', status: 'Success', msg: 'Payment received', heading: 'Payment received' },
  cancel: { settle: 'BLOCKED', status: 'Cancelled', msg: 'Payment cancelled by the customer', heading: 'Payment cancelled' },
} as const;

/** `GET <basePath>/pyb-demo/?bid=...[&callback_url=...]`: the pay page, or a 404 page for an unknown bid. */
export function payPageRoute(orders: OrdersStore, basePath: string): Middleware {
  return (ctx) => {
    const bid = single(ctx.query.bid);
    const order = findOrder(orders, bid);
    ctx.type = 'html';
    if (!order) {
      ctx.status = 404;
      ctx.body = notFoundPage();
      return;
    }
    ctx.body = payPage(order, bid, single(ctx.query.callback_url), basePath);
  };
}

/**
 * `POST <basePath>/pyb-demo/pay` and `/cancel`, form fields `bid` and optional `callback_url`: marks an
 * UNPAID order PAID (Pay) or BLOCKED (Cancel), then redirects (303) to the callback with `status`,
 * `ordId` (the PayProId) and `msg`. Without an http(s) callback it shows a result page. Unknown bid:
 * 404 page; an order that is no longer UNPAID: 409 page, unchanged.
 */
export function settleRoute(orders: OrdersStore, action: keyof typeof OUTCOMES): Middleware {
  const outcome = OUTCOMES[action];
  return (ctx) => {
    const form = (ctx.request.body ?? {}) as Record<string, unknown>;
    const order = findOrder(orders, single(form.bid));
    ctx.type = 'html';
    if (!order) {
      ctx.status = 404;
      ctx.body = notFoundPage();
      return;
    }
    if (order.status !== 'UNPAID') {
      ctx.status = 409;
      ctx.body = resultPage(order, `This order is already ${order.status.toLowerCase()}`, 'Nothing was changed.');
      return;
    }
    const settled = orders.settle(order.payProId, outcome.settle) ?? order;
    const callback = single(form.callback_url);
    const target = returnUrl(callback, { status: outcome.status, ordId: settled.payProId, msg: outcome.msg });
    if (target) return redirect(ctx, target);
    const note = callback ? 'The return address was ignored: only http and https addresses are followed.' : '';
    ctx.body = resultPage(settled, outcome.heading, note);
  };
}

function redirect(ctx: Context, target: string): void {
  ctx.status = 303;
  ctx.redirect(target);
}

function findOrder(orders: OrdersStore, bid: string): SimOrder | undefined {
  const payProId = decodeBid(bid);
  return payProId === undefined ? undefined : orders.get(payProId);
}

function single(value: unknown): string {
  if (Array.isArray(value)) return single(value[0]);
  return typeof value === 'string' ? value : '';
}
