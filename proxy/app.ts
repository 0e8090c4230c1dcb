/**
 * The proxy as a Koa app (DESIGN.md: proxy HTTP API). A factory, so tests drive it through
 * `app.callback()` or an ephemeral server with a fake PayPro client. Middleware order follows the
 * @koa/router recipes: request context, error handler, JSON body parser, routes, allowed methods.
 *
 * No CORS headers: under `forms serve` the pages and the proxy share one origin. Pages hosted on
 * another origin than their `proxyUrl` need a CORS layer added here.
 */
import { Router } from '@koa/router';
import Koa from 'koa';
import type { Logger } from 'pino';
import { indexRoutes } from '../orgs/routes.ts';
import type { Org } from '../orgs/types.ts';
import type { ProxyConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { jsonBody } from './middleware/json-body.ts';
import { requestContext, type ProxyState } from './middleware/request-context.ts';
import { createOrderNumberGenerator } from './orders/order-number.ts';
import type { PayProClient } from './paypro/index.ts';
import { createFileRemovalRequestStore } from './removal-requests/file-removal-request-store.ts';
import type { RemovalRequestStore } from './removal-requests/removal-request-store.ts';
import { accountRemovalRoute } from './routes/account-removal.ts';
import { healthz } from './routes/healthz.ts';
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
  /** Default: `createOrderNumberGenerator` on `now`. */
  newOrderNumber?: () => string;
  /** Where account removal requests are recorded; default the file store in `config.dataDir`. */
  removalRequests?: RemovalRequestStore;
}

/** Builds the proxy app; nothing listens until the caller serves `app.callback()`. */
export function createApp(deps: AppDeps): Koa<ProxyState> {
  const logger = deps.logger ?? createLogger(deps.config.logLevel);
  const now = deps.now ?? (() => new Date());
  const newOrderNumber = deps.newOrderNumber ?? createOrderNumberGenerator(() => now().getTime());

  const routes = { forms: indexRoutes(deps.orgs), config: deps.config, paypro: deps.paypro };
  const router = new Router<ProxyState>();
  router.get('/healthz', healthz);
  router.post('/api/orders', ordersRoute({ ...routes, now, newOrderNumber }));
  router.post('/api/membership/lookup', membershipLookupRoute(routes));
  router.post('/api/membership/orders', membershipOrdersRoute({ ...routes, now, newOrderNumber }));
  const removalRequests = deps.removalRequests ?? createFileRemovalRequestStore(deps.config.dataDir);
  router.post('/api/account-removal', accountRemovalRoute({ forms: routes.forms, store: removalRequests, now }));

  const app = new Koa<ProxyState>();
  app.use(requestContext(logger));
  app.use(errorHandler());
  app.use(jsonBody());
  app.use(router.routes());
  // Without `throw`, the router sets 405/501 together with the Allow header; the error handler then
  // adds the envelope.
  app.use(router.allowedMethods());
  return app;
}
