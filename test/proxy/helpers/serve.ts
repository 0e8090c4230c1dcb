/** Serves a request handler (e.g. a Koa app's `callback()`) on 127.0.0.1 at an ephemeral port. */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Served {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

export async function serve(handler: RequestListener): Promise<Served> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * Listens first, then serves the handler `make` builds for the origin it listens at: for the proxy app,
 * which writes its links with an origin from configuration, as `forms serve` gives it its own address.
 */
export async function serveAt(make: (origin: string) => RequestListener): Promise<Served> {
  let handler: RequestListener = (_req, res) => void res.writeHead(503).end();
  const served = await serve((req, res) => handler(req, res));
  handler = make(served.origin);
  return served;
}
