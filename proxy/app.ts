/**
 * The proxy as a Koa app (proxy/OPERATIONS.md: HTTP API). A factory, so tests drive it through
 * `app.callback()` or an ephemeral server with a fake PayPro client. Middleware order follows the
 * @koa/router recipes, with the public edge around them: request context, the proxy's configured
 * origin (never the request's Host) and the built pages' asset names its own pages link, security headers, the answers for posts without JavaScript, the
 * callback's answers (every answer on its path PayPro's reply array, `callbackAnswers`), error handler, the mark of a form post, the request's language (the address's `lang`, so every answer after
 * it is in that language), Host check against PUBLIC_URL, CORS, rate limits (before any body is read),
 * body parser (JSON; also form-encoded on the no-script endpoints; any type on PayPro's callback), honeypot, form
 * bodies reshaped to JSON, routes, allowed methods. It builds no store of its own: the ledger (every
 * order is written there before it is sent), the idempotency keys, PayPro's callbacks and the removal
 * requests come in `services` (`createProxyServices`), which the server shares with its reconciliation
 * loop and its shutdown.
 */
import { Router } from '@koa/router';
import Koa from 'koa';
import type { Logger } from 'pino';
import { indexRoutes } from '../orgs/routes.ts';
import type { Org } from '../orgs/types.ts';
import { ConfigError, type ProxyConfig } from './config.ts';
import { idempotentRoute } from './idempotency/idempotent-route.ts';
import { createOrderStatusSource } from './reconcile/order-status-source.ts';
import type { ProxyServices } from './services.ts';
import { confirmPageRoute, confirmRoute } from './routes/account-removal-confirm.ts';
import { orderStatusRoute, payProIdStatusRoute } from './routes/order-status.ts';
import { orderStatusPageRoute } from './routes/order-status-page.ts';
import { receiptPageRoute } from './routes/receipt-page.ts';
import { callbackAnswers } from './routes/callback-answers.ts';
import { callbackBody } from './routes/callback-body.ts';
import { payproCallbackRoute } from './routes/paypro-callback.ts';
import { createLogger } from './logger.ts';
import { ENDPOINTS, ORDER_STATUS_ROUTES, RECEIPT_PAGE_PATH, REMOVAL_CONFIRM_PATH } from './endpoints.ts';
import { clientAddress } from './middleware/client-address.ts';
import { configuredOrigin, publicHostOnly } from './middleware/public-origin.ts';
import { apiCors } from './middleware/cors.ts';
import { corsOriginsOf } from './middleware/cors-origins.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { honeypot } from './middleware/honeypot.ts';
import { jsonBody } from './middleware/json-body.ts';
import { rateLimits } from './middleware/rate-limits.ts';
import { refusalBudget } from './middleware/refusal-budget.ts';
import { requestLanguage } from './middleware/request-language.ts';
import { requestContext, type ProxyState } from './middleware/request-context.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { formBody, markFormPosts } from './no-script/form-bodies.ts';
import { noScriptAnswers } from './no-script/no-script-answers.ts';
import { CONFIRMED_NOTICE, RECEIVED_NOTICE, removalNoticeRoute } from './no-script/removal-notice.ts';
import type { RenderForm } from './no-script/render-form.ts';
import { knownPageAssets, type PageAssetNames } from './own-pages/page-assets.ts';
import { createOrderNumberGenerator } from './orders/order-number.ts';
import type { PayProClient } from './paypro/index.ts';
import { accountRemovalRoute } from './routes/account-removal.ts';
import { healthz } from './routes/healthz.ts';
import type { ReadinessCheck } from './readiness.ts';
import { readyzRoute } from './routes/readyz.ts';
import { createMemberBudget } from './routes/member-budget.ts';
import { membershipLookupRoute } from './routes/membership-lookup.ts';
import { membershipOrdersRoute } from './routes/membership-orders.ts';
import { ordersRoute } from './routes/orders.ts';

