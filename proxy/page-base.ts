/**
 * Where the page a request came from is hosted, for every URL the proxy writes into an answer that
 * sends a browser or the gateway back to the charity's pages: the thank-you callback_url given to
 * PayPro, the `<base href>` and form action of a form shown again without JavaScript, the honeypot's
 * redirect, the status page's try-again link; and the proxy's own origin, for the links back to it (a
 * removal confirmation link, the status page a form posted without JavaScript returns to). Everything
 * comes from configuration: the org's siteUrl, an Origin header only when it is an allowed origin (the
 * CORS set, `corsOriginsOf`), and the proxy's configured origin (PUBLIC_URL, or `forms serve`'s
 * listening address: `configuredOrigin`), never the Host or X-Forwarded-Host header. Otherwise a bot
 * could create an order whose post-payment redirect leads to its own site, or have a genuine removal
 * email carry a link to it.
 */
import type { Context } from 'koa';
import type { Org } from '../orgs/types.ts';
import type { ProxyState } from './middleware/request-context.ts';

/**
 * The base URL of `org`'s pages for this request, without a trailing slash (a page is at
 * `<base><route>/`): the org's `siteUrl` when set (it may carry a path, e.g. 'https://example.org/pay');
 * else the request's Origin header when `allowed` holds it (normalised origins, as `corsOriginsOf`
 * gives); else `proxyOrigin(ctx)`, where `forms serve` hosts the pages. Throws as `proxyOrigin` does.
 */
export function pageBase(ctx: Context, org: Pick<Org, 'siteUrl'>, allowed: ReadonlySet<string>): string {
  if (org.siteUrl) return org.siteUrl.replace(/\/+$/, '');
  const origin = ctx.get('Origin');
  return allowed.has(origin) ? origin : proxyOrigin(ctx);
}

/**
 * The proxy's own configured origin, e.g. 'https://pay.example.org', as `configuredOrigin` put it in
 * `ctx.state`. Throws Error when it is not there: the app was built without mounting it, a bug.
 */
export function proxyOrigin(ctx: Context): string {
  const origin = (ctx.state as ProxyState).publicOrigin;
  if (origin === undefined) throw new Error('The proxy origin is not set: configuredOrigin must run before any route.');
  return origin;
}
