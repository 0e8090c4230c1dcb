import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import Koa, { type Middleware } from 'koa';
import { faultsRoute, ordersRoute } from './admin-routes.ts';
import { authRoute } from './auth-route.ts';
import { consumerLookupRoute } from './consumer-lookup-route.ts';
import { createOrderRoute } from './create-order-route.ts';
import { faultGate } from './fault-gate.ts';
import { createFaultSwitch, type FaultSwitch, type GatewayCall } from './faults.ts';
import { legacyCreateOrderRoute } from './legacy-create-order-route.ts';
import { payPageRoute, settleRoute } from './marketplace-routes.ts';
import { SIMULATOR_MEMBERS } from './members.ts';
import { orderStatusRoute } from './order-status-route.ts';
import { createOrdersStore, type SimulatorOrders } from './orders-store.ts';
import { requireToken } from './require-token.ts';
import { createTokenStore } from './tokens.ts';

export interface SimulatorOptions {
  /** Path prefix of every route, e.g. '/paypro-sim' (leading slash, no trailing slash); default ''. */
  basePath?: string;
  /** Lifetime of an auth token in milliseconds; default 600000 (PayPro's is undocumented, paypro.md §3). */
  tokenTtlMs?: number;
  /** Clock in epoch milliseconds; default Date.now. */
  now?: () => number;
}

/** Gateway calls that reached the simulator, faulted or not. */
export interface SimulatorStats {
  authCalls: number;
  createOrderCalls: number;
  orderStatusCalls: number;
  /** Calls of /cpay/gcd. */
  lookupCalls: number;
  /** Calls of /cpay/co. */
  legacyCreateOrderCalls: number;
}

export interface Simulator {
  app: Koa;
  orders: SimulatorOrders;
  faults: FaultSwitch;
  stats: SimulatorStats;
}

/**
 * A PayPro gateway stand-in speaking its wire protocol (paypro.md), all under `basePath`:
 * `POST /v2/ppro/auth`, `POST /v2/ppro/co`, `GET /v2/ppro/ggos` (JSON body), the legacy membership calls
 * `POST /cpay/gcd` (fixture members in `members.ts`) and `POST /cpay/co?oJson=`, the marketplace pay
 * page `GET /pyb-demo/?bid=` with `POST /pyb-demo/pay|cancel`, and for tests `POST|GET /__sim/faults`,
 * `GET /__sim/orders`. State lives in memory. Throws TypeError for a malformed basePath.
 */
export function createSimulator(opts: SimulatorOptions = {}): Simulator {
  const basePath = opts.basePath ?? '';
  if (basePath !== '' && !/^\/[^?#]*[^/?#]$/.test(basePath)) {
    throw new TypeError(`basePath must start with "/" and not end with one, got "${basePath}"`);
  }
  const now = opts.now ?? Date.now;
  const tokens = createTokenStore(opts.tokenTtlMs ?? 600_000, now);
  const orders = createOrdersStore(now);
  const faults = createFaultSwitch();
  const stats: SimulatorStats = {
    authCalls: 0,
    createOrderCalls: 0,
    orderStatusCalls: 0,
    lookupCalls: 0,
    legacyCreateOrderCalls: 0,
  };
  const counters: Record<GatewayCall, keyof SimulatorStats> = {
    auth: 'authCalls',
    co: 'createOrderCalls',
    ggos: 'orderStatusCalls',
    gcd: 'lookupCalls',
    'cpay-co': 'legacyCreateOrderCalls',
  };
  const gateway = (call: GatewayCall): Middleware[] => [
    async (ctx, next) => {
      stats[counters[call]] += 1;
      // The live gateway's CORS headers (paypro.md §1, §3): the token header is not exposed to browsers.
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Access-Control-Allow-Headers', 'Content-Type');
      await next();
    },
    faultGate(faults, call),
  ];

  const router = new Router(basePath ? { prefix: basePath } : {});
  router.post('/v2/ppro/auth', ...gateway('auth'), authRoute(tokens));
  router.post('/v2/ppro/co', ...gateway('co'), requireToken(tokens), createOrderRoute(orders, basePath));
  router.get('/v2/ppro/ggos', ...gateway('ggos'), requireToken(tokens), orderStatusRoute(orders));
  router.post('/cpay/gcd', ...gateway('gcd'), consumerLookupRoute(SIMULATOR_MEMBERS));
  router.post('/cpay/co', ...gateway('cpay-co'), legacyCreateOrderRoute(orders, basePath));
  router.get('/pyb-demo/', payPageRoute(orders, basePath));
  router.post('/pyb-demo/pay', settleRoute(orders, 'pay'));
  router.post('/pyb-demo/cancel', settleRoute(orders, 'cancel'));
  router.get('/__sim/faults', faultsRoute(faults));
  router.post('/__sim/faults', faultsRoute(faults));
  router.get('/__sim/orders', ordersRoute(orders));

  const app = new Koa();
  // GET too: ggos carries its JSON in a GET body. An unreadable body is left undefined, and each
  // route answers it as the gateway would (e.g. `03 Invalid json object!` on co).
  app.use(bodyParser({ parsedMethods: ['POST', 'GET'], enableTypes: ['json', 'form'], onError: () => {} }));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return { app, orders, faults, stats };
}