export interface AppDeps {
  orgs: Org[];
  config: ProxyConfig;
  paypro: PayProClient;
  /** Default: `createLogger(config.logLevel)`. */
  logger?: Logger;
  /** Clock for issue and due dates; default the system clock. */
  now?: () => Date;
  /** Default: `createOrderNumberGenerator()`, random from node:crypto. */
  newOrderNumber?: () => string;
  /**
   * The ledger and the stores over its database (`createProxyServices`), built with the same `now` and
   * PayPro client. The caller closes the database.
   */
  services: ProxyServices;
  /** Whether this process should get traffic (`createReadiness`), for `GET /readyz`. */
  readiness: ReadinessCheck;
  /**
   * The proxy's own origin when PUBLIC_URL is not set, e.g. `forms serve`'s listening address
   * 'http://127.0.0.1:8080': what every link back to the proxy is written with (see `../page-base.ts`).
   * PUBLIC_URL wins when set; one of the two is needed, as no link is ever built from a request's Host.
   */
  origin?: string;
  /**
   * Origins allowed by CORS besides the org files' and CORS_ORIGINS, e.g. `forms serve`'s own
   * `http://localhost:8080`; like those, trusted as where a page came from (`pageBase`).
   */
  corsOrigins?: readonly string[];
  /**
   * Shows a form page again after a post without JavaScript (values kept, messages shown); the CLI
   * passes the build's renderer. Without it such a failure gets a short page with the message.
   */
  renderForm?: RenderForm;
  /**
   * The built pages' stylesheet and logo names (`readSiteAssetNames`), which the proxy's own pages (the
   * order status page, the account removal pages) link from where the pages are hosted. Without them
   * those pages carry a small inline style and no logo.
   */
  pageAssets?: PageAssetNames;
}

/**
 * Builds the proxy app; nothing listens until the caller serves `app.callback()`. Throws ConfigError
 * when it has no origin of its own (neither PUBLIC_URL nor `deps.origin`).
 */
