/**
 * Everything `forms serve` and `forms proxy` run, on one port: the built pages, the proxy (`/api`,
 * `/healthz`, PayPro's callback at its configured path) and, in simulator mode, the PayPro simulator
 * under `/paypro-sim`, which calls the proxy's callback after each payment. The ledger's database is
 * opened (and migrated) before listening, and the reconciliation loop runs unless turned off. Returns
 * once listening.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFormRenderer } from '../build/form-renderer.ts';
import type { BuildSiteOptions } from '../build/build-site.ts';
import { readSiteAssetNames, type SiteAssetNames } from '../build/site-asset-names.ts';
import type { LoadedOrg } from '../orgs/types.ts';
import type { BuiltPages } from './pages-app.ts';
import { loadOrgs } from '../orgs/load-orgs.ts';
import { createApp } from '../proxy/app.ts';
import { simulatorCallbackTarget } from '../proxy/callback-config.ts';
import { ConfigError, loadConfig } from '../proxy/config.ts';
import { createInFlightOrders } from '../proxy/ledger/in-flight-orders.ts';
import { databaseTarget, openDatabase } from '../proxy/ledger/open-database.ts';
import { createOrderServices, requestLeaseMs } from '../proxy/reconcile/order-services.ts';
import { createReconciler } from '../proxy/reconcile/reconciler.ts';
import { createLogger } from '../proxy/logger.ts';
import { createPayProClient } from '../proxy/paypro/index.ts';
import { isLoopbackHost } from '../proxy/loopback.ts';
import { drainable, shutdownGraceMs } from './graceful-shutdown.ts';

/** Path prefix of the built-in simulator; its Click2Pay links point back under it. */
export const SIMULATOR_PATH = '/paypro-sim';

export interface StartServerOptions {
  port: number;
  host: string;
  /**
   * 'unless-configured': run the simulator when PAYPRO_BASE_URL is unset, on a loopback `host` only
   * unless `simulatorOnAnyHost`; 'never': require a gateway.
   */
  simulator: 'unless-configured' | 'never';
  /**
   * Let the simulator run on a host other machines reach (`forms serve --simulator`): its fake checkout
   * pays nothing and its order list shows donors' details, so by default it stays on loopback.
   */
  simulatorOnAnyHost?: boolean;
  /** Serve the built pages (default true); `forms proxy` serves only the API. */
  pages?: boolean;
  /**
   * Refuse to start without PUBLIC_URL (`forms proxy`, production): the proxy's origin is configuration,
   * never a request's Host (see `proxy/middleware/public-origin.ts`). Otherwise (`forms serve`) the
   * origin is PUBLIC_URL when set, else the address it listens at (`RunningServer.url`).
   */
  requirePublicUrl?: boolean;
  /** Environment to read configuration from (default process.env). */
  env?: Record<string, string | undefined>;
  /** Directory holding the org files, whose logo paths are read relative to it (default the repo's orgs/). */
  orgsDir?: string;
  /** How long a client may take to send a whole request, in ms; default REQUEST_TIMEOUT_MS. */
  requestTimeoutMs?: number;
  /** Rebuild the pages when an org file or a template changes and reload the open page (`forms serve --watch`, `watch-pages.ts`). */
  watch?: boolean;
}

/**
 * How long a client may take to send a whole request (headers and body), in ms. A donor's form is under
 * 32 kB, sent in well under a second even on a weak mobile link; a client trickling a body a byte at a
 * time (slowloris) would otherwise hold a connection for Node's default of 300 s.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How long a client may take to send a request's headers, in ms. */
export const HEADERS_TIMEOUT_MS = 10_000;

