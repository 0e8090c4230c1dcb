/**
 * The proxy's composition root: from its configuration, one HTTP server on one port serving the proxy
 * (`/api`, `/healthz`, `/readyz`, PayPro's callback at its configured path), the pages the caller built (`forms
 * serve`) and, when `simulated`, the PayPro simulator under SIMULATOR_PATH, which calls the proxy's
 * callback after each payment. It opens (and migrates) the ledger's database before listening, builds
 * the PayPro client, the services over the ledger once (`createProxyServices`, shared by the app, the
 * reconciliation loop and the shutdown), the app, and starts the reconciliation loop unless
 * RECONCILE_INTERVAL_SECONDS is 0, and the mail outbox's sender unless MAIL_INTERVAL_SECONDS is 0: over
 * SMTP_URL, or, under the simulator without it, into the local mailbox the simulator lists at
 * `/paypro-sim/mail`; a real proxy without SMTP_URL sends nothing and says at start which orgs' receipt
 * mail waits for it. With METRICS_PORT set, a second listener serves the Prometheus metrics
 * (`metrics/`), never on the public port. Reading the environment and the org files, and the signals, are the
 * command line's (`cli/start-server.ts`, `cli/serve-command.ts`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { isApiPath } from '../orgs/api-contract.ts';
import type { Org } from '../orgs/types.ts';
import { createApp } from './app.ts';
import { simulatorCallbackTarget } from './callback-config.ts';
import { ConfigError, type ProxyConfig } from './config.ts';
import { drainable } from './graceful-shutdown.ts';
import { databaseTarget, openDatabase } from './ledger/open-database.ts';
import type { RenderForm } from './no-script/render-form.ts';
import type { PageAssetNames } from './own-pages/page-assets.ts';
import { createPayProClient } from './paypro/index.ts';
import { requestLeaseMs } from './reconcile/order-services.ts';
import { createReconciler } from './reconcile/reconciler.ts';
import { createReceiptIssuer } from './receipts/receipt-issuer.ts';
import { createReadiness } from './readiness.ts';
import { createProxyServices } from './services.ts';
import { createLocalMailbox } from './mail/local-mailbox.ts';
import type { MailTransport } from './mail/mail-transport.ts';
import { composersFor } from './mail/outbox-compose.ts';
import { createOutboxSender } from './mail/outbox-sender.ts';
import { receiptMailComposer } from './mail/receipt-mail-composer.ts';
import { createMetricsRegistry } from './metrics/metrics-registry.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';
import { NO_METRICS } from './metrics/proxy-metrics.ts';
import type { Timers } from './timers.ts';

/** Path prefix of the built-in simulator; its Click2Pay links point back under it. */
export const SIMULATOR_PATH = '/paypro-sim';

/**
 * How long a client may take to send a whole request (headers and body), in ms. A donor's form is under
 * 32 kB, sent in well under a second even on a weak mobile link; a client trickling a body a byte at a
 * time (slowloris) would otherwise hold a connection for Node's default of 300 s.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How long a client may take to send a request's headers, in ms. */
export const HEADERS_TIMEOUT_MS = 10_000;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What the caller serves beside the proxy, built once the server's address is known. */
export interface ServedPages {
  /** Serves the built pages (every path the proxy does not answer); undefined: the proxy alone (`forms proxy`). */
  handle?: Handler;
  /** The built pages' stylesheet and logo names, which the proxy's own pages link. */
  assets: PageAssetNames;
  /** Shows a form page again after a post without JavaScript; without it, a short page with the message. */
  renderForm?: RenderForm;
  /** Ends what the pages hold open (watch mode's event streams), which would otherwise keep the drain waiting for the whole grace period. */
  close?(): Promise<void>;
}

export interface ProxyServerOptions {
  orgs: Org[];
  /** Read and checked (`loadConfig`); PUBLIC_URL unset means the links name the address listened at. */
  config: ProxyConfig;
  logger: Logger;
  port: number;
  host: string;
  /** The built-in simulator plays PayPro (PAYPRO_BASE_URL unset); the caller has decided it may. */
  simulated: boolean;
  /** The default grace period of `close`, in ms (SHUTDOWN_GRACE_MS). */
  graceMs: number;
  /** How long a client may take to send a whole request, in ms; default REQUEST_TIMEOUT_MS. */
  requestTimeoutMs?: number;
  /**
   * Builds what is served beside the proxy, given the checkout URLs a donor's posted form may be sent
   * to (the gateway, a configured pay page: their origins join the pages' form-action), and the address
   * this machine reaches the server at (e.g. http://127.0.0.1:8080). Called once the port is known, since
   * it is in the pages' policy; until it resolves every request is answered
   * 503. It may throw (e.g. BuildError): the server and the ledger are closed first, then it is rethrown.
   */
  pages: (checkoutUrls: string[], siteUrl: string) => Promise<ServedPages>;
  /** The timers of the reconciliation and mail loops; default the system's (tests pass a fake clock's). */
  timers?: Timers;
  /** The clock of the ledger's times and of the metrics' ages; default the system's (tests move it on). */
  now?: () => Date;
}

