/** The callback URL of a form for the request at hand (see `../orders/callback-url.ts`). */
import type { Context } from 'koa';
import type { CallbackDef, Org } from '../../orgs/types.ts';
import { callbackUrlFor } from '../orders/callback-url.ts';
import { pageBase } from '../page-base.ts';

/**
 * Where the gateway returns the payer of `form`, or undefined when the form has no callback; `allowed`
 * is the set of allowed page origins (`pageBase`). Throws ApiError 400 as `pageBase` does, so call it
 * before the order is created.
 */
export function requestCallbackUrl(
  ctx: Context,
  org: Org,
  form: { route: string; callback?: CallbackDef | undefined },
  allowed: ReadonlySet<string>,
): string | undefined {
  return callbackUrlFor({ route: form.route, callback: form.callback, pageBase: () => pageBase(ctx, org, allowed) });
}