export interface RunningServer {
  /** True when the built-in simulator plays PayPro: payments are simulated, no real money moves. */
  simulated: boolean;
  /**
   * Base URL, e.g. http://127.0.0.1:8080: the address it listens at, and, without PUBLIC_URL, the origin
   * of every link the proxy writes.
   */
  url: string;
  /**
   * Stops accepting connections and resolves once every connection has closed: requests in flight
   * finish, for up to `graceMs` milliseconds (default SHUTDOWN_GRACE_MS, else 20000), then whatever is
   * still open is cut (see `drainable`). Calling it again with a smaller `graceMs` shortens the wait.
   */
  close(graceMs?: number): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Loads orgs and config, opens the ledger, listens, then builds the pages in memory (under `forms
 * proxy`, only the asset names the proxy's own pages and a page shown again need). Resolves once it
 * serves. Throws OrgFileError, ConfigError, BuildError (e.g. a logo that cannot be read; the server
 * and the ledger are closed first) or LedgerDatabaseError.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const loaded = await loadOrgs(options.orgsDir);
  const orgs = loaded.map(({ org }) => org);
  const config = loadConfig(env, orgs, { requirePublicUrl: options.requirePublicUrl === true });
  const defaultGraceMs = shutdownGraceMs(env);
  if (options.simulator === 'never' && !config.payproBaseUrl) {
    throw new ConfigError(
      'PAYPRO_BASE_URL is not set; `forms proxy` needs a real gateway (or use `forms serve`, which runs the simulator).',
    );
  }
  const simulated = options.simulator === 'unless-configured' && !config.payproBaseUrl;
  if (simulated && !isLoopbackHost(options.host) && options.simulatorOnAnyHost !== true) {
    throw new ConfigError(
      `PAYPRO_BASE_URL is not set, so payments would go to the built-in simulator, which takes no real money and lists donors' details; ` +
        `it runs on a loopback address only, and --host is ${options.host}. Set PAYPRO_BASE_URL and the credentials, ` +
        'leave --host at 127.0.0.1, or pass --simulator to show the simulator on this address anyway.',
    );
  }
  const logger = createLogger(config.logLevel);
  for (const { file, line, col, path, message } of loaded.flatMap((entry) => entry.warnings)) {
    logger.warn({ file, line, col, path }, `org file: ${message}`);
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  }).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  const bound = server.address() as AddressInfo;
  const { port } = bound;
  const url = listeningUrl(options.host, port);
  // This machine's way to the server: the address it bound ('localhost' may have resolved to ::1).
  const local = listeningUrl(bound.address, port);
  // The gateway: PAYPRO_BASE_URL, else the simulator, whose pay page a donor then reaches at this address too.
  const gatewayUrl = config.payproBaseUrl ?? `${local}${SIMULATOR_PATH}`;

  // The pages are built once the port is known, since it is in their policy (below); until then every
  // request is answered 503, and a failure stops the server and closes the ledger before it is thrown,
  // so nothing is left half-started. The gateway and a configured pay page may send a donor's posted
  // form elsewhere than PayPro's domain: their origins join the pages' form-action (Chromium checks it
  // on the redirect to the checkout), the simulator's only here, never in `forms build`'s pages.
  const checkoutUrls = [gatewayUrl, config.marketplaceUrl].filter((checkout): checkout is string => checkout !== undefined);
  const { orgsDir } = options;
  const pages = await builtPagesAndAssets(loaded, { checkoutUrls, orgsDir }, options.pages !== false, options.watch === true).catch(
    async (err: unknown) => {
      await drain.close(0);
      await database.close();
      throw err;
    },
  );
  const { site, assets } = pages;
  const renderForm = createFormRenderer({ ...assets, checkoutUrls });

