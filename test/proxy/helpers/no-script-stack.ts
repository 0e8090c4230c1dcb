/**
 * The proxy against the built-in simulator (each on an ephemeral 127.0.0.1 port), with the renderer
 * that shows a form page again after a post without JavaScript and the asset names of its own pages, as
 * `forms serve` wires them: the real templates, a fixed stylesheet name instead of a bundle. Posts are form-encoded, as a browser with
 * scripts off sends them, and never follow redirects.
 */
import type { Org } from '../../../orgs/types.ts';
import { createFormRenderer } from '../../../build/form-renderer.ts';
import { appOver } from './app-over.ts';
import { loadConfig } from '../../../proxy/config.ts';
import { createLogger } from '../../../proxy/logger.ts';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import type { StoredRemovalRequest } from '../../../proxy/removal-requests/removal-request-store.ts';
import { createSimulator, type Simulator } from '../../../proxy/simulator/app.ts';
import { GENEROUS_RATE_LIMITS } from './generous-rate-limits.ts';
import { serve, serveAt, type Served } from './serve.ts';
import { memoryDatabase, type TestDatabase } from './test-database.ts';
import { SIM_BASE_PATH } from './simulated-stack.ts';

/** The stylesheet path the test renderer writes into pages, relative to the org folder. */
export const TEST_STYLES = 'assets/styles-TEST.css';

/** What a browser sends with a form post: it prefers HTML. */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

export interface NoScriptStack {
  sim: Simulator;
  proxy: Served;
  /** Account removal requests recorded so far. */
  removals(): Promise<StoredRemovalRequest[]>;
  /** The proxy's ledger database (SQLite in memory). */
  database: TestDatabase;
  /** Parsed log lines of the proxy so far. */
  logs: Record<string, unknown>[];
  /** POSTs `fields` form-encoded to `path` with a browser's Accept header unless `headers` says otherwise. */
  postForm(path: string, fields: Record<string, string> | string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** `env` is added to the proxy's environment (rate limits are generous unless it says otherwise). */
export async function startNoScriptStack(orgs: Org[], env: Record<string, string> = {}, timeoutMs = 5_000): Promise<NoScriptStack> {
  const sim = createSimulator({ basePath: SIM_BASE_PATH });
  const gateway = await serve(sim.app.callback());
  const database = await memoryDatabase();
  const logs: Record<string, unknown>[] = [];
  const config = loadConfig({ ...GENEROUS_RATE_LIMITS, ...env }, orgs);
  const proxy = await serveAt((origin) =>
    appOver(database.db, {
      orgs,
      config,
      origin,
      paypro: createPayProClient({ baseUrl: `${gateway.origin}${SIM_BASE_PATH}`, timeoutMs }),
      logger: createLogger('info', { write: (line: string) => void logs.push(JSON.parse(line)) }),
      renderForm: createFormRenderer({ styles: TEST_STYLES, logos: new Map() }),
      pageAssets: { styles: TEST_STYLES, logos: new Map() },
    }).callback(),
  );
  return {
    sim,
    proxy,
    removals: database.removals,
    database,
    logs,
    postForm: (path, fields, headers = {}) =>
      fetch(`${proxy.origin}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT, ...headers },
        body: typeof fields === 'string' ? fields : new URLSearchParams(fields),
      }),
    close: async () => {
      await proxy.close();
      await gateway.close();
      await database.close();
    },
  };
}
