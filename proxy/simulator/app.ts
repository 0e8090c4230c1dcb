import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import Koa, { type Middleware } from 'koa';
import { answersRoute, callbackModeRoute, callbacksRoute, faultsRoute, ordersRoute, paymentRoute } from './admin-routes.ts';
import { type AnswerSwitch, createAnswerSwitch } from './answer-variants.ts';
import { authRoute } from './auth-route.ts';
import { createCallbackDelivery, type CallbackTarget, type Callbacks } from './callback-delivery.ts';
import { createCallbackModeSwitch, type CallbackModeSwitch } from './callback-mode.ts';
import { isHttpUrl } from './callback-url.ts';
import { consumerLookupRoute } from './consumer-lookup-route.ts';
import { createOrderRoute } from './create-order-route.ts';
import { faultGate } from './fault-gate.ts';
import { createFaultSwitch, type FaultSwitch, type GatewayCall } from './faults.ts';
import { legacyCreateOrderRoute } from './legacy-create-order-route.ts';
import { legacyOrderStatusRoute } from './legacy-order-status-route.ts';
import { markBlockedRoute } from './mark-blocked-route.ts';
import { payPageRoute, settleRoute, type MarketplaceDeps } from './marketplace-routes.ts';
import { consumersOf } from './members.ts';
import { orderByNumberRoute, orderStatusRoute } from './order-status-route.ts';
import { createOrdersStore, type SimulatorOrders } from './orders-store.ts';
import { paidAmounts } from './paid-amounts.ts';
import { createPaymentSwitch, type PaymentSwitch } from './payment-switch.ts';
import { requireToken } from './require-token.ts';
import { createTokenStore } from './tokens.ts';
import { systemTimers, type Timers } from '../timers.ts';
import type { LocalMailbox } from '../mail/local-mailbox.ts';
import { mailboxPage } from './mailbox-page.ts';

export type { CallbackPair, CallbackRecord, CallbackTarget } from './callback-delivery.ts';
export type { AnswerSpec } from './answer-variants.ts';
export type { CallbackCredentials, CallbackMode, CallbackModeSpec } from './callback-mode.ts';
export type { CallbackFormat } from './callback-request.ts';
export type { PaymentSpec } from './payment-switch.ts';

export interface SimulatorOptions {
  /** Path prefix of every route, e.g. '/paypro-sim' (leading slash, no trailing slash); default ''. */
  basePath?: string;
  /** Lifetime of an auth token in ms; default 600000 (PayPro's is undocumented: PROTOCOL.md#auth-and-token). */
  tokenTtlMs?: number;
  /** Clock in epoch milliseconds (token lifetimes, due dates, paid dates); default Date.now. */
  now?: () => number;
  /**
   * The timers behind a 'slow' fault's delay, a late callback and a callback's time limit; default the
   * system's (tests pass a fake clock's, to decide when a slow answer comes).
   */
  timers?: Timers;
  /**
   * The convenience fee a payer of a bill in PKR bears (a PKR order, or a foreign-currency one converted
   * to PKR), as decimal text with at most 2 places: a paid order reports OrderAmountPaid = AmountPayable
   * + this (PROTOCOL.md#amount-verification). Default '7',
   * the fee one integration saw on a Rs 199 order; '0' for none.
   */
  paymentFee?: string;
  /** Where to deliver the server callback (UIS) after each payment; default none (PROTOCOL.md#server-callback). */
  callback?: CallbackTarget;
  /** The proxy's local mailbox (no SMTP_URL), listed at `GET /mail`; absent: no such page. */
  mailbox?: LocalMailbox;
}

/** Gateway calls that reached the simulator, faulted or not. */
export interface SimulatorStats {
  authCalls: number;
  createOrderCalls: number;
  /** Calls of ggos. */
  orderStatusCalls: number;
  /** Calls of ggosboi. */
  orderStatusByNumberCalls: number;
  /** Calls of moab. */
  markBlockedCalls: number;
  /** Calls of /cpay/gcd. */
  lookupCalls: number;
  /** Calls of /cpay/co. */
  legacyCreateOrderCalls: number;
  /** Calls of /cpay/gos. */
  legacyOrderStatusCalls: number;
}