export interface RunningServer {
  /** True when the built-in simulator plays PayPro: payments are simulated, no real money moves. */
  simulated: boolean;
  /**
   * Base URL of the metrics listener (METRICS_HOST/METRICS_PORT), e.g. http://127.0.0.1:9464, which
   * serves `/metrics`; undefined when it is off.
   */
  metricsUrl?: string;
  /**
   * Base URL, e.g. http://127.0.0.1:8080: the address it listens at, and, without PUBLIC_URL, the origin
   * of every link the proxy writes.
   */
  url: string;
  /**
   * Stops accepting connections and resolves once every connection has closed: requests in flight
   * finish, for up to `graceMs` milliseconds (default the options' `graceMs`), then whatever is still
   * open is cut (see `drainable`). Then, in this order: the reconciliation loop and the mail sender
   * stop (each after the order or mail in hand), the metrics listener closes, the simulator
   * closes, orders still in flight are marked `unknown` (reconciliation settles them), the database
   * closes. Calling it again with a smaller `graceMs` shortens the wait.
   */
  close(graceMs?: number): Promise<void>;
}

/**
 * Opens the ledger, listens (and, with `config.metrics`, starts the metrics listener), builds the pages
 * (`options.pages`) and the proxy, and starts the reconciliation loop. Resolves once it serves. Throws
 * ConfigError when the metrics port is the public one, LedgerDatabaseError, the listen error of either
 * listener (e.g. EADDRINUSE; what was started is closed first) or what `options.pages` throws.
 */
