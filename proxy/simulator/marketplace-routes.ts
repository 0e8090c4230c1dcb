import type { Context, Middleware } from 'koa';
import { decodeBid } from './bid.ts';
import { type ReturnJoin, returnUrl } from './callback-url.ts';
import { isOverdue } from './due-date.ts';
import { expiredPage, notFoundPage, payPage, resultPage } from './marketplace-page.ts';
import type { OrdersStore, PaidAmounts, SimOrder } from './orders-store.ts';

/** What the pay page and its Pay and Cancel forms need. */
export interface MarketplaceDeps {
  orders: OrdersStore;
  /** The simulator's path prefix, for the forms' actions. */
  basePath: string;
  /** Epoch ms, for the due date. */
  now: () => number;
  /** The amounts a Pay of `order` records (fee, payment switch); called only when Pay goes ahead. */
  paidAmounts: (order: SimOrder) => PaidAmounts;
  /** Told of each order Pay marked PAID, after the fact (the server callback). */
  onPaid: (order: SimOrder) => void;
  /** How the return's parameters join the callback's query (the answer switch's `browserReturn`). */
  returnJoin: () => ReturnJoin;
}

/** What Pay and Cancel do; the browser return values follow what integrators receive (PROTOCOL.md#browser-return). */
const OUTCOMES = {
  pay: { settle: 'PAID', status: 'Success', msg: 'Payment received', heading: 'Payment received' },
  cancel: { settle: 'BLOCKED', status: 'Cancelled', msg: 'Payment cancelled by the customer', heading: 'Payment cancelled' },
} as const;

/**
 * `GET <basePath>/pyb-demo/?bid=...[&callback_url=...]`: the pay page; a 404 page for an unknown bid;
 * a 410 "this order has expired" page for an UNPAID order past its due date (proxy/paypro/PROTOCOL.md#dates).
 */
export function payPageRoute(deps: MarketplaceDeps): Middleware {
  return (ctx) => {
    const bid = single(ctx.query.bid);
    const order = findOrder(deps.orders, bid);
    ctx.type = 'html';
    if (!order) {
      ctx.status = 404;
      ctx.body = notFoundPage();
      return;
    }
    if (order.status === 'UNPAID' && isOverdue(order.dueDate, deps.now())) {
      ctx.status = 410;
      ctx.body = expiredPage(order);
      return;
    }
    ctx.body = payPage(order, bid, single(ctx.query.callback_url), deps.basePath);
  };
}

/**
 * `POST <basePath>/pyb-demo/pay` and `/cancel`, form fields `bid` and optional `callback_url`: marks an
 * UNPAID order PAID (Pay, with `deps.paidAmounts`, then `deps.onPaid`) or BLOCKED (Cancel), then
 * redirects (303) to the callback with `status`, `ordId` (the PayProId) and `msg`, joined as
 * `deps.returnJoin()` says. Without an http(s)
 * callback it shows a result page. Unknown bid: 404 page; an order that is no longer UNPAID: 409 page;
 * one past its due date: 410 page; the last two leave the order unchanged.
 */
export function settleRoute(deps: MarketplaceDeps, action: keyof typeof OUTCOMES): Middleware {
  const outcome = OUTCOMES[action];
  return (ctx) => {
    const form = (ctx.request.body ?? {}) as Record<string, unknown>;
    const order = findOrder(deps.orders, single(form.bid));
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
    if (isOverdue(order.dueDate, deps.now())) {
      ctx.status = 410;
      ctx.body = expiredPage(order);
      return;
    }
    const settled =
      (outcome.settle === 'PAID'
        ? deps.orders.settle(order.payProId, 'PAID', deps.paidAmounts(order))
        : deps.orders.settle(order.payProId, 'BLOCKED')) ?? order;
    if (outcome.settle === 'PAID' && settled.status === 'PAID') deps.onPaid(settled);
    const callback = single(form.callback_url);
    const target = returnUrl(callback, { status: outcome.status, ordId: settled.payProId, msg: outcome.msg }, deps.returnJoin());
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