export interface Simulator {
  app: Koa;
  orders: SimulatorOrders;
  faults: FaultSwitch;
  stats: SimulatorStats;
  /** The payment switch: amounts the next Pay records (`payment-switch.ts`). */
  payment: PaymentSwitch;
  /**
   * The answer switch: which shape successful auth and create-order answers take, and how the pay page
   * joins its return parameters to the callback (`answer-variants.ts`).
   */
  answers: AnswerSwitch;
  /** How the server callbacks of the next payments are delivered (`callback-mode.ts`). */
  callbackMode: CallbackModeSwitch;
  /** The server callback deliveries made so far, and a way to wait for those still due. */
  callbacks: Callbacks;
  /** Cancels callback deliveries still due and aborts those under way; call it when done (tests). */
  close(): Promise<void>;
}

const FEE = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * A PayPro gateway stand-in speaking its wire protocol (proxy/paypro/PROTOCOL.md), all under `basePath`:
 * - v2, with a token: `POST /v2/ppro/auth`, `POST /v2/ppro/co`, `GET /v2/ppro/ggos` (JSON body
 *   `{userName, cpayId}`), `POST /v2/ppro/ggosboi` (`{userName, Order_Id}`), `POST /v2/ppro/moab`
 *   (`{Username, CsvOrderNumbers}`);
 * - legacy, credentials in the request: `POST /cpay/gcd` (fixture members per merchant in `members.ts`),
 *   `POST /cpay/co?oJson=`, `GET /cpay/gos?userName=&password=&cpayId=`;
 * - the marketplace pay page `GET /pyb-demo/?bid=` with `POST /pyb-demo/pay|cancel` (an UNPAID order
 *   past the end of its OrderDueDate, Karachi time, gets a 410 "this order has expired" page); after
 *   Pay, the server callback to `callback.url`, if set;
 * - for tests: `POST|GET /__sim/faults` (failures of the calls above), `POST|GET /__sim/payment` (the
 *   amounts the next Pay records), `POST|GET /__sim/callback` (the callback mode), `POST|GET
 *   /__sim/answers` (the shape of successful auth and create-order answers, and of the browser return),
 *   `GET /__sim/callbacks` (deliveries made), `GET /__sim/orders`;
 * - with `mailbox`, `GET /mail`: the proxy's local mailbox, for people (`mailbox-page.ts`).
 * State lives in memory. Throws TypeError for a malformed basePath, paymentFee or callback URL.
 */
