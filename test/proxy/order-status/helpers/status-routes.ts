/**
 * The order status routes (the API by OrderNumber and by PayProId, the HTML page) on a small Koa app of
 * their own, mounted at the paths the proxy uses (`ORDER_STATUS_ROUTES`) behind the proxy's error
 * handler, with a fake `statusOf` and a fake PayProId lookup that record what they are asked; and a view
 * to answer with.
 */
import { Router } from '@koa/router';
import Koa from 'koa';
import { pino } from 'pino';
import type { RouteTarget } from '../../../../orgs/routes.ts';
import type { OrderState } from '../../../../orgs/public-order-status.ts';
import { ORDER_STATUS_ROUTES } from '../../../../proxy/endpoints.ts';
import { errorHandler } from '../../../../proxy/middleware/error-handler.ts';
import { configuredOrigin } from '../../../../proxy/middleware/public-origin.ts';
import { knownPageAssets, type PageAssetNames } from '../../../../proxy/own-pages/page-assets.ts';
import { securityHeaders } from '../../../../proxy/middleware/security-headers.ts';
import type { ProxyState } from '../../../../proxy/middleware/request-context.ts';
import type { OrderStatusView } from '../../../../proxy/order-status/order-status-view.ts';
import { orderStatusPageRoute } from '../../../../proxy/routes/order-status-page.ts';
import { orderStatusRoute, payProIdStatusRoute } from '../../../../proxy/routes/order-status.ts';
import { serveAt, type Served } from '../../helpers/serve.ts';

/** A Three Currencies Trust order of PKR 2,500 in `state` (paid ones with a paid time). */
export function viewOf(state: OrderState, changes: Partial<OrderStatusView> = {}): OrderStatusView {
  return {
    orderNumber: 'JHR-1',
    org: 'grid-three-currencies',
    route: '/merchantform/grid-three-currencies',
    formKind: 'standard-grid',
    state,
    amount: '2500',
    currency: 'PKR',
    paidAt: state === 'paid' ? '2025-05-12T09:03:00.000Z' : null,
    reference: '01102205600001',
    ...changes,
  };
}

/** `html` of a status page without the markup that draws an order number in groups: the paragraphs' text, escaped. */
export function withoutGroups(html: string): string {
  return html.replace(/<span[^>]*>|<\/span>|<wbr>/g, '');
}

export interface StatusRoutes extends Served {
  /** Every OrderNumber `statusOf` was asked for, in order. */
  asked: string[];
  /** Every PayProId the ledger was asked for, with the org and route it was bound to: '<id> <org> <route>'. */
  askedPayProIds: string[];
}

/**
 * Serves both routes; `views` are the orders the fake ledger holds; `pageAssets` the built pages' asset
 * names the proxy's pages link (absent: none known). Close it at the end.
 */
export async function startStatusRoutes(
  views: OrderStatusView[],
  forms: ReadonlyMap<string, RouteTarget> = new Map(),
  pageAssets?: PageAssetNames,
): Promise<StatusRoutes> {
  const asked: string[] = [];
  const statusOf = async (orderNumber: string) => {
    asked.push(orderNumber);
    return views.find((view) => view.orderNumber === orderNumber);
  };
  const askedPayProIds: string[] = [];
  // As `findByPayProId`: the id compared as text, bound to the asking form.
  const orderNumberOf = async (payProId: string, form: { org: string; route: string }) => {
    askedPayProIds.push(`${payProId} ${form.org} ${form.route}`);
    return views.find((view) => view.reference === payProId && view.org === form.org && view.route === form.route)?.orderNumber;
  };
  const router = new Router<ProxyState>();
  router.get(ORDER_STATUS_ROUTES.json, orderStatusRoute({ statusOf, forms }));
  router.get(ORDER_STATUS_ROUTES.jsonByPayProId, payProIdStatusRoute({ statusOf, orderNumberOf, forms }));
  const page = orderStatusPageRoute({ statusOf, forms });
  router.get(ORDER_STATUS_ROUTES.pageByQuery, page);
  router.get(ORDER_STATUS_ROUTES.page, page);
  router.get(ORDER_STATUS_ROUTES.pageInLanguage, page);
  const log = pino({ level: 'silent' });
  // The proxy's own origin is the one it is served at, as under `forms serve`.
  const served = await serveAt((origin) => {
    const app = new Koa<ProxyState>();
    app.use(async (ctx, next) => {
      ctx.state.log = log;
      await next();
    });
    app.use(configuredOrigin(origin));
    app.use(knownPageAssets(pageAssets));
    // The proxy's headers (no-store among them) and error envelope, in the app's order.
    app.use(securityHeaders());
    app.use(errorHandler());
    app.use(router.routes());
    app.use(router.allowedMethods());
    return app.callback();
  });
  return { ...served, asked, askedPayProIds };
}
