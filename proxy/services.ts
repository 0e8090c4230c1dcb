/**
 * Everything the proxy keeps, built once over the ledger's database: the ledger and the status checker
 * (`createOrderServices`, shared with the reconciliation loop), the idempotency stores of keyed
 * requests and of posts without JavaScript, PayPro's callback deliveries, the account removal requests
 * and their confirmation mailer, this process's orders under way, what a paid order's receipt mail may be told, and where the app's metrics are counted. The proxy app (`createApp`) and
 * the server (`server.ts`) take them from here; nothing else builds them.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { translatorFor } from '../orgs/i18n/compile.ts';
import type { Language } from '../orgs/i18n/languages.ts';
import type { ProxyConfig } from './config.ts';
import { NO_METRICS, type ProxyMetrics } from './metrics/proxy-metrics.ts';
import type { IdempotencyStore } from './idempotency/idempotency-store.ts';
import { createDatabaseIdempotencyStore } from './idempotency/database-idempotency-store.ts';
import { type CallbackDeliveries, createCallbackDeliveries } from './ledger/callback-deliveries.ts';
import { findByPayProId, PAYPRO_ID_LOOKUP_WINDOW_MS, type OrderForm } from './ledger/find-by-paypro-id.ts';
import { createInFlightOrders, type InFlightOrders } from './ledger/in-flight-orders.ts';
import { createRemovalRequestStore } from './ledger/removal-requests.ts';
import type { ReceiptIssuer } from './ledger/receipt-issue.ts';
import type { MailTransport } from './mail/mail-transport.ts';
import { createSmtpTransport } from './mail/smtp-transport.ts';
import { receiptMailStatus } from './ledger/receipt-mail-status.ts';
import type { ReceiptMailStatus } from '../orgs/public-order-status.ts';
import { findReceiptByToken } from './ledger/receipt-by-token.ts';
import type { LedgerTables, ReceiptRow } from './ledger/tables.ts';
import type { PayProClient } from './paypro/index.ts';
import { createOrderServices, type OrderServices, requestLeaseMs } from './reconcile/order-services.ts';
import type { RemovalRequestStore } from './removal-requests/removal-request-store.ts';
import { answerOfOrder } from './routes/answer-of-order.ts';

/** How long a post without JavaScript counts as a repeat of an identical earlier one, in ms. */
const FORM_POST_REPEAT_MS = 10 * 60_000;

export interface ProxyServices extends OrderServices {
  /** Answers of requests carrying an Idempotency-Key, kept for a retry with the same key. */
  idempotency: IdempotencyStore;
  /**
   * Answers of posts without JavaScript, which carry no key: the same post from the same address within
   * 10 minutes is a repeat (a double click, a reload), answered as the first was.
   */
  formPosts: IdempotencyStore;
  /** Every delivery of PayPro's callback and the reply it got. */
  deliveries: CallbackDeliveries;
  removalRequests: RemovalRequestStore;
  /**
   * The SMTP transport of SMTP_URL, one per process: it sends the removal confirmation emails and the
   * outbox's mail. Undefined without SMTP_URL (removal requests stay unverified).
   */
  mailer: MailTransport | undefined;
  /** This process's orders whose create-order call is under way, for the shutdown. */
  inFlight: InFlightOrders;
  /** The OrderNumber of the order of `form` PayPro knows as `payProId`, created within the lookup window. */
  orderNumberOf(payProId: string, form: OrderForm): Promise<string | undefined>;
  /** The receipt mail of a paid order as the thank-you page may tell it (`receiptMailStatus`). */
  receiptMailOf(orderNumber: string): Promise<ReceiptMailStatus | undefined>;
  /** The receipt whose page link carries `token` (`findReceiptByToken`), for its printable page. */
  receiptOf(token: string): Promise<ReceiptRow | undefined>;
  /** What the app's routes and middleware count (`createMetricsRegistry`); `NO_METRICS` without a metrics listener. */
  metrics: ProxyMetrics;
}

export interface ProxyServicesDeps {
  /** The ledger's database, opened and migrated (`openDatabase`); the caller closes it. */
  db: Kysely<LedgerTables>;
  paypro: PayProClient;
  config: ProxyConfig;
  log: Logger;
  /** The clock of the ledger's times and the stores' expiries. */
  now: () => Date;
  /** Which orders get a receipt when they become paid; absent: none. */
  receipts?: ReceiptIssuer;
  /** Where the app's counts go; default `NO_METRICS`. */
  metrics?: ProxyMetrics;
}

/** Builds the proxy's services over `deps.db`. Throws nothing; the stores fail on use when the database does. */
export function createProxyServices(deps: ProxyServicesDeps): ProxyServices {
  const { db, now } = deps;
  const { ledger, check } = createOrderServices(deps);
  const leaseMs = requestLeaseMs(deps.config);
  // A request whose process died mid-run is answered from the order it left (never sent twice), in the
  // language of the request that asks again.
  const abandoned = async (key: string, language: Language) => {
    const order = await ledger.findByRequestKey(key);
    if (!order) return undefined;
    if (order.state === 'pending') await ledger.unknown(order.order_number, 'abandoned');
    return answerOfOrder(order.state === 'pending' ? { ...order, state: 'unknown' } : order, translatorFor(language));
  };
  return {
    ledger,
    check,
    idempotency: createDatabaseIdempotencyStore(db, { leaseMs, now, abandoned }),
    formPosts: createDatabaseIdempotencyStore(db, { leaseMs, now, abandoned, ttlMs: FORM_POST_REPEAT_MS }),
    deliveries: createCallbackDeliveries(db),
    removalRequests: createRemovalRequestStore(db),
    mailer: deps.config.smtp && createSmtpTransport(deps.config.smtp),
    inFlight: createInFlightOrders(),
    orderNumberOf: async (payProId, form) =>
      (await findByPayProId(db, payProId, form, new Date(now().getTime() - PAYPRO_ID_LOOKUP_WINDOW_MS)))?.order_number,
    receiptMailOf: (orderNumber) => receiptMailStatus(db, orderNumber),
    receiptOf: (token) => findReceiptByToken(db, token),
    metrics: deps.metrics ?? NO_METRICS,
  };
}
