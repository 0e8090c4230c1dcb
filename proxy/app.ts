/**
 * The proxy as a Koa app (DESIGN.md: proxy HTTP API). A factory, so tests drive it through
 * `app.callback()` or an ephemeral server with a fake PayPro client. Middleware order follows the
 * @koa/router recipes, with the public edge around them: request context, security headers, the
 * answers for posts without JavaScript, error handler, CORS, rate limits (before any body is read),
 * body parser (JSON; also form-encoded on the no-script endpoints), honeypot, form bodies reshaped to
 * JSON, routes, allowed methods.
 */
import { Router } from '@koa/router';
import Koa from 'koa';
import type { Logger } from 'pino';
import { indexRoutes } from '../orgs/routes.ts';
import type { Org } from '../orgs/types.ts';
import type { ProxyConfig } from './config.ts';
import { idempotentRoute } from './idempotency/idempotent-route.ts';
import type { IdempotencyStore } from './idempotency/idempotency-store.ts';
import { createMemoryIdempotencyStore } from './idempotency/memory-idempotency-store.ts';
import { createLogger } from './logger.ts';
import { ENDPOINTS } from './middleware/api-path.ts';
import { apiCors } from './middleware/cors.ts';
import { corsOriginsOf } from './middleware/cors-origins.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { honeypot } from './middleware/honeypot.ts';
import { jsonBody } from './middleware/json-body.ts';
import { rateLimits } from './middleware/rate-limits.ts';
import { requestContext, type ProxyState } from './middleware/request-context.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { FORM_ENDPOINTS, formBodies } from './no-script/form-bodies.ts';
import { noScriptAnswers } from './no-script/no-script-answers.ts';
import { RECEIVED_PATH, removalReceivedRoute } from './no-script/removal-received.ts';
import type { RenderForm } from './no-script/render-form.ts';
import { createOrderNumberGenerator } from './orders/order-number.ts';
import type { PayProClient } from './paypro/index.ts';
import { createFileRemovalRequestStore } from './removal-requests/file-removal-request-store.ts';
import type { RemovalRequestStore } from './removal-requests/removal-request-store.ts';
import { accountRemovalRoute } from './routes/account-removal.ts';
import { healthz } from './routes/healthz.ts';
import { membershipLookupRoute } from './routes/membership-lookup.ts';
import { membershipOrdersRoute } from './routes/membership-orders.ts';
import { ordersRoute } from './routes/orders.ts';
import { createFileUnconfirmedOrderStore } from './unconfirmed-orders/file-unconfirmed-order-store.ts';
import type { UnconfirmedOrderStore } from './unconfirmed-orders/unconfirmed-order-store.ts';

export interface AppDeps {
  orgs: Org[];
  config: ProxyConfig;
  paypro: PayProClient;
  /** Default: `createLogger(config.logLevel)`. */
  logger?: Logger;
  /** Clock for issue and due dates; default the system clock. */
  now?: () => Date;
  /** Default: `createOrderNumberGenerator` on `now`. */
  newOrderNumber?: () => string;
  /** Where account removal requests are recorded; default the file store in `config.dataDir`. */
  removalRequests?: RemovalRequestStore;
  /** Answers kept for repeated order requests (Idempotency-Key); default an in-memory store. */
  idempotency?: IdempotencyStore;
  /** Where orders whose outcome is unknown are recorded; default the file store in `config.dataDir`. */
  unconfirmedOrders?: UnconfirmedOrderStore;
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
}

/** How long a post without JavaScript counts as a repeat of an identical earlier one, in ms. */
const FORM_POST_REPEAT_MS = 10 * 60_000;

/** Builds the proxy app; nothing listens until the caller serves `app.callback()`. */
export function createApp(deps: AppDeps): Koa<ProxyState> {
  const logger = deps.logger ?? createLogger(deps.config.logLevel);
  const now = deps.now ?? (() => new Date());
  const newOrderNumber = deps.newOrderNumber ?? createOrderNumberGenerator(() => now().getTime());

  const routes = { forms: indexRoutes(deps.orgs), config: deps.config, paypro: deps.paypro };
  const router = new Router<ProxyState>();
  router.get('/healthz', healthz);
  const idempotency = deps.idempotency ?? createMemoryIdempotencyStore();
  // Posts without JavaScript carry no key: the same post from the same address within 10 minutes is a
  // repeat (a double click, a reload), answered as the first was.
  const formPosts = createMemoryIdempotencyStore({ ttlMs: FORM_POST_REPEAT_MS });
  const unconfirmedOrders = deps.unconfirmedOrders ?? createFileUnconfirmedOrderStore(deps.config.dataDir);
  // The pages' origins: CORS lets them call the API, and answers may send a browser back to them.
  const allowedOrigins = corsOriginsOf(deps.orgs, deps.config.corsOrigins, deps.corsOrigins ?? []);
  const orderDeps = { ...routes, now, newOrderNumber, unconfirmedOrders, allowedOrigins };
  router.post(ENDPOINTS.orders, idempotentRoute(idempotency, ENDPOINTS.orders, formPosts), ordersRoute(orderDeps));
  router.post(ENDPOINTS.membershipLookup, membershipLookupRoute(routes));
  const membershipOrders = membershipOrdersRoute(orderDeps);
  router.post(ENDPOINTS.membershipOrders, idempotentRoute(idempotency, ENDPOINTS.membershipOrders), membershipOrders);
  const removalRequests = deps.removalRequests ?? createFileRemovalRequestStore(deps.config.dataDir);
  router.post(ENDPOINTS.accountRemoval, accountRemovalRoute({ forms: routes.forms, store: removalRequests, now }));
  router.get(RECEIVED_PATH, removalReceivedRoute(routes.forms, allowedOrigins));

  // Behind one load balancer, the client is the last X-Forwarded-For entry; earlier ones are the client's say.
  const app = new Koa<ProxyState>({ proxy: deps.config.trustProxy, maxIpsCount: 1 });
  app.use(requestContext(logger));
  app.use(securityHeaders());
  // Outside the error handler, so it sees the final answer of every form post (no-script/).
  app.use(noScriptAnswers({ forms: routes.forms, renderForm: deps.renderForm, allowedOrigins }));
  app.use(errorHandler());
  app.use(apiCors(allowedOrigins));
  app.use(rateLimits(deps.config.rateLimits));
  app.use(jsonBody({ formPaths: FORM_ENDPOINTS }));
  app.use(honeypot(routes.forms, allowedOrigins));
  app.use(formBodies(routes.forms));
  app.use(router.routes());
  // Without `throw`, the router sets 405/501 together with the Allow header; the error handler then
  // adds the envelope.
  app.use(router.allowedMethods());
  return app;
}
