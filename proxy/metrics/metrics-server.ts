/**
 * The metrics listener: its own HTTP server on METRICS_HOST:METRICS_PORT (loopback by default), apart
 * from the public port, so donors and PayPro never reach it and a scrape never competes with their rate
 * limits. `GET /metrics` (also HEAD) answers the registry in Prometheus' text format; every other path is
 * 404 and every other method 405. A scrape that fails (the ledger's database does not answer) is a 500
 * with a short plain-text reason and is logged.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** e.g. 'http://127.0.0.1:9464' (the port bound, when 0 was asked). */
  url: string;
  /** Stops listening and ends open scrapes' connections; resolves once closed. */
  close(): Promise<void>;
}

/**
 * Listens on `host`:`port` (0: any free port) and serves `registry`. Throws the listen error, e.g.
 * EADDRINUSE.
 */
export async function startMetricsServer(registry: Registry, host: string, port: number, log: Logger): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics')
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(req.method === 'HEAD' ? undefined : text),
      (err: unknown) => {
        log.error({ err }, 'metrics scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read (the ledger did not answer).\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const bound = server.address() as AddressInfo;
  const url = `http://${bound.address.includes(':') ? `[${bound.address}]` : bound.address}:${bound.port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
