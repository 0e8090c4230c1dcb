/**
 * `GET /api/orders/:orderNumber/status?route=<route>`: what PayPro confirmed about one order, for the
 * thank-you page of the form it was made on (proxy/OPERATIONS.md "HTTP API" and "What the donor sees").
 * 200 `{ state, amount, currency, paidAt, reference }` (`publicStatus`: no donor data); 404
 * `unknown_order` for an OrderNumber the ledger does not hold, and, with the same body, for an order of
 * another form or org than `route` names (`asked-form.ts`), for a request without `route` or whose
 * route names no form, and for an OrderNumber that is not `[A-Za-z0-9_-]{1,64}`; the last three never
 * reach the ledger. Like every proxy answer it carries `Cache-Control: no-store` (`securityHeaders`): a
 * cached 'created' would hide a payment. `statusOf` brings a non-final order up to date at PayPro itself.
 */
import type { RouterMiddleware } from '@koa/router';
import type { RouteTarget } from '../../orgs/routes.ts';
import { isOrderNumber } from '../../orgs/public-order-status.ts';
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

export function orderStatusRoute(deps: OrderStatusDeps): RouterMiddleware<ProxyState> {
  return async (ctx) => {
    const { orderNumber } = ctx.params;
    const form = askedForm(deps.forms, askedRoute(ctx.query));
    const view = form && isOrderNumber(orderNumber) ? await deps.statusOf(orderNumber) : undefined;
    if (!view || !isOrderOf(view, form!)) throw new ApiError(404, 'unknown_order', requestTranslator(ctx).t('api.unknownOrder'));
    ctx.body = publicStatus(view);
  };
}
