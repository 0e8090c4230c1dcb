/**
 * The proxy as `forms proxy` runs it, with a real gateway configured (PAYPRO_BASE_URL set, every
 * merchant account's credentials given), except that the gateway is the PayPro simulator on its own
 * 127.0.0.1 port. Every log line is kept as written, and every auth token the simulator issues is
 * recorded (read from the `token` header of its auth answers, PROTOCOL.md "Auth and token"), so a test can look for
 * them anywhere they must not be. The simulator's delays and the client's time limit run on fake clocks,
 * so a slow gateway times out exactly when a test says (`timedOut`).
 */
import { createServer } from 'node:http';
import type { Org } from '../../../orgs/types.ts';
import { appOver } from '../../proxy/helpers/app-over.ts';
import { loadConfig } from '../../../proxy/config.ts';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { createSimulator, type Simulator } from '../../../proxy/simulator/app.ts';
import { capturedLogger } from '../../proxy/helpers/captured-logger.ts';
import { GENEROUS_RATE_LIMITS } from '../../proxy/helpers/generous-rate-limits.ts';
import { memoryDatabase, type TestDatabase } from '../../proxy/helpers/test-database.ts';
import { serveAt } from '../../proxy/helpers/serve.ts';
import { closeServer, listen } from '../../proxy/simulator/start-simulator.ts';
import { createClocks, passLimit } from '../../proxy/paypro/slow-gateway.ts';

export interface GatewayModeProxy {
  sim: Simulator;
  /** The proxy's `http://127.0.0.1:<port>`. */
  origin: string;
  /** Every log line, as written (JSON text). */
  logLines: string[];
  /** Every token the simulator's auth call handed out. */
  issuedTokens: string[];
  /** The proxy's ledger database (SQLite in memory). */
  database: TestDatabase;
  /** Awaits `request`, whose gateway call the simulator holds back ('slow'), after the client's time limit passed. */
  timedOut<T>(request: Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface GatewayModeOptions {
  orgs: Org[];
  /** Credentials and any other variables; PAYPRO_BASE_URL and generous rate limits are added. */
  env: Record<string, string>;
  /** The PayPro client's limit per call, in milliseconds. */
  timeoutMs: number;
}

/** Starts the simulator, then the proxy, logging at trace so every line the code can write is seen. */
export async function startGatewayModeProxy(options: GatewayModeOptions): Promise<GatewayModeProxy> {
  const clocks = createClocks();
  const sim = createSimulator({ basePath: '/paypro-sim', timers: clocks.sim });
  const issuedTokens: string[] = [];
  const simHandler = sim.app.callback();
  const gateway = createServer((req, res) => {
    res.once('finish', () => {
      const token = res.getHeader('token');
      if (typeof token === 'string') issuedTokens.push(token);
    });
    void simHandler(req, res);
  });
  const baseUrl = `${await listen(gateway)}/paypro-sim`;

  const env = { ...options.env, ...GENEROUS_RATE_LIMITS, PAYPRO_BASE_URL: baseUrl };
  const { logger, lines: logLines } = capturedLogger('trace');
  const paypro = createPayProClient({ baseUrl, timeoutMs: options.timeoutMs, timers: clocks.client });
  const database = await memoryDatabase();
  const config = loadConfig(env, options.orgs);
  const proxy = await serveAt((origin) => appOver(database.db, { orgs: options.orgs, config, origin, paypro, logger }).callback());
  return {
    sim,
    origin: proxy.origin,
    logLines,
    issuedTokens,
    database,
    async timedOut(request) {
      await passLimit(clocks, options.timeoutMs);
      return request;
    },
    close: async () => {
      await proxy.close();
      await closeServer(gateway);
      await database.close();
    },
  };
}
