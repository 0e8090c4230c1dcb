/**
 * The page an account removal confirmation link opens (`REMOVAL_CONFIRM_PATH`, the link made by
 * `confirmLink`). `GET ?token=` shows what the link is for and a button; only the button's `POST`
 * (form-encoded `token`) confirms, because mail scanners open every link in an email, and a GET that
 * confirmed would let them confirm for anyone. Confirming spends the link (`RemovalRequestStore.confirm`)
 * and answers 303 to the confirmed page (`CONFIRMED_PATH`), so reloading it does not post the spent token
 * again. A link that is unknown, used or expired gets a 410 page (nothing changes).
 *
 * Look: a working link's pages are those of the account removal page the request came from (its org's
 * name and logo, the forms' stylesheet, a link back: `pageLook`), with the language switch; the 410 page
 * names no org, as the store names no request for it.
 *
 * Language: a page is in the language its address names (`lang`: the emailed link carries it for any
 * language but English; the switch and the button always name it), else, for a working link, the
 * language stored with its request, else English. A `lang` that is no language is ignored on the GET
 * and refused on the POST, as on every POST (orgs/api-contract.ts `LANGUAGE_PARAMETER`).
 */
import type { Context, Middleware } from 'koa';
import { translatorFor } from '../../orgs/i18n/compile.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../orgs/i18n/languages.ts';
import { LANGUAGE_PARAMETER, withLanguage } from '../../orgs/api-contract.ts';
import { isRecord } from '../../orgs/is-record.ts';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import { REMOVAL_CONFIRM_PATH } from '../endpoints.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { CONFIRMED_PATH, removalNoticeAddress } from '../no-script/removal-notice.ts';
import { shortPage } from '../no-script/short-page.ts';
import { pageLook } from '../own-pages/page-look.ts';
import { sendProxyPage } from '../own-pages/proxy-page.ts';
import { isTokenShaped, tokenHashOf } from '../removal-requests/confirmation-token.ts';
import type { RemovalRequestStore } from '../removal-requests/removal-request-store.ts';

export interface ConfirmRouteDeps {
  store: RemovalRequestStore;
  now: () => Date;
  /** The route index (`indexRoutes`): the account removal page a request came from, by its route. */
  forms: ReadonlyMap<string, RouteTarget>;
}

/**
 * The confirmation link of `token` at the proxy's `origin` (e.g. 'https://forms.example.org'):
 * `<origin>/api/account-removal/confirm?token=<token>`, with `&lang=<language>` unless `language` is English.
 */
export function confirmLink(origin: string, token: string, language: Language): string {
  return withLanguage(`${origin}${REMOVAL_CONFIRM_PATH}?token=${token}`, language);
}

/** The language the address names (`lang`, the first value when repeated), if it names one. */
function namedLanguage(ctx: Context): Language | undefined {
  const lang = ctx.query[LANGUAGE_PARAMETER];
  const value = Array.isArray(lang) ? lang[0] : lang;
  return isLanguage(value) ? value : undefined;
}

/** `REMOVAL_CONFIRM_PATH` naming `language`, English too (a working link's page would otherwise be in its request's). */
function confirmAddress(language: Language, token?: string): string {
  const query = new URLSearchParams(token === undefined ? {} : { token });
  query.set(LANGUAGE_PARAMETER, language);
  return `${REMOVAL_CONFIRM_PATH}?${query}`;
}

/** The 410 page in `language`: a link no longer known names no request, so no org. */
function gone(ctx: Context & { state: ProxyState }, language: Language): void {
  const { t } = translatorFor(language);
  const page = {
    title: t('removalConfirmation.goneTitle'),
    message: t('removalConfirmation.gone'),
    inLanguage: (other: Language) => confirmAddress(other),
  };
  sendProxyPage(ctx, 410, shortPage(page, pageLook(ctx, undefined, language)));
}

/** The account removal page of `route`, if it still is one. */
function removalPage(forms: ReadonlyMap<string, RouteTarget>, route: string): RouteTarget | undefined {
  const target = findForm(forms, route);
  return target?.form.kind === 'account-removal' ? target : undefined;
}

/** `GET REMOVAL_CONFIRM_PATH?token=…[&lang=…]`: the page with the confirm button, or 410. Changes nothing. */
export function confirmPageRoute(deps: ConfirmRouteDeps): Middleware<ProxyState> {
  return async (ctx) => {
    const { token } = ctx.query;
    const named = namedLanguage(ctx);
    if (!isTokenShaped(token)) return gone(ctx, named ?? DEFAULT_LANGUAGE);
    const link = await deps.store.openLink(tokenHashOf(token), deps.now());
    if (!link) return gone(ctx, named ?? DEFAULT_LANGUAGE);
    const language = named ?? link.language;
    const { t } = translatorFor(language);
    const page = {
      title: t('removalConfirmation.askTitle'),
      message: t('removalConfirmation.ask'),
      action: { url: confirmAddress(language), label: t('removalConfirmation.button'), fields: { token } },
      inLanguage: (other: Language) => confirmAddress(other, token),
    };
    sendProxyPage(ctx, 200, shortPage(page, pageLook(ctx, removalPage(deps.forms, link.route), language)));
  };
}

/**
 * `POST REMOVAL_CONFIRM_PATH[?lang=…]` with `token`: confirms the request, spends the link and answers
 * 303 to the confirmed page of its removal page, in the address's language (else the request's); or
 * 410 in the address's language (`ctx.state.language`, which the proxy read and checked first).
 */
export function confirmRoute(deps: ConfirmRouteDeps): Middleware<ProxyState> {
  return async (ctx) => {
    const body = isRecord(ctx.request.body) ? ctx.request.body : {};
    const confirmed = isTokenShaped(body.token) ? await deps.store.confirm(tokenHashOf(body.token), deps.now()) : undefined;
    if (!confirmed) return gone(ctx, ctx.state.language ?? DEFAULT_LANGUAGE);
    ctx.state.log.info('account removal request confirmed');
    const route = removalPage(deps.forms, confirmed.route)?.form.route;
    ctx.status = 303;
    ctx.redirect(removalNoticeAddress(CONFIRMED_PATH, route, namedLanguage(ctx) ?? confirmed.language));
  };
}
