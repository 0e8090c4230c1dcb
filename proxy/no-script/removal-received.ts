/**
 * `GET /api/account-removal/received?route=<page route>[&lang=<language>]`: where a removal request
 * posted without JavaScript lands once it is recorded (a 303 from `no-script-answers.ts`, so reloading
 * the page does not post the request again). It says the request was received, as the page's popup
 * does, in `lang` (the request's language, `requestLanguage`: English when absent or not a language), and links back to the page when `route`
 * names an account removal page. It reveals nothing about the request.
 */
import type { Middleware } from 'koa';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import { ENDPOINTS } from '../endpoints.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { requestTranslator } from '../middleware/request-language.ts';
import { formPageUrl } from './page-location.ts';
import { shortPage } from './short-page.ts';

export const RECEIVED_PATH = `${ENDPOINTS.accountRemoval}/received`;

/** `forms` is the route index (`indexRoutes`); `allowed` the allowed page origins (`pageBase`). */
export function removalReceivedRoute(forms: ReadonlyMap<string, RouteTarget>, allowed: ReadonlySet<string>): Middleware<ProxyState> {
  return async (ctx) => {
    const route = ctx.query.route;
    const target = typeof route === 'string' ? findForm(forms, route) : undefined;
    const backUrl = target?.form.kind === 'account-removal' ? formPageUrl(ctx, target, allowed) : undefined;
    const translator = requestTranslator(ctx);
    const page = { title: translator.t('api.noScriptReceivedTitle'), message: translator.t('api.accountRemovalReceived'), backUrl };
    ctx.body = shortPage(page, translator);
    ctx.type = 'html';
  };
}
