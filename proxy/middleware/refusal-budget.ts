/**
 * The budget of refused deliveries to PayPro's callback (wrong username or password), per client
 * (`clientKey`) and one-minute window, RATE_LIMIT_CALLBACK_REFUSALS_PER_MINUTE. Only refusals count,
 * but once a client has spent the budget every delivery from it is answered 429 `rate_limited` (with
 * `Retry-After`) before its body is read, until its window ends: a password guesser gets `max` guesses a
 * minute, and the right password sent past that is refused like the wrong ones. A client that is never
 * refused, PayPro with the credentials configured for it, is never limited by it, however many deliveries it sends
 * at once.
 *
 * Concurrent guesses: from a client's first refusal in a window on, its deliveries whose credentials are
 * still being read count too, so a burst of deliveries sent together cannot overshoot the budget (only
 * those sent before the first refusal was counted can). The callback route reports each delivery's
 * verdict with `settle` as soon as the credentials are compared.
 *
 * koa-ratelimit (the other groups, `rate-limits.ts`) counts each request as it passes, before the route
 * has seen the credentials, and can neither read a count without adding to it nor take a request back;
 * hence this counter, with the same windows, bounded memory and 429 answer.
 */
import type { Context, Middleware } from 'koa';
import { BoundedMap } from './bounded-map.ts';
import { NO_METRICS, type ProxyMetrics } from '../metrics/proxy-metrics.ts';
import { clientKey } from './client-key.ts';
import { MAX_CLIENTS, refuseAsLimited, secondsUntil, WINDOW_MS } from './rate-limits.ts';
import type { ProxyState } from './request-context.ts';

export interface RefusalBudget {
  /** Mounted before the callback's body parser: throws ApiError 429 while the client's budget is spent. */
  gate: Middleware<ProxyState>;
  /**
   * The verdict on the delivery of `ctx` once its credentials are compared: `refused` spends one of its
   * client's refusals. Only the first call for a request counts; a request the gate did not admit is ignored.
   */
  settle(ctx: Context, refused: boolean): void;
}

interface Window {
  /** Refused deliveries in this window. */
  refused: number;
  /** Deliveries admitted and not yet settled (carried into the next window). */
  reading: number;
  /** Epoch ms. */
  endsAt: number;
}

/** A budget of `max` refused deliveries per client per minute; a delivery refused over it is counted on `metrics`. */
export function refusalBudget(max: number, metrics: Pick<ProxyMetrics, 'rateLimited'> = NO_METRICS): RefusalBudget {
  const windows = new BoundedMap<string, Window>(MAX_CLIENTS);
  const admitted = new WeakMap<Context, string>();

  function windowOf(key: string): Window {
    const current = windows.get(key);
    if (current !== undefined && current.endsAt > Date.now()) return current;
    const fresh = { refused: 0, reading: current?.reading ?? 0, endsAt: Date.now() + WINDOW_MS };
    windows.set(key, fresh);
    return fresh;
  }

  function settle(ctx: Context, refused: boolean): void {
    const key = admitted.get(ctx);
    if (key === undefined) return;
    admitted.delete(ctx);
    const window = windowOf(key);
    window.reading = Math.max(0, window.reading - 1);
    if (refused) window.refused += 1;
  }

  return {
    settle,
    gate: async (ctx, next) => {
      // ctx.ip is undefined once the client's socket is gone, whatever its type says.
      const key = clientKey(ctx.ip ?? '');
      const window = windowOf(key);
      const spent = window.refused >= max || (window.refused > 0 && window.refused + window.reading >= max);
      if (spent) {
        // In place of the every-delivery group's headers, which would show budget left.
        ctx.set({ 'X-RateLimit-Limit': String(max), 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(window.endsAt / 1000) });
        metrics.rateLimited('callbackRefusals');
        refuseAsLimited(ctx, 'callbackRefusals', secondsUntil(window.endsAt / 1000));
      }
      window.reading += 1;
      admitted.set(ctx, key);
      try {
        await next();
      } finally {
        // A delivery whose body was refused (400, 413) never had its credentials read.
        settle(ctx, false);
      }
    },
  };
}
