/**
 * Everything `forms serve` and `forms proxy` run, on one port: the built pages, the proxy (`/api`,
 * `/healthz`) and, in simulator mode, the PayPro simulator under `/paypro-sim`. Returns once listening.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { buildSite, type BuiltFile } from '../build/build-site.ts';
import { loadOrgs } from '../orgs/load-orgs.ts';
import type { Org } from '../orgs/types.ts';
import { createApp } from '../proxy/app.ts';
import { ConfigError, loadConfig } from '../proxy/config.ts';
import { createLogger } from '../proxy/logger.ts';
import { createPayProClient } from '../proxy/paypro/index.ts';
import { createSimulator } from '../proxy/simulator/app.ts';
import { routesIndexPage } from './routes-index-page.ts';
import { mergeSite, serveSite } from './site-files.ts';

/** Path prefix of the built-in simulator; its Click2Pay links point back under it. */
export const SIMULATOR_PATH = '/paypro-sim';

export interface StartServerOptions {
  port: number;
  host: string;
  /** 'unless-configured': run the simulator when PAYPRO_BASE_URL is unset; 'never': require a gateway. */
  simulator: 'unless-configured' | 'never';
  /** Serve the built pages (default true); `forms proxy` serves only the API. */
  pages?: boolean;
  /** Environment to read configuration from (default process.env). */
  env?: Record<string, string | undefined>;
  /** Directory holding the org files (default the repo's orgs/). */
  orgsDir?: string;
}

export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:8080 */
  url: string;
  /** Stops accepting connections and resolves when open requests have finished. */
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Loads orgs and config, builds the pages in memory and listens. Throws OrgFileError or ConfigError. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const loaded = await loadOrgs(options.orgsDir);
  const orgs = loaded.map(({ org }) => org);
  const config = loadConfig(env, orgs);
  if (options.simulator === 'never' && !config.payproBaseUrl) {
    throw new ConfigError('PAYPRO_BASE_URL is not set; `forms proxy` needs a real gateway (or use `forms serve`, which runs the simulator).');
  }
  const logger = createLogger(config.logLevel);
  // Built before listening: a build failure then leaves no half-started server behind.
  const pages = options.pages === false ? undefined : pagesApp(orgs, await buildSite(loaded, {}));

  let handle: Handler = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}`;

  const simulator = config.payproBaseUrl ? undefined : createSimulator({ basePath: SIMULATOR_PATH });
  const paypro = createPayProClient({
    baseUrl: config.payproBaseUrl ?? `http://127.0.0.1:${port}${SIMULATOR_PATH}`,
    timeoutMs: config.timeoutMs,
    tokenTtlMs: config.tokenTtlMs,
    ...(config.marketplaceUrl ? { marketplaceUrl: config.marketplaceUrl } : {}),
  });
  const proxy = createApp({ orgs, config, paypro, logger }).callback();
  const sim = simulator?.app.callback();

  handle = (req, res) => {
    const path = req.url ?? '/';
    if (sim && (path === SIMULATOR_PATH || path.startsWith(`${SIMULATOR_PATH}/`))) return sim(req, res);
    if (!pages || path.startsWith('/api/') || path === '/api' || path.startsWith('/healthz')) return proxy(req, res);
    return pages(req, res);
  };
  logger.info({ url, simulator: Boolean(simulator) }, 'listening');

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}

/** The static side: the merged built folders plus the route list at `/`. */
function pagesApp(orgs: Org[], files: BuiltFile[]): Handler {
  const app = new Koa();
  const index = routesIndexPage(orgs);
  app.use(async (ctx, next) => {
    if (ctx.path !== '/') return next();
    ctx.type = 'html';
    ctx.body = index;
  });
  app.use(serveSite(mergeSite(files)));
  return app.callback();
}
