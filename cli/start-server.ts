/**
 * `forms serve` and `forms proxy` up to the proxy's composition root (`proxy/server.ts`): reads the org
 * files and the environment, decides whether the built-in simulator may play PayPro, logs the org
 * files' warnings, and hands the server the pages to serve (`forms serve` builds them in memory;
 * `forms proxy` reads only the asset names the proxy's own pages link). Returns once listening.
 */
import { createFormRenderer } from '../build/form-renderer.ts';
import { readSiteAssetNames, type SiteAssetNames } from '../build/site-asset-names.ts';
import { loadOrgs } from '../orgs/load-orgs.ts';
import type { LoadedOrg } from '../orgs/types.ts';
import { ConfigError, loadConfig } from '../proxy/config.ts';
import { createLogger } from '../proxy/logger.ts';
import { isLoopbackHost } from '../proxy/loopback.ts';
import { type RunningServer, startProxyServer } from '../proxy/server.ts';
import type { BuiltPages, ServeOptions } from './pages-app.ts';

export type { RunningServer } from '../proxy/server.ts';

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
  /**
   * The data folder (`forms proxy --data-dir`), which wins over the environment's FORMS_DATA_DIR: the
   * service unit names its state folder so, where an environment file's `FORMS_DATA_DIR=` cannot undo it.
   */
  dataDir?: string;
  /** Directory holding the org files, whose logo paths are read relative to it (default the repo's orgs/). */
  orgsDir?: string;
  /**
   * Serve only these orgs (`forms proxy --org`): only their files are read, so the others' routes are
   * unknown to the server and their credentials not asked for. Empty or absent: every org file.
   */
  orgIds?: readonly string[];
  /** How long a client may take to send a whole request, in ms; default REQUEST_TIMEOUT_MS (`proxy/server.ts`). */
  requestTimeoutMs?: number;
  /** Rebuild the pages when an org file or a template changes and reload the open page (`forms serve --watch`, `watch-pages.ts`). */
  watch?: boolean;
}

/**
 * Loads orgs and config, then starts the server (`startProxyServer`), which opens the ledger, listens
 * and builds the pages in memory (under `forms proxy`, only the asset names the proxy's own pages and a
 * page shown again need). Resolves once it serves. Throws OrgFileError (an unknown `orgIds` id is one,
 * naming the org files there are), ConfigError (every problem of the configuration in one), BuildError (e.g. a
 * logo that cannot be read; the server and the ledger are closed first) or LedgerDatabaseError.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const given = options.env ?? process.env;
  const env = options.dataDir === undefined ? given : { ...given, FORMS_DATA_DIR: options.dataDir };
  const only = options.orgIds?.length ? { only: options.orgIds } : {};
  const loaded = await loadOrgs(options.orgsDir, only);
  const orgs = loaded.map(({ org }) => org);
  const config = loadConfig(env, orgs, {
    requirePublicUrl: options.requirePublicUrl === true,
    requireGateway: options.simulator === 'never',
  });
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
  const { orgsDir } = options;
  return startProxyServer({
    orgs,
    config,
    logger,
    port: options.port,
    host: options.host,
    simulated,
    graceMs: config.shutdownGraceMs,
    ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
    pages: async (checkoutUrls, siteUrl) => {
      // `forms serve` shows each form embedded in a stand-in for a charity's page, on the next port.
      const preview =
        options.pages === false
          ? undefined
          : await (await import('./embed-preview.ts')).startEmbedPreview(options.port === 0 ? 0 : options.port + 1, siteUrl, orgs);
      const { site, assets } = await builtPagesAndAssets(
        loaded,
        { checkoutUrls, orgsDir, ...(preview ? { preview, previewEmbedOrigins: [preview.origin] } : {}) },
        options.pages !== false,
        options.watch === true,
      ).catch(async (error: unknown) => {
        await preview?.close();
        throw error;
      });
      const close = async () => {
        await site?.close?.();
        await preview?.close();
      };
      return {
        handle: site && ((req, res) => site.handle(req, res)),
        assets,
        renderForm: createFormRenderer({ ...assets, checkoutUrls }),
        ...(site ? { close } : {}),
      };
    },
  });
}

/**
 * The pages `forms serve` builds and serves (when `serve`; following the files when `watch`), and the names of the assets they share with
 * the proxy's own pages; `forms proxy` builds nothing and reads the names alone (no esbuild, no React).
 * @throws BuildError when a page, script, logo or the stylesheet cannot be built or read.
 */
async function builtPagesAndAssets(
  loaded: readonly LoadedOrg[],
  options: ServeOptions,
  serve: boolean,
  watch: boolean,
): Promise<{ site?: BuiltPages; assets: SiteAssetNames }> {
  if (!serve) return { assets: await readSiteAssetNames(loaded, options.orgsDir) };
  const site = watch
    ? await (await import('./watch-pages.ts')).watchedPages(loaded, options)
    : await (await import('./pages-app.ts')).builtPages(loaded, options);
  return { site, assets: { styles: site.styles, logos: site.logos } };
}