export function createApp(deps: AppDeps): Koa<ProxyState> {
  const origin = deps.config.publicUrl ?? deps.origin;
  if (origin === undefined) {
    throw new ConfigError('The proxy needs its own origin for the links it writes: set PUBLIC_URL (forms serve gives its own address).');
  }
  const logger = deps.logger ?? createLogger(deps.config.logLevel);
  const now = deps.now ?? (() => new Date());
  const newOrderNumber = deps.newOrderNumber ?? createOrderNumberGenerator();

  const routes = {
    forms: indexRoutes(deps.orgs),
    config: deps.config,
    paypro: deps.paypro,
    memberBudget: createMemberBudget(deps.config.rateLimits.lookups, deps.services.metrics),
  };
  const { ledger, check, idempotency, formPosts, inFlight, removalRequests, mailer, deliveries, orderNumberOf, receiptMailOf, metrics } =
    deps.services;
  const router = new Router<ProxyState>();
  router.get('/healthz', healthz);
  router.get('/readyz', readyzRoute(deps.readiness));
  // The pages' origins: CORS lets them call the API, and answers may send a browser back to them.
  const allowedOrigins = corsOriginsOf(deps.orgs, deps.config.corsOrigins, deps.corsOrigins ?? []);
  const orderDeps = { ...routes, now, newOrderNumber, ledger, inFlight, allowedOrigins, metrics };
  // Each route mounts the edge it needs, in this order: its rate limit (before any body is read), its
  // body parser, the honeypot and the reshaping of a form post, then idempotency and the route itself.
  const limit = rateLimits(deps.config.rateLimits, metrics);
  const json = jsonBody();
  const jsonOrForm = jsonBody({ form: true });
  const trap = honeypot(routes.forms, allowedOrigins);
  router.post(
    ENDPOINTS.orders,
    limit('orders'),
    jsonOrForm,
    trap,
    formBody('orders', routes.forms),
    idempotentRoute(idempotency, ENDPOINTS.orders, formPosts, metrics),
    ordersRoute(orderDeps),
  );
  router.post(ENDPOINTS.membershipLookup, limit('lookups'), json, trap, membershipLookupRoute(routes));
  router.post(
    ENDPOINTS.membershipOrders,
    limit('lookups'),
    json,
    trap,
    idempotentRoute(idempotency, ENDPOINTS.membershipOrders, undefined, metrics),
    membershipOrdersRoute(orderDeps),
  );
  router.post(
    ENDPOINTS.accountRemoval,
    limit('removals'),
    jsonOrForm,
    trap,
    formBody('accountRemoval', routes.forms),
    accountRemovalRoute({ forms: routes.forms, store: removalRequests, now, mailer }),
  );
  const confirmDeps = { store: removalRequests, now, forms: routes.forms };
  router.get(REMOVAL_CONFIRM_PATH, limit('removalConfirmations'), confirmPageRoute(confirmDeps));
  router.post(REMOVAL_CONFIRM_PATH, limit('removalConfirmations'), jsonOrForm, confirmRoute(confirmDeps));
  for (const notice of [RECEIVED_NOTICE, CONFIRMED_NOTICE]) router.get(notice.path, removalNoticeRoute(notice, routes.forms));
  const statusOf = createOrderStatusSource({ ledger, check, receiptMailOf });
  const statusJson = orderStatusRoute({ statusOf, forms: routes.forms });
  router.get(ORDER_STATUS_ROUTES.json, limit('statusChecks'), statusJson);
  const statusByPayProId = payProIdStatusRoute({ statusOf, orderNumberOf, forms: routes.forms });
  router.get(ORDER_STATUS_ROUTES.jsonByPayProId, limit('statusChecks'), statusByPayProId);
  const statusPage = orderStatusPageRoute({ statusOf, forms: routes.forms });
  router.get(ORDER_STATUS_ROUTES.pageByQuery, limit('statusChecks'), statusPage);
  router.get(ORDER_STATUS_ROUTES.page, limit('statusChecks'), statusPage);
  router.get(ORDER_STATUS_ROUTES.pageInLanguage, limit('statusChecks'), statusPage);
  router.get(RECEIPT_PAGE_PATH, limit('statusChecks'), receiptPageRoute({ receiptOf: deps.services.receiptOf }));
  // PayPro's callback: a generous budget for every delivery, a tight one for refused ones, a small body.
  const refusals = refusalBudget(deps.config.rateLimits.callbackRefusals, metrics);
  const callback = payproCallbackRoute({ callback: deps.config.callback, ledger, check, deliveries, now, refusals, metrics });
  router.post(deps.config.callback.path, limit('callbacks'), refusals.gate, callbackBody(), callback);
  router.get(deps.config.callback.path, limit('callbacks'), refusals.gate, callback);

  // Behind one load balancer, the client is the last X-Forwarded-For entry; earlier ones are the client's say.
  const app = new Koa<ProxyState>({ proxy: deps.config.trustProxy, maxIpsCount: 1 });
  app.use(requestContext(logger));
  app.use(configuredOrigin(new URL(origin).origin));
  app.use(knownPageAssets(deps.pageAssets));
  app.use(clientAddress());
  app.use(securityHeaders());
  // Outside the error handler, so it sees the final answer of every form post (no-script/).
  app.use(noScriptAnswers({ forms: routes.forms, renderForm: deps.renderForm, allowedOrigins }));
  // Outside the error handler too, so every answer on the callback path is PayPro's reply array.
  app.use(callbackAnswers(deps.config.callback.path));
  app.use(errorHandler());
  // Before every refusal: a form post is answered as a page whatever refuses it (no-script/).
  app.use(markFormPosts());
  // Inside the error handler, so a `lang` that is no language gets the error envelope (or, for a form
  // post, the page); before every other refusal, so each is in the request's language.
  app.use(requestLanguage());
  app.use(publicHostOnly(deps.config.publicUrl, ['/healthz', '/readyz', deps.config.callback.path]));
  app.use(apiCors(allowedOrigins));
  app.use(router.routes());
  // Without `throw`, the router sets 405/501 together with the Allow header; the error handler then
  // adds the envelope.
  app.use(router.allowedMethods());
  return app;
}
