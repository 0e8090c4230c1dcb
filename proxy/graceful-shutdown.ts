/**
 * Graceful stop of the one HTTP server `forms serve` and `forms proxy` run: on SIGTERM (a deploy, a
 * scale-down) donors whose order is being created still get their answer, while the load balancer's
 * next connection is refused and goes to another instance.
 */
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

/** What `Drain.close` reports once every connection has closed. */
export interface DrainResult {
  /** Requests still unanswered when the grace period ended, whose connections were cut. */
  cut: number;
}

export interface Drain {
  /** Requests received whose response has not finished yet. */
  inFlight(): number;
  /**
   * Stops accepting connections and resolves once every connection has closed. Requests in flight
   * finish; a request that arrives meanwhile on an open keep-alive connection is served with
   * `Connection: close`; idle connections are closed once nothing is in flight. After `graceMs`
   * milliseconds every connection still open is closed. Calling it again only shortens the wait
   * (`close(0)`: close everything now) and returns the same promise. Rejects only if the server was
   * not listening.
   */
  close(graceMs: number): Promise<DrainResult>;
}

/** Starts tracking the requests of `server`; call it before the server receives any. */
export function drainable(server: Server): Drain {
  const open = new Set<ServerResponse>();
  let draining = false;
  let closed: Promise<DrainResult> | undefined;
  let deadline = Number.POSITIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let cut = 0;

  server.prependListener('request', (_req, res: ServerResponse) => {
    open.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      open.delete(res);
      if (draining && open.size === 0) server.closeIdleConnections();
    });
  });

  const forceClose = () => {
    cut = open.size;
    server.closeAllConnections();
  };

  return {
    inFlight: () => open.size,
    close(graceMs) {
      if (!closed) {
        draining = true;
        // Answers not yet started tell their client not to reuse the connection.
        for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
        // net.Server's close only stops listening. http.Server's would also close idle keep-alive
        // connections at once, including the pooled one the proxy's own PayPro client holds to the
        // built-in simulator on this same port: an order between its auth and create-order calls
        // would then fail to connect. Idle connections are closed once nothing is in flight instead.
        closed = new Promise((resolve, reject) => {
          NetServer.prototype.close.call(server, (error?: Error) => {
            clearTimeout(timer);
            if (error) reject(error);
            else resolve({ cut });
          });
        });
        if (open.size === 0) server.closeIdleConnections();
      }
      const at = Date.now() + Math.max(0, graceMs);
      if (at < deadline) {
        deadline = at;
        clearTimeout(timer);
        timer = setTimeout(forceClose, Math.max(0, graceMs));
      }
      return closed;
    },
  };
}
