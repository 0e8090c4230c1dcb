/**
 * CORS for the proxy API (@koa/cors): pages hosted on another origin than the proxy (a charity's site
 * posting to a shared proxy) may call it from a browser when their origin is allowed
 * (`corsOriginsOf`). Such a request gets `Access-Control-Allow-Origin: <its origin>` (never `*`) and
 * `Vary: Origin`; any other origin gets no Access-Control-* header, so the browser keeps the answer
 * from the page. A preflight (OPTIONS with Access-Control-Request-Method) from an allowed origin is
 * answered here with 204 and the methods and headers the pages use, before the router could call it
 * 405; from another origin it falls through to the router's plain OPTIONS answer, still without them.
 * CORS does not stop anything that is not a browser; the rate limits and checks do.
 */
import cors from '@koa/cors';
import type { Middleware } from 'koa';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../orgs/idempotency-headers.ts';

/** How long a browser may reuse a preflight answer, in seconds (Chromium caps it at 7200). */
const PREFLIGHT_MAX_AGE_S = 600;

/** `allowed` holds normalised origins, e.g. 'https://donate.example.org'. Run it before the rate limits. */
export function apiCors(allowed: ReadonlySet<string>): Middleware {
  return cors({
    origin: (ctx) => (allowed.has(ctx.get('Origin')) ? ctx.get('Origin') : ''),
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Content-Type', IDEMPOTENCY_KEY_HEADER],
    // Readable by the page: the request id to quote, when to retry, whether an answer was replayed.
    exposeHeaders: ['X-Request-Id', 'Retry-After', IDEMPOTENT_REPLAYED_HEADER],
    maxAge: PREFLIGHT_MAX_AGE_S,
    // Headers are set on ctx before the route runs, and the error handler keeps them on error answers.
    keepHeadersOnError: false,
  });
}
