/**
 * The account removal pages a browser lands on after a post, by a 303 (so reloading the page does not
 * post again), each saying what happened in the request's language (`lang`, `requestLanguage`: English
 * when absent or not a language), in the look of the account removal page `route` names (its org's name
 * and logo, the forms' stylesheet, a link back to it), with the language switch:
 * - `GET /api/account-removal/received?route=<page route>[&lang=…]`: a request posted without
 *   JavaScript was recorded (`no-script-answers.ts`), as the page's popup says;
 * - `GET /api/account-removal/confirmed?route=<page route>[&lang=…]`: the emailed link's button confirmed
 *   the request (`../routes/account-removal-confirm.ts`).
 * Neither reveals anything about any request: each says the same to whoever opens it.
 */
import type { Middleware } from 'koa';
import type { MessageKey } from '../../orgs/i18n/catalogue.ts';
import type { Language } from '../../orgs/i18n/languages.ts';
import { withLanguage } from '../../orgs/api-contract.ts';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import { routePath } from '../endpoints.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { requestTranslator } from '../middleware/request-language.ts';
import { pageLook } from '../own-pages/page-look.ts';
import { sendProxyPage } from '../own-pages/proxy-page.ts';
import { shortPage } from './short-page.ts';

export const RECEIVED_PATH = routePath('removalNotices', 0);
export const CONFIRMED_PATH = routePath('removalNotices', 1);

/** The notice page at `path` about the removal page `route` (absent: none), in `language`: where the 303 sends the browser. */
export function removalNoticeAddress(path: string, route: string | undefined, language: Language): string {
  return withLanguage(route === undefined ? path : `${path}?${new URLSearchParams({ route })}`, language);
}

/** A notice page: its path, and what it says as catalogue keys. */
export interface RemovalNotice {
  path: string;
  title: MessageKey;
  message: MessageKey;
}

export const RECEIVED_NOTICE: RemovalNotice = {
  path: RECEIVED_PATH,
  title: 'api.noScriptReceivedTitle',
  message: 'api.accountRemovalReceived',
};
export const CONFIRMED_NOTICE: RemovalNotice = {
  path: CONFIRMED_PATH,
  title: 'removalConfirmation.doneTitle',
  message: 'removalConfirmation.done',
};

/** The route of `notice`'s page; `forms` is the route index (`indexRoutes`). */
export function removalNoticeRoute(notice: RemovalNotice, forms: ReadonlyMap<string, RouteTarget>): Middleware<ProxyState> {
  return async (ctx) => {
    const { route } = ctx.query;
    const found = typeof route === 'string' ? findForm(forms, route) : undefined;
    const target = found?.form.kind === 'account-removal' ? found : undefined;
    const { t, language } = requestTranslator(ctx);
    const page = {
      title: t(notice.title),
      message: t(notice.message),
      // Only a route that names a removal page is written back.
      inLanguage: (other: Language) => removalNoticeAddress(notice.path, target?.form.route, other),
    };
    sendProxyPage(ctx, 200, shortPage(page, pageLook(ctx, target, language)));
  };
}
