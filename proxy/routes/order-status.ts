/**
 * `GET /api/orders/:orderNumber/status`: what PayPro confirmed about one order, for the thank-you page
 * (proxy/OPERATIONS.md "HTTP API" and "What the donor sees"). 200 `{ state, amount, currency, paidAt, reference }`
 * (`publicStatus`: no donor data); 404 `unknown_order` for an OrderNumber the ledger does not hold, and for one that is not
 * `[A-Za-z0-9_-]{1,64}` (never looked up). Like every proxy answer it carries `Cache-Control: no-store`
 * (`securityHeaders`): a cached 'created' would hide a payment. `statusOf` brings a non-final order up to date at PayPro itself.
 */
import type { RouterMiddleware } from '@koa/router';
import { isOrderNumber } from '../../orgs/public-order-status.ts';
import { ApiError } from '../api-error.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { requestTranslator } from '../middleware/request-language.ts';
import { publicStatus, type OrderStatusView } from '../order-status/order-status-view.ts';

export interface OrderStatusDeps {
  /** The order's view, or undefined when the ledger holds no such OrderNumber. */
  statusOf(orderNumber: string): Promise<OrderStatusView | undefined>;
}

export function orderStatusRoute(deps: OrderStatusDeps): RouterMiddleware<ProxyState> {
  return async (ctx) => {
    const { orderNumber } = ctx.params;
    const view = isOrderNumber(orderNumber) ? await deps.statusOf(orderNumber) : undefined;
    if (!view) throw new ApiError(404, 'unknown_order', requestTranslator(ctx).t('api.unknownOrder'));
    ctx.body = publicStatus(view);
  };
}
