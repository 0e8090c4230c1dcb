import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimulator, type Simulator, type SimulatorOptions } from '../../../proxy/simulator/app.ts';

/** A simulator listening on an ephemeral loopback port. */
export interface RunningSimulator {
  sim: Simulator;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** origin + basePath: what a PayPro client takes as its base URL. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts a simulator on 127.0.0.1, port 0. Callers must `close()` it, which ends its callback
 * deliveries (late ones included), then the server.
 */
export async function startSimulator(opts: SimulatorOptions = {}): Promise<RunningSimulator> {
  const sim = createSimulator(opts);
  const server = createServer(sim.app.callback());
  const origin = await listen(server);
  const close = async () => {
    await sim.close();
    await closeServer(server);
  };
  return { sim, origin, baseUrl: origin + (opts.basePath ?? ''), close };
}

/** Runs `fn` against a fresh simulator and always closes it. */
export async function withSimulator<T>(opts: SimulatorOptions, fn: (running: RunningSimulator) => Promise<T>): Promise<T> {
  const running = await startSimulator(opts);
  try {
    return await fn(running);
  } finally {
    await running.close();
  }
}

export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((err) => (err ? reject(err) : resolve()));
    server.closeAllConnections();
  });
}
