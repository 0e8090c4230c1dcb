/**
 * Per-client rate limits on the endpoints a bot would hammer: each admitted request of the orders group
 * can create a gateway order, a lookup asks the gateway about a member, a removal request is written to
 * disk, a removal confirmation looks a token up, a status read may ask the gateway about an order, a
 * delivery to PayPro's callback path is compared with its credentials. koa-ratelimit counts requests per
 * client (`clientKey` of `ctx.ip`, which honours X-Forwarded-For only when the app trusts a proxy) in
 * fixed one-minute windows, in memory: a Map per group, bounded. The callback's refused deliveries have
 * a budget of their own that counts only refusals (`refusal-budget.ts`).
 * Several proxy processes each count on their own; a shared store (koa-ratelimit's redis driver) would
 * make the limit global.
 *
 * Over the limit the request goes no further (no body parsing, no gateway call) and is answered
 * `429 { error: { code: 'rate_limited', message } }` with `Retry-After` in whole seconds until the
 * client's window ends, plus koa-ratelimit's X-RateLimit-Limit/-Remaining/-Reset (epoch seconds).
 * Each limited route mounts its group's limiter first in its chain (`proxy/app.ts`), so the limit holds
 * for every spelling of the path the router matches; preflights (OPTIONS) reach no such route and are
 * not counted: a browser sends one before each cross-origin POST.
 */
import type { Middleware, ParameterizedContext } from 'koa';
import ratelimit from 'koa-ratelimit';
import { ApiError } from '../api-error.ts';
import { requestTranslator } from './request-language.ts';
import type { RateLimits } from '../config.ts';
import { BoundedMap } from './bounded-map.ts';
import { NO_METRICS, type ProxyMetrics } from '../metrics/proxy-metrics.ts';
import { clientKey } from './client-key.ts';
import type { ProxyState } from './request-context.ts';

/** Every budget's window, in ms. */
export const WINDOW_MS = 60_000;
/** Client IPs remembered per group; ~100 bytes each. */
export const MAX_CLIENTS = 100_000;

/** The groups that count every request; `callbackRefusals` counts only refusals (`refusalBudget`). */
export type RequestGroup = Exclude<keyof RateLimits, 'callbackRefusals'>;

/** The limiter of each group: `limiter('orders')` is the middleware a route of that group mounts first. */
export type RateLimiter = (group: RequestGroup) => Middleware<ProxyState>;

/**
 * `limits` are requests per client IP per minute, per group; each group counts on its own, whichever
 * of its routes a request takes. Over the limit the middleware throws ApiError 429 `rate_limited` and
 * counts the refusal on `metrics` (`forms_rate_limited_total`).
 */
export function rateLimits(limits: RateLimits, metrics: Pick<ProxyMetrics, 'rateLimited'> = NO_METRICS): RateLimiter {
  const counters = {
    orders: limiter(limits.orders),
    lookups: limiter(limits.lookups),
    removals: limiter(limits.removals),
    removalConfirmations: limiter(limits.removalConfirmations),
    statusChecks: limiter(limits.statusChecks),
    callbacks: limiter(limits.callbacks),
  };
  return (group) => async (ctx, next) => {
    let admitted = false;
    await counters[group](ctx, async () => {
      admitted = true;
      await next();
    });
    if (admitted) return;
    metrics.rateLimited(group);
    refuseAsLimited(ctx, group, secondsUntil(Number(ctx.response.get('X-RateLimit-Reset'))));
  };
}

/**
 * The answer of a request over `group`'s budget: sets `Retry-After` to `seconds` (whole seconds, at
 * least 1), logs 'rate limited' at info, and throws ApiError 429 `rate_limited` in the request's language.
 */
export function refuseAsLimited(ctx: ParameterizedContext<ProxyState>, group: keyof RateLimits, seconds: number): never {
  ctx.set('Retry-After', String(seconds));
  ctx.state.log.info({ group, retryAfter: seconds }, 'rate limited');
  throw new ApiError(429, 'rate_limited', requestTranslator(ctx).t('api.rateLimited', { seconds }));
}

function limiter(max: number): Middleware {
  return ratelimit({
    driver: 'memory',
    db: new BoundedMap(MAX_CLIENTS),
    duration: WINDOW_MS,
    max,
    // ctx.ip is undefined once the client's socket is gone, whatever its type says.
    id: (ctx) => clientKey(ctx.ip ?? ''),
  });
}

/**
 * Whole seconds from now until `resetEpochSeconds`, at least 1. Rounded up: koa-ratelimit's own
 * Retry-After rounds down, which sends a client back just before its window ends.
 */
export function secondsUntil(resetEpochSeconds: number): number {
  return Math.max(1, Math.ceil(resetEpochSeconds - Date.now() / 1000));
}
