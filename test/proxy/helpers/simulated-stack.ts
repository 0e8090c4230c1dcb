/**
 * The proxy with the real PayPro client against the built-in simulator, each on its own ephemeral
 * 127.0.0.1 port, in simulator mode as `forms serve` runs it: no credentials, the gateway's base URL is
 * the simulator's, and the simulator delivers PayPro's server callback to the proxy after each payment. Unconfirmed orders and removal requests are kept in memory (nothing is written to
 * the repository's `var/`): the ledger is SQLite in memory. The simulator's delays and the client's time
 * limit run on fake clocks (`clocks`), so a slow gateway times out exactly when a test says (`timedOut`).
 */
import type { RequestListener } from 'node:http';
import type { Org } from '../../../orgs/types.ts';
import { appOver } from './app-over.ts';
import { simulatorCallbackTarget } from '../../../proxy/callback-config.ts';
import { loadConfig } from '../../../proxy/config.ts';
import { createLogger } from '../../../proxy/logger.ts';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { createSimulator, type Simulator } from '../../../proxy/simulator/app.ts';
import { serve, type Served } from './serve.ts';
import { type Clocks, createClocks, passLimit } from '../paypro/slow-gateway.ts';
import type { LedgerDatabase } from '../../../proxy/ledger/open-database.ts';
import { memoryDatabase, testDatabase, type TestDatabase } from './test-database.ts';

/** Where the simulator answers under its origin, as `forms serve` mounts it. */
export const SIM_BASE_PATH = '/paypro-sim';

export interface SimulatedStack {
  sim: Simulator;
  /** The simulator's server; its PayPro API is under `${gateway.origin}${SIM_BASE_PATH}`. */
  gateway: Served;
  proxy: Served;
  /** The proxy's ledger database (SQLite in memory). */
  database: TestDatabase;
  /** The simulator's clock ('slow' answers, callback delays) and the PayPro client's (its time limit). */
  clocks: Clocks;
  /**
   * Awaits `request` to the proxy, whose gateway call the simulator holds back (a 'slow' fault): once the
   * simulator holds it, moves the client's clock past its time limit, so the call times out.
   */
  timedOut<T>(request: Promise<T>): Promise<T>;
  /** Closes the proxy, then the simulator and the database. */
  close(): Promise<void>;
}

/**
 * Starts both for `orgs`; `timeoutMs` is the PayPro client's timeout per call, in ms; `env` is what the
 * proxy's `loadConfig` reads (e.g. raised rate limits); `database` replaces the SQLite in memory (e.g.
 * PostgreSQL), and `close()` closes it too. Callers must `close()` it.
 */
export async function startSimulatedStack(
  orgs: Org[],
  timeoutMs = 5_000,
  env: Record<string, string> = {},
  ledgerDatabase?: LedgerDatabase,
): Promise<SimulatedStack> {
  // The proxy listens first, so the simulator knows where to call it back.
  let handle: RequestListener = (_req, res) => res.writeHead(503).end();
  const proxy = await serve((req, res) => handle(req, res));
  const config = loadConfig(env, orgs);
  const callback = simulatorCallbackTarget(`${proxy.origin}${config.callback.path}`, config.callback);
  const clocks = createClocks();
  const sim = createSimulator({ basePath: SIM_BASE_PATH, callback, timers: clocks.sim });
  const gateway = await serve(sim.app.callback());
  const paypro = createPayProClient({ baseUrl: `${gateway.origin}${SIM_BASE_PATH}`, timeoutMs, timers: clocks.client });
  const database = ledgerDatabase ? testDatabase(ledgerDatabase) : await memoryDatabase();
  const app = appOver(database.db, {
    orgs,
    config,
    origin: proxy.origin,
    paypro,
    logger: createLogger('silent'),
  });
  handle = app.callback();
  return {
    sim,
    gateway,
    proxy,
    database,
    clocks,
    async timedOut(request) {
      await passLimit(clocks, timeoutMs);
      return request;
    },
    close: async () => {
      await sim.close();
      await proxy.close();
      await gateway.close();
      await database.close();
    },
  };
}

/**
 * Runs `fn` with a fresh stack (see `startSimulatedStack` for `timeoutMs`, in ms, and `env`) and closes
 * the stack afterwards, also when `fn` throws.
 */
export async function withSimulatedStack(
  orgs: Org[],
  fn: (stack: SimulatedStack) => Promise<void>,
  timeoutMs?: number,
  env?: Record<string, string>,
): Promise<void> {
  const stack = await startSimulatedStack(orgs, timeoutMs, env);
  try {
    await fn(stack);
  } finally {
    await stack.close();
  }
}