export function createSimulator(opts: SimulatorOptions = {}): Simulator {
  const basePath = opts.basePath ?? '';
  if (basePath !== '' && !/^\/[^?#]*[^/?#]$/.test(basePath)) {
    throw new TypeError(`basePath must start with "/" and not end with one, got "${basePath}"`);
  }
  const fee = opts.paymentFee ?? '7';
  if (!FEE.test(fee)) throw new TypeError(`paymentFee must be decimal text >= 0 with at most 2 places, got "${fee}"`);
  if (opts.callback && !isHttpUrl(opts.callback.url)) {
    throw new TypeError(`callback.url must be an absolute http(s) URL, got "${opts.callback.url}"`);
  }
  const now = opts.now ?? Date.now;
  const tokens = createTokenStore(opts.tokenTtlMs ?? 600_000, now);
  const orders = createOrdersStore(now);
  const faults = createFaultSwitch();
  const payment = createPaymentSwitch();
  const answers = createAnswerSwitch();
  const callbackMode = createCallbackModeSwitch();
  const timers = opts.timers ?? systemTimers;
  const callbacks = createCallbackDelivery(opts.callback, callbackMode, now, timers);
  const stats: SimulatorStats = {
    authCalls: 0,
    createOrderCalls: 0,
    orderStatusCalls: 0,
    orderStatusByNumberCalls: 0,
    markBlockedCalls: 0,
    lookupCalls: 0,
    legacyCreateOrderCalls: 0,
    legacyOrderStatusCalls: 0,
  };
  const counters: Record<GatewayCall, keyof SimulatorStats> = {
    auth: 'authCalls',
    co: 'createOrderCalls',
    ggos: 'orderStatusCalls',
    ggosboi: 'orderStatusByNumberCalls',
    moab: 'markBlockedCalls',
    gcd: 'lookupCalls',
    'cpay-co': 'legacyCreateOrderCalls',
    gos: 'legacyOrderStatusCalls',
  };
  const gateway = (call: GatewayCall): Middleware[] => [
    async (ctx, next) => {
      stats[counters[call]] += 1;
      // The live gateway's CORS headers (PROTOCOL.md#auth-and-token): the token header is not exposed to browsers.
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Access-Control-Allow-Headers', 'Content-Type');
      await next();
    },
    faultGate(faults, call, timers),
  ];
  const marketplace: MarketplaceDeps = {
    orders,
    basePath,
    now,
    paidAmounts: (order) => paidAmounts(order, fee, payment),
    onPaid: (order) => callbacks.paid(order.orderNumber, order.merchantId),
    returnJoin: () => answers.current().browserReturn,
  };

  const router = new Router(basePath ? { prefix: basePath } : {});
  router.post('/v2/ppro/auth', ...gateway('auth'), authRoute(tokens, answers));
  router.post('/v2/ppro/co', ...gateway('co'), requireToken(tokens), createOrderRoute(orders, basePath, answers));
  router.get('/v2/ppro/ggos', ...gateway('ggos'), requireToken(tokens), orderStatusRoute(orders, basePath, answers));
  router.post('/v2/ppro/ggosboi', ...gateway('ggosboi'), requireToken(tokens), orderByNumberRoute(orders, basePath, answers));
  router.post('/v2/ppro/moab', ...gateway('moab'), requireToken(tokens), markBlockedRoute(orders));
  router.post('/cpay/gcd', ...gateway('gcd'), consumerLookupRoute(consumersOf));
  router.post('/cpay/co', ...gateway('cpay-co'), legacyCreateOrderRoute(orders, basePath, answers));
  router.get('/cpay/gos', ...gateway('gos'), legacyOrderStatusRoute(orders, answers));
  router.get('/pyb-demo/', payPageRoute(marketplace));
  router.post('/pyb-demo/pay', settleRoute(marketplace, 'pay'));
  router.post('/pyb-demo/cancel', settleRoute(marketplace, 'cancel'));
  router.get('/__sim/faults', faultsRoute(faults));
  router.post('/__sim/faults', faultsRoute(faults));
  router.get('/__sim/payment', paymentRoute(payment));
  router.post('/__sim/payment', paymentRoute(payment));
  router.get('/__sim/callback', callbackModeRoute(callbackMode));
  router.post('/__sim/callback', callbackModeRoute(callbackMode));
  router.get('/__sim/answers', answersRoute(answers));
  router.post('/__sim/answers', answersRoute(answers));
  router.get('/__sim/callbacks', callbacksRoute(callbacks));
  router.get('/__sim/orders', ordersRoute(orders));
  const { mailbox } = opts;
  if (mailbox) {
    router.get('/mail', (ctx) => {
      ctx.type = 'html';
      ctx.body = mailboxPage(mailbox.list());
    });
  }

  const app = new Koa();
  // GET too: ggos carries its JSON in a GET body. An unreadable body is left undefined, and each
  // route answers it as the gateway would (e.g. `03 Invalid json object!` on co).
  app.use(bodyParser({ parsedMethods: ['POST', 'GET'], enableTypes: ['json', 'form'], onError: () => {} }));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return {
    app,
    orders,
    faults,
    stats,
    payment,
    answers,
    callbackMode,
    callbacks: { list: callbacks.list, settled: callbacks.settled },
    close: callbacks.close,
  };
}
