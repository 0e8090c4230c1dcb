/**
 * The status API: what PayPro confirmed about one order, for the thank-you page of the form it was made
 * on (proxy/OPERATIONS.md "HTTP API" and "What the donor sees").
 * - `GET /api/orders/:orderNumber/status?route=<route>` (`orderStatusRoute`), what the page asks with
 *   our own `order` from its address;
 * - `GET /api/orders/by-paypro-id/:payProId/status?route=<route>` (`payProIdStatusRoute`), what it asks
 *   when PayPro returned the donor without our `order` but with its `ordId` (the PayProId).
 * 200 `{ state, amount, currency, paidAt, reference }` (`publicStatus`: no donor data, not the
 * OrderNumber); 404 `unknown_order` for an order the ledger does not hold, and, with the same body, for
 * an order of another form or org than `route` names (`asked-form.ts`), for a request without `route` or
 * whose route names no form, and for an OrderNumber that is not `[A-Za-z0-9_-]{1,64}` or a PayProId
 * that is not 1 to 32 digits; the last three never reach the ledger. Like every proxy answer it carries
 * `Cache-Control: no-store` (`securityHeaders`): a cached 'created' would hide a payment. `statusOf`
 * brings a non-final order up to date at PayPro itself.
 */
import type { RouterMiddleware } from '@koa/router';
import type { RouteTarget } from '../../orgs/routes.ts';
import { isOrderNumber, isPayProId } from '../../orgs/public-order-status.ts';
import { ApiError } from '../api-error.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { requestTranslator } from '../middleware/request-language.ts';
import { askedForm, askedRoute, isOrderOf } from '../order-status/asked-form.ts';
import { publicStatus, type OrderStatusView } from '../order-status/order-status-view.ts';

export interface OrderStatusDeps {
  /** The order's view, or undefined when the ledger holds no such OrderNumber. */
  statusOf(orderNumber: string): Promise<OrderStatusView | undefined>;
  /** The route index (`indexRoutes`): the form the asking page names. */
  forms: ReadonlyMap<string, RouteTarget>;
}

export interface PayProIdStatusDeps extends OrderStatusDeps {
  /**
   * The OrderNumber of the order of `form` (its org id and route) whose PayProId is `payProId`, or
   * undefined when the ledger holds none (`findByPayProId`).
   */
  orderNumberOf(payProId: string, form: { org: string; route: string }): Promise<string | undefined>;
}

/**
 * The route answering with the view `find` gives for the asking form, or 404 `unknown_order` when it
 * gives none, the view is of another form, or the request names no form (then `find` is not called).
 */
function statusAnswer(
  forms: ReadonlyMap<string, RouteTarget>,
  find: (params: Record<string, string>, form: RouteTarget) => Promise<OrderStatusView | undefined>,
): RouterMiddleware<ProxyState> {
  return async (ctx) => {
    const form = askedForm(forms, askedRoute(ctx.query));
    const view = form ? await find(ctx.params, form) : undefined;
    if (!view || !isOrderOf(view, form!)) throw new ApiError(404, 'unknown_order', requestTranslator(ctx).t('api.unknownOrder'));
    ctx.body = publicStatus(view);
  };
}

/** `GET /api/orders/:orderNumber/status?route=`. */
export function orderStatusRoute(deps: OrderStatusDeps): RouterMiddleware<ProxyState> {
  return statusAnswer(deps.forms, async ({ orderNumber }) => (isOrderNumber(orderNumber) ? deps.statusOf(orderNumber) : undefined));
}

/**
 * `GET /api/orders/by-paypro-id/:payProId/status?route=`: the asking form's order with that PayProId,
 * looked up as text (leading zeros kept), then told as by its OrderNumber.
 */
export function payProIdStatusRoute(deps: PayProIdStatusDeps): RouterMiddleware<ProxyState> {
  return statusAnswer(deps.forms, async ({ payProId }, form) => {
    if (!isPayProId(payProId)) return undefined;
    const orderNumber = await deps.orderNumberOf(payProId, { org: form.org.id, route: form.form.route });
    return orderNumber === undefined ? undefined : deps.statusOf(orderNumber);
  });
}
