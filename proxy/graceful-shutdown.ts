/**
 * Graceful stop of the one HTTP server `forms serve` and `forms proxy` run: on SIGTERM (a deploy, a
 * scale-down) donors whose order is being created still get their answer, while the load balancer's
 * next connection is refused and goes to another instance.
 */
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { ConfigError } from './config.ts';
import { readWholeNumber } from './config-values.ts';

/**
 * Default grace period, in milliseconds. It covers one gateway call (PAYPRO_TIMEOUT_MS, default 15000)
 * plus time to answer: an order whose create-order call is under way when the signal comes (the proxy
 * logs 'creating order' just before sending it), or starts at once on a cached token, ends with PayPro's
 * answer or our own timeout message rather than a cut connection. It does not cover two calls in a row:
 * an order that must first fetch a token may take up to 15 s for auth and 15 s for create-order, so it
 * can be cut while its create-order is in flight; the order may then exist at PayPro although the donor
 * got no answer, and its 'creating order' log line with no outcome after it is what the operator
 * follows up. Kept below the 30 s most orchestrators wait before SIGKILL; to cover both calls, raise
 * SHUTDOWN_GRACE_MS above twice PAYPRO_TIMEOUT_MS, and the orchestrator's wait with it.
 */
export const DEFAULT_GRACE_MS = 20_000;

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

/**
 * The grace period from `SHUTDOWN_GRACE_MS` (whole milliseconds, 0 allowed: cut at once; empty counts
 * as unset), else DEFAULT_GRACE_MS. Throws ConfigError naming the variable for any other value.
 */
export function shutdownGraceMs(env: Record<string, string | undefined>): number {
  const problems: string[] = [];
  const graceMs = readWholeNumber('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS?.trim() || undefined, DEFAULT_GRACE_MS, problems);
  if (problems.length > 0) throw new ConfigError(problems.join(' '));
  return graceMs;
}
