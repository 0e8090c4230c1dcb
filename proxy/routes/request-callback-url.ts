/** The callback URL of a form for the request at hand (see `../orders/callback-url.ts`). */
import type { Context } from 'koa';
import { API_BASE, orderPageAddress } from '../../orgs/api-contract.ts';
import type { CallbackDef, Org } from '../../orgs/types.ts';
import { DEFAULT_LANGUAGE, languageFolder } from '../../orgs/i18n/languages.ts';
import { callbackUrlFor } from '../orders/callback-url.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { pageBase, proxyOrigin } from '../page-base.ts';

/**
 * Where the gateway returns the payer of order `orderNumber` of `form`, or undefined when the form has
 * no callback; `allowed` is the set of allowed page origins (`pageBase`). A form posted without
 * JavaScript whose callback is its thank-you page returns instead to the proxy's own status page for the
 * order (`/api/orders/<OrderNumber>/page`, then `/ur` for an Urdu page, in the path: PayPro adds a
 * query of its own, PROTOCOL.md "Browser return"): the static
 * page needs its script to ask for the result. A thank-you page is the one in the request's language
 * (`ctx.state.language`). Every part comes from configuration (`../page-base.ts`), never the Host.
 */
export function requestCallbackUrl(
  ctx: Context & { state: ProxyState },
  org: Org,
  form: { route: string; callback?: CallbackDef | undefined },
  allowed: ReadonlySet<string>,
  orderNumber: string,
): string | undefined {
  const language = ctx.state.language ?? DEFAULT_LANGUAGE;
  if (form.callback === 'thank-you' && ctx.is('application/x-www-form-urlencoded')) {
    return languageFolder(orderPageAddress(`${proxyOrigin(ctx)}${API_BASE}`, orderNumber), language);
  }
  return callbackUrlFor({
    route: form.route,
    callback: form.callback,
    pageBase: () => pageBase(ctx, org, allowed),
    orderNumber,
    language,
  });
}
