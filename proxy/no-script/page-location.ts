/**
 * Where a form page that the proxy shows again belongs: the page's own folder (for its `<base href>`)
 * and the proxy API it posts back to.
 */
import type { Context } from 'koa';
import type { RouteTarget } from '../../orgs/routes.ts';
import type { FormPageLocation } from './render-form.ts';

/**
 * The page folder is `<siteUrl><route>/` when the org file says where its pages are hosted, else
 * `<route>/` on the proxy's own origin (where `forms serve` hosts them), as the thank-you page's URL is
 * found (`../orders/callback-url.ts`). The Origin header is not used: it would let the sender choose
 * where the page loads its stylesheet from. The API base is this proxy's `/api` as the request reached
 * it (the donor just posted here); behind a load balancer the scheme is right only with TRUST_PROXY.
 */
export function pageLocation(ctx: Context, { org, form }: RouteTarget): FormPageLocation {
  const proxyOrigin = `${ctx.protocol}://${ctx.host}`;
  const site = org.siteUrl?.replace(/\/+$/, '') ?? proxyOrigin;
  return { pageUrl: `${site}${form.route}/`, apiBase: `${proxyOrigin}/api` };
}
