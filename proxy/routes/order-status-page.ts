/**
 * The proxy's HTML status page for one order, for browsers without script:
 * `GET /api/orders/:orderNumber/page` (where a form posted without JavaScript returns from PayPro) and
 * `GET /api/orders/page?order=<OrderNumber>&route=<route>` (the thank-you page's lookup form). 200
 * text/html (`status-page-html.ts`), or a 404 page for an OrderNumber the ledger does not hold or a
 * malformed one (never looked up). The page names the order's own org, so it needs no route; but when
 * the query names one (the lookup form sends its own), an order of another form or org gets the same
 * 404 page as an unknown order (`asked-form.ts`), and a route that names no form gets it without a
 * lookup. `Cache-Control: no-store` as on every proxy answer (`securityHeaders`). Of the query string
 * only `order`, `route` and `lang` are read; the language may also end the path
 * (`/api/orders/<OrderNumber>/page/ur`, where a form posted without JavaScript from an Urdu page returns:
 * a query of its own could clash with the one PayPro adds). `ur`: the page, the org's name and the form
 * it links in Urdu; any other value: English. The language switch links the page by query
 * (`/api/orders/page?order=…[&route=…]&lang=…`), where the language is not in the path. Only a valid
 * OrderNumber, the order's own route and a language are ever written back into the page.
 */
import type { RouterMiddleware } from '@koa/router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../orgs/i18n/languages.ts';
import { withLanguage } from '../../orgs/api-contract.ts';
import { paymentOf } from '../../orgs/kinds.ts';
import type { Context } from 'koa';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import { orderLookupQuery } from '../../orgs/api-contract.ts';
import { isOrderNumber, ORDER_PARAMETER } from '../../orgs/public-order-status.ts';
import { ORDER_STATUS_ROUTES } from '../endpoints.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { askedForm, askedRoute, isOrderOf } from '../order-status/asked-form.ts';
import type { OrderStatusView } from '../order-status/order-status-view.ts';
import { notFoundPage, statusPage } from '../order-status/status-page-html.ts';
import { pageLook } from '../own-pages/page-look.ts';
import { sendProxyPage } from '../own-pages/proxy-page.ts';

export interface OrderStatusPageDeps {
  /** The order's view, or undefined when the ledger holds no such OrderNumber. */
  statusOf(orderNumber: string): Promise<OrderStatusView | undefined>;
  /** The route index (`indexRoutes`): the order's org and form by its route. */
  forms: ReadonlyMap<string, RouteTarget>;
}

/** The OrderNumber asked for: the path's, else the first `order` query value, trimmed (it may be typed in). */
function askedOrderNumber(ctx: Context & { params: Record<string, string> }): string | undefined {
  if (ctx.params.orderNumber !== undefined) return ctx.params.orderNumber;
  const order = ctx.query[ORDER_PARAMETER];
  const value = Array.isArray(order) ? order[0] : order;
  return value?.trim();
}

/** The language asked for: the path's, else the first `lang` query value, when it is one; else English. */
function askedLanguage(ctx: Context & { params: Record<string, string> }): Language {
  const lang = ctx.query.lang;
  const value = ctx.params.lang ?? (Array.isArray(lang) ? lang[0] : lang);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The page by query, root-relative (the proxy's own origin, whichever name it was reached by), in `language`. */
function pageAddress(query: string, language: Language): string {
  return withLanguage(`${ORDER_STATUS_ROUTES.pageByQuery}${query}`, language);
}

export function orderStatusPageRoute(deps: OrderStatusPageDeps): RouterMiddleware<ProxyState> {
  return async (ctx) => {
    const language = askedLanguage(ctx);
    const orderNumber = askedOrderNumber(ctx);
    const route = askedRoute(ctx.query);
    const asked = askedForm(deps.forms, route);
    const named = route === undefined || asked !== undefined;
    const found = named && isOrderNumber(orderNumber) ? await deps.statusOf(orderNumber) : undefined;
    const view = found && (!asked || isOrderOf(found, asked)) ? found : undefined;
    if (!view) {
      // Nothing asked is written back: the switch asks for no order.
      sendProxyPage(
        ctx,
        404,
        notFoundPage(pageLook(ctx, undefined, language), (other) => pageAddress('', other)),
      );
      return;
    }
    const target = findForm(deps.forms, view.route);
    const look = pageLook(ctx, target, language);
    const org = target?.org ?? { displayName: view.org };
    // The number is a checked OrderNumber, the route (kept when asked with one, so the next look stays
    // bound) the order's own.
    const query = orderLookupQuery(view.orderNumber, asked && view.route);
    const context = {
      org: { ...org, displayName: look.orgName ?? org.displayName },
      // Relative, so it works on both addresses of this page.
      checkAgainUrl: withLanguage(query, language),
      inLanguage: (other: Language) => pageAddress(query, other),
      payment: target && paymentOf(target.form),
    };
    sendProxyPage(ctx, 200, statusPage(view, context, look));
  };
}
