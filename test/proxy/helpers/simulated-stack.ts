/**
 * The proxy with the real PayPro client against the built-in simulator, each on its own ephemeral
 * 127.0.0.1 port, in simulator mode as `forms serve` runs it: no credentials, the gateway's base URL is
 * the simulator's.
 */
import type { Org } from '../../../orgs/types.ts';
import { createApp } from '../../../proxy/app.ts';
import { loadConfig } from '../../../proxy/config.ts';
import { createLogger } from '../../../proxy/logger.ts';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { createSimulator, type Simulator } from '../../../proxy/simulator/app.ts';
import { memoryUnconfirmedOrders, type MemoryUnconfirmedOrders } from './memory-unconfirmed-orders.ts';
import { serve, type Served } from './serve.ts';

/** Where the simulator answers under its origin, as `forms serve` mounts it. */
export const SIM_BASE_PATH = '/paypro-sim';

export interface SimulatedStack {
  sim: Simulator;
  /** The simulator's server; its PayPro API is under `${gateway.origin}${SIM_BASE_PATH}`. */
  gateway: Served;
  proxy: Served;
  /** The orders the proxy recorded as unconfirmed (kept in memory: tests never write to `var/`). */
  unconfirmedOrders: MemoryUnconfirmedOrders;
  /** Closes the proxy, then the simulator. */
  close(): Promise<void>;
}

/**
 * Starts both for `orgs`; `timeoutMs` is the PayPro client's timeout per call, in ms; `env` is what the
 * proxy's `loadConfig` reads (e.g. raised rate limits). Callers must `close()` it.
 */
export async function startSimulatedStack(orgs: Org[], timeoutMs = 5_000, env: Record<string, string> = {}): Promise<SimulatedStack> {
  const sim = createSimulator({ basePath: SIM_BASE_PATH });
  const gateway = await serve(sim.app.callback());
  const paypro = createPayProClient({ baseUrl: `${gateway.origin}${SIM_BASE_PATH}`, timeoutMs });
  const unconfirmedOrders = memoryUnconfirmedOrders();
  const app = createApp({ orgs, config: loadConfig(env, orgs), paypro, logger: createLogger('silent'), unconfirmedOrders });
  const proxy = await serve(app.callback());
  return {
    sim,
    gateway,
    proxy,
    unconfirmedOrders,
    close: async () => {
      await proxy.close();
      await gateway.close();
    },
  };
}
