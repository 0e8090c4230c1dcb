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
 * it links in Urdu; any other value: English. Only a valid OrderNumber, the order's own route and a
 * language are ever written back into the page.
 */
import type { RouterMiddleware } from '@koa/router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages.ts';
import { withLanguage } from '../../orgs/api-contract.ts';
import { orgTextsOf } from '../../orgs/org-languages.ts';
import { paymentOf } from '../../orgs/payment-words.ts';
import { orgText } from '../../i18n/translator.ts';
import type { Context } from 'koa';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import { isOrderNumber, ORDER_PARAMETER, orderLookupQuery } from '../../orgs/public-order-status.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { formPageUrl } from '../no-script/page-location.ts';
import { askedForm, askedRoute, isOrderOf } from '../order-status/asked-form.ts';
import type { OrderStatusView } from '../order-status/order-status-view.ts';
import { notFoundPageHtml, statusPageHtml } from '../order-status/status-page-html.ts';

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

/**
 * The form's page in `language` for the try-again link: under the org's siteUrl, else on the proxy's
 * configured origin (where `forms serve` hosts the pages), never the request's Host.
 */
function formUrlOf(ctx: Context, target: RouteTarget, language: Language): string {
  return formPageUrl(ctx, target, new Set(), language);
}

export function orderStatusPageRoute(deps: OrderStatusPageDeps): RouterMiddleware<ProxyState> {
  return async (ctx) => {
    ctx.type = 'html';
    const language = askedLanguage(ctx);
    const orderNumber = askedOrderNumber(ctx);
    const route = askedRoute(ctx.query);
    const asked = askedForm(deps.forms, route);
    const named = route === undefined || asked !== undefined;
    const found = named && isOrderNumber(orderNumber) ? await deps.statusOf(orderNumber) : undefined;
    const view = found && (!asked || isOrderOf(found, asked)) ? found : undefined;
    if (!view) {
      // Body first, then status: setting a body after would turn the 404 into a 200.
      ctx.body = notFoundPageHtml(language);
      ctx.status = 404;
      return;
    }
    const target = findForm(deps.forms, view.route);
    const org = target?.org ?? { displayName: view.org };
    const name = target ? orgText(orgTextsOf(target.org, language), org.displayName) : org.displayName;
    ctx.body = statusPageHtml(
      view,
      {
        org: { ...org, displayName: name },
        formUrl: target ? formUrlOf(ctx, target, language) : undefined,
        // Relative, so it works on both addresses of this page; the number is a checked OrderNumber,
        // the route (kept when asked with one, so the next look stays bound) the order's own.
        checkAgainUrl: withLanguage(orderLookupQuery(view.orderNumber, asked && view.route), language),
        payment: target && paymentOf(target.form),
      },
      language,
    );
  };
}
