/**
 * Where the page a request came from is hosted, for every URL the proxy writes into an answer that
 * sends a browser or the gateway back to the charity's pages: the thank-you callback_url given to
 * PayPro, the `<base href>` and form action of a form shown again without JavaScript, the honeypot's
 * redirect. Nothing the sender controls may choose it unchecked: an Origin header is used only when it
 * is an allowed origin (the CORS set, `corsOriginsOf`); the proxy's own origin is PUBLIC_URL, or
 * without it the Host header (the last X-Forwarded-Host under TRUST_PROXY) only when it makes a plain
 * http(s) origin. Otherwise a bot could create an order whose post-payment redirect leads to its own
 * site, or make `new URL` throw on a malformed Host.
 */
import type { Context } from 'koa';
import type { Org } from '../orgs/types.ts';
import { requestOrigin } from './middleware/public-origin.ts';
import type { ProxyState } from './middleware/request-context.ts';

/**
 * The base URL of `org`'s pages for this request, without a trailing slash (a page is at
 * `<base><route>/`): the org's `siteUrl` when set (it may carry a path, e.g. 'https://example.org/pay');
 * else the request's Origin header when `allowed` holds it (normalised origins, as `corsOriginsOf`
 * gives); else `proxyOrigin(ctx)`, where `forms serve` hosts the pages. Throws ApiError 400
 * `invalid_request` when it comes to the proxy's origin and that is not valid.
 */
export function pageBase(ctx: Context, org: Pick<Org, 'siteUrl'>, allowed: ReadonlySet<string>): string {
  if (org.siteUrl) return org.siteUrl.replace(/\/+$/, '');
  const origin = ctx.get('Origin');
  return allowed.has(origin) ? origin : proxyOrigin(ctx);
}

/**
 * The proxy's own origin, e.g. 'https://pay.example.org': PUBLIC_URL's when set (checked against the
 * request's host by the `publicOrigin` middleware), else the one the request reached (`requestOrigin`,
 * not `ctx.origin`: since Koa 3 that is the Origin request header). Throws ApiError 400
 * `invalid_request` when it comes to the request's own and that is not a plain http(s) origin.
 */
export function proxyOrigin(ctx: Context): string {
  return (ctx.state as ProxyState).publicOrigin ?? requestOrigin(ctx);
}