  // The simulator plays PayPro's part after a payment too: it calls this proxy's callback.
  const callback = simulatorCallbackTarget(`${local}${config.callback.path}`, config.callback);
  const simulator = simulated
    ? (await import('../proxy/simulator/app.ts')).createSimulator({ basePath: SIMULATOR_PATH, callback })
    : undefined;
  const paypro = createPayProClient({
    baseUrl: gatewayUrl,
    timeoutMs: config.timeoutMs,
    tokenTtlMs: config.tokenTtlMs,
    ...(config.marketplaceUrl ? { marketplaceUrl: config.marketplaceUrl } : {}),
  });
  // The served pages may be opened under either loopback name (or the host given) and still call the
  // proxy.
  const corsOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, url];
  const inFlight = createInFlightOrders();
  const db = database.db;
  // Without PUBLIC_URL (forms serve) the links the proxy writes name the address it listens at, never
  // the Host a request names.
  const proxy = createApp({
    orgs,
    config,
    origin: url,
    paypro,
    logger,
    corsOrigins,
    renderForm,
    pageAssets: assets,
    database: db,
    inFlight,
  }).callback();
  const sim = simulator?.app.callback();
  const { ledger, check } = createOrderServices({ db, paypro, config, log: logger, now: () => new Date() });
  const reconciler = createReconciler({
    db,
    ledger,
    check,
    log: logger,
    now: () => new Date(),
    abandonAfterMs: requestLeaseMs(config),
    passBudgetMs: config.reconcilePassMs,
    // A status check is a token and one call, as long as an order request at most.
    checkMs: requestLeaseMs(config),
  });
  if (config.reconcileIntervalMs > 0) reconciler.start(config.reconcileIntervalMs);

  const isCallback = (path: string) => path === config.callback.path || path.startsWith(`${config.callback.path}?`);
  handle = (req, res) => {
    const path = req.url ?? '/';
    if (sim && (path === SIMULATOR_PATH || path.startsWith(`${SIMULATOR_PATH}/`))) return sim(req, res);
    if (!site || path.startsWith('/api/') || path === '/api' || path.startsWith('/healthz') || isCallback(path)) return proxy(req, res);
    return site.handle(req, res);
  };
  if (simulated) logger.warn({ simulator: `${url}${SIMULATOR_PATH}` }, 'simulated payments: no real money; PAYPRO_BASE_URL is not set');
  logger.info(
    {
      url,
      boundTo: (server.address() as AddressInfo).address,
      simulator: simulated,
      callbackPath: config.callback.path,
      reconcileIntervalMs: config.reconcileIntervalMs,
    },
    'listening',
  );

  return {
    url,
    simulated,
    close(graceMs = defaultGraceMs) {
      logger.info({ inFlight: drain.inFlight(), graceMs }, 'shutting down');
      // Watch mode's open event streams would otherwise hold the server for the whole grace period.
      const watching = site?.close?.();
      // A second call only shortens the wait; the first one's promise reports the end.
      const drained = drain.close(graceMs);
      stopped ??= drained.then(async ({ cut }) => {
        await watching;
        if (cut > 0) logger.warn({ cut }, 'grace period over; requests still open were cut');
        await reconciler.stop();
        await simulator?.close();
        // Orders whose create-order call was cut short: PayPro may have them; reconciliation follows them.
        const left = inFlight.list();
        for (const orderNumber of left) {
          await ledger
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
 * The pages `forms serve` builds and serves (when `serve`; following the files when `watch`), and the names of the assets they share with
 * the proxy's own pages; `forms proxy` builds nothing and reads the names alone (no esbuild, no React).
 * @throws BuildError when a page, script, logo or the stylesheet cannot be built or read.
 */
async function builtPagesAndAssets(
  loaded: readonly LoadedOrg[],
  options: BuildSiteOptions,
  serve: boolean,
  watch: boolean,
): Promise<{ site?: BuiltPages; assets: SiteAssetNames }> {
  if (!serve) return { assets: await readSiteAssetNames(loaded, options.orgsDir) };
  const site = watch
    ? await (await import('./watch-pages.ts')).watchedPages(loaded, options)
    : await (await import('./pages-app.ts')).builtPages(loaded, options);
  return { site, assets: { styles: site.styles, logos: site.logos } };
}

/**
 * The address a server bound to `host` at `port` is reached at, e.g. 'http://127.0.0.1:8080': on
 * 127.0.0.1 for the unspecified addresses (0.0.0.0, ::), an IPv6 host in brackets ('http://[::1]:8080').
 */
function listeningUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
