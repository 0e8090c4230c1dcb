/**
 * Gives every request an id (also sent back as `X-Request-Id`) and a child logger carrying it, and
 * logs one line per request when it ends. Runs before the error handler, so even a failed request is
 * logged with its final status.
 */
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** What the proxy's middleware keeps in `ctx.state`. */
export interface ProxyState {
  requestId: string;
  log: Logger;
}

export function requestContext(logger: Logger): Middleware<ProxyState> {
  return async (ctx, next) => {
    const requestId = randomUUID();
    const log = logger.child({ requestId });
    ctx.state.requestId = requestId;
    ctx.state.log = log;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round(performance.now() - started);
      log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}