export async function startProxyServer(options: ProxyServerOptions): Promise<RunningServer> {
  const { config, logger, simulated } = options;
  if (config.metrics && config.metrics.port !== 0 && config.metrics.port === options.port) {
    throw new ConfigError(`METRICS_PORT is the public port ${options.port}; give the metrics listener a port of its own (or 0: off).`);
  }
  const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
  logger.info({ database: database.location }, 'ledger open');

  let handle: Handler = (_req, res) => res.writeHead(503).end();
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const server = createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      // Node checks those limits on this interval (default 30 s); checked each second they hold to the second.
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => handle(req, res),
  );
  const drain = drainable(server);
  let stopped: Promise<void> | undefined;
  let pagesClosed: Promise<void> | undefined;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  }).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  const now = options.now ?? (() => new Date());
  // Counted only where someone can read them: without a metrics listener nothing is kept.
  const measured = config.metrics && createMetricsRegistry(database.db, now);
  const metricsServer =
    config.metrics &&
    measured &&
    (await startMetricsServer(measured.registry, config.metrics.host, config.metrics.port, logger).catch(async (err: unknown) => {
      await drain.close(0);
      await database.close();
      throw err;
    }));
  const metrics = measured?.metrics ?? NO_METRICS;
  const bound = server.address() as AddressInfo;
  const { port } = bound;
  const url = listeningUrl(options.host, port);
  // This machine's way to the server: the address it bound ('localhost' may have resolved to ::1).
  const local = listeningUrl(bound.address, port);
  // The gateway: PAYPRO_BASE_URL, else the simulator, whose pay page a donor then reaches at this address too.
  const gatewayUrl = config.payproBaseUrl ?? `${local}${SIMULATOR_PATH}`;

  // A failure building the pages stops the server and closes the ledger before it is thrown, so
  // nothing is left half-started. The simulator's origin joins the pages' form-action only here,
  // never in `forms build`'s pages.
  const checkoutUrls = [gatewayUrl, config.marketplaceUrl].filter((checkout): checkout is string => checkout !== undefined);
  const pages = await options.pages(checkoutUrls, local).catch(async (err: unknown) => {
    await drain.close(0);
    await metricsServer?.close();
    await database.close();
    throw err;
  });

  // The simulator plays PayPro's part after a payment too: it calls this proxy's callback.
  const callback = simulatorCallbackTarget(`${local}${config.callback.path}`, config.callback);
  // Under the simulator without a mail server, mail stays in this process for the simulator to list.
  const mailbox = simulated && !config.smtp ? createLocalMailbox(now) : undefined;
  const simulator = simulated
    ? (await import('./simulator/app.ts')).createSimulator({ basePath: SIMULATOR_PATH, callback, ...(mailbox ? { mailbox } : {}) })
    : undefined;
  const paypro = createPayProClient({
    baseUrl: gatewayUrl,
    timeoutMs: config.timeoutMs,
    tokenTtlMs: config.tokenTtlMs,
    ...(config.marketplaceUrl ? { marketplaceUrl: config.marketplaceUrl } : {}),
    onExchange: (call, result, seconds) => metrics.payproCall(call.endpoint, result, seconds),
  });
  const receipts = createReceiptIssuer(options.orgs, { simulated });
  const services = createProxyServices({ db: database.db, paypro, config, log: logger, now, receipts, metrics });
  // The loops' and the readiness check's timers: the system's, or a test's fake clock's.
  const timers = options.timers ? { timers: options.timers } : {};
  const reconciler = createReconciler({
    db: database.db,
    ledger: services.ledger,
    check: services.check,
    log: logger,
    now,
    abandonAfterMs: requestLeaseMs(config),
    passBudgetMs: config.reconcilePassMs,
    // A status check is a token and one call, as long as an order request at most.
    checkMs: requestLeaseMs(config),
    orgs: options.orgs.map((org) => org.id),
    ...timers,
  });
  const readiness = createReadiness({
    db: database.db,
    reconciler,
    reconcileIntervalMs: config.reconcileIntervalMs,
    now,
    log: logger,
    ...timers,
  });
  // The served pages may be opened under either loopback name (or the host given) and still call the
  // proxy. Without PUBLIC_URL (forms serve) the links the proxy writes name the address it listens at,
  // never the Host a request names.
  const proxy = createApp({
    orgs: options.orgs,
    config,
    origin: url,
    paypro,
    logger,
    now,
    corsOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`, url],
    renderForm: pages.renderForm,
    pageAssets: pages.assets,
    services,
    readiness,
  }).callback();
  const sim = simulator?.app.callback();
  if (config.reconcileIntervalMs > 0) reconciler.start(config.reconcileIntervalMs);
  const transport: MailTransport | undefined = services.mailer ?? mailbox;
  const receiptMail = receiptMailComposer(config.publicUrl ?? url);
  const sender =
    transport &&
    createOutboxSender({
      db: database.db,
      transport,
      compose: composersFor(database.db, receiptMail),
      log: logger,
      now,
      ...timers,
    });
  if (sender && config.mailIntervalMs > 0) sender.start(config.mailIntervalMs);
  const waiting = transport ? [] : options.orgs.filter((org) => org.receipts?.send).map((org) => org.id);
  if (waiting.length > 0) logger.warn({ orgs: waiting }, 'receipt mail waits queued until SMTP_URL and SMTP_FROM are set');

  const site = pages.handle;
  const isCallback = (path: string) => path === config.callback.path || path.startsWith(`${config.callback.path}?`);
  handle = (req, res) => {
    const path = req.url ?? '/';
    if (sim && (path === SIMULATOR_PATH || path.startsWith(`${SIMULATOR_PATH}/`))) return sim(req, res);
    if (!site || isApiPath(path) || path.startsWith('/healthz') || path.startsWith('/readyz') || isCallback(path)) return proxy(req, res);
    return site(req, res);
  };
  if (simulated) logger.warn({ simulator: `${url}${SIMULATOR_PATH}` }, 'simulated payments: no real money; PAYPRO_BASE_URL is not set');
  logger.info(
    {
      url,
      boundTo: (server.address() as AddressInfo).address,
      simulator: simulated,
      orgs: options.orgs.map((org) => org.id),
      callbackPath: config.callback.path,
      reconcileIntervalMs: config.reconcileIntervalMs,
      metrics: metricsServer ? `${metricsServer.url}/metrics` : 'off',
    },
    'listening',
  );

  return {
    url,
    simulated,
    ...(metricsServer ? { metricsUrl: metricsServer.url } : {}),
    close(graceMs = options.graceMs) {
      logger.info({ inFlight: drain.inFlight(), graceMs }, 'shutting down');
      // What the pages hold open (watch mode's event streams) would keep the drain waiting: ended first, once.
      pagesClosed ??= pages.close?.() ?? Promise.resolve();
      // A second call only shortens the wait; the first one's promise reports the end.
      const drained = drain.close(graceMs);
      stopped ??= drained.then(async ({ cut }) => {
        await pagesClosed;
        if (cut > 0) logger.warn({ cut }, 'grace period over; requests still open were cut');
        await reconciler.stop();
        await sender?.stop();
        // Before the database closes, so no scrape reads a closed ledger.
        await metricsServer?.close();
        await simulator?.close();
        // Orders whose create-order call was cut short: PayPro may have them; reconciliation follows them.
        const left = services.inFlight.list();
        for (const orderNumber of left) {
          await services.ledger
            .unknown(orderNumber, 'shutdown')
            .catch((err: unknown) => logger.error({ err, orderNumber }, 'could not mark an order unknown'));
        }
        if (left.length > 0)
          logger.warn({ orderNumbers: left }, 'orders still in flight at shutdown are now unknown; reconciliation will settle them');
        await database.close();
        logger.info('stopped');
      });
      return stopped;
    },
  };
}

/**
 * The address a server bound to `host` at `port` is reached at, e.g. 'http://127.0.0.1:8080': on
 * 127.0.0.1 for the unspecified addresses (0.0.0.0, ::), an IPv6 host in brackets ('http://[::1]:8080').
 */
function listeningUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
