/** The callback URL of a form for the request at hand (see `../orders/callback-url.ts`). */
import type { Context } from 'koa';
import type { CallbackDef, Org } from '../../orgs/types.ts';
import { callbackUrlFor } from '../orders/callback-url.ts';

/** Where the gateway returns the payer of `route`'s form, or undefined when the form has no callback. */
export function requestCallbackUrl(ctx: Context, org: Org, route: string, callback: CallbackDef | undefined): string | undefined {
  return callbackUrlFor({
    org,
    route,
    callback,
    requestOrigin: ctx.get('Origin') || undefined,
    // Not ctx.origin: since Koa 3 that is the Origin request header.
    proxyOrigin: `${ctx.protocol}://${ctx.host}`,
  });
}
