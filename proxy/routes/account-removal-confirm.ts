/**
 * The page an account removal confirmation link opens (`REMOVAL_CONFIRM_PATH`, the link made by
 * `confirmLink`). `GET ?token=` shows what the link is for and a button; only the button's `POST`
 * (form-encoded `token`) confirms, because mail scanners open every link in an email, and a GET that
 * confirmed would let them confirm for anyone. Confirming spends the link (`RemovalRequestStore.confirm`).
 * Answers are small HTML pages: 200 for a working link and a confirmation, 410 for a link that is unknown,
 * used or expired (nothing changes).
 *
 * Language: a working link's pages are in the language stored with its request (the token names the
 * request), whatever the address says. For a link that no longer works (used, expired or unknown) the store
 * names no request, so the 410 page is in the language the link names: its `lang` query parameter
 * (`confirmLink` adds it for any language but English; on the GET a missing or unknown one is English),
 * which the page's button posts to again (`?lang=`, checked by the proxy before the route, as on every
 * POST: orgs/api-contract.ts `LANGUAGE_PARAMETER`).
 */
import type { Context, Middleware } from 'koa';
import { translatorFor } from '../../i18n/compile.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../i18n/languages.ts';
import type { Translator } from '../../i18n/translator.ts';
import { withLanguage } from '../../orgs/api-contract.ts';
import { isRecord } from '../../orgs/is-record.ts';
import { REMOVAL_CONFIRM_PATH } from '../endpoints.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { shortPage, type ShortPage } from '../no-script/short-page.ts';
import { isTokenShaped, tokenHashOf } from '../removal-requests/confirmation-token.ts';
import type { RemovalRequestStore } from '../removal-requests/removal-request-store.ts';

export interface ConfirmRouteDeps {
  store: RemovalRequestStore;
  now: () => Date;
}

/**
 * The confirmation link of `token` at the proxy's `origin` (e.g. 'https://forms.example.org'):
 * `<origin>/api/account-removal/confirm?token=<token>`, with `&lang=<language>` unless `language` is English.
 */
export function confirmLink(origin: string, token: string, language: Language): string {
  return withLanguage(`${origin}${REMOVAL_CONFIRM_PATH}?token=${token}`, language);
}

function answer(ctx: Context, status: number, translator: Translator, page: ShortPage): void {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = shortPage(page, translator);
}

function gone(ctx: Context, language: Language): void {
  const translator = translatorFor(language);
  const { t } = translator;
  answer(ctx, 410, translator, { title: t('removalConfirmation.goneTitle'), message: t('removalConfirmation.gone') });
}

/** `GET REMOVAL_CONFIRM_PATH?token=…[&lang=…]`: the page with the confirm button, or 410. Changes nothing. */
export function confirmPageRoute(deps: ConfirmRouteDeps): Middleware<ProxyState> {
  return async (ctx) => {
    const { token } = ctx.query;
    // The link's `lang` as the proxy read it (request-language.ts): on a GET, anything else is English.
    const named = ctx.state.language ?? DEFAULT_LANGUAGE;
    if (!isTokenShaped(token)) return gone(ctx, named);
    const language = await deps.store.openLinkLanguage(tokenHashOf(token), deps.now());
    if (!language) return gone(ctx, named);
    const translator = translatorFor(language);
    const { t } = translator;
    answer(ctx, 200, translator, {
      title: t('removalConfirmation.askTitle'),
      message: t('removalConfirmation.ask'),
      action: { url: withLanguage(REMOVAL_CONFIRM_PATH, language), label: t('removalConfirmation.button'), fields: { token } },
    });
  };
}

/**
 * `POST REMOVAL_CONFIRM_PATH[?lang=…]` with `token`: confirms the request and spends the link, or 410 in
 * the address's language (`ctx.state.language`, which the proxy read and checked first).
 */
export function confirmRoute(deps: ConfirmRouteDeps): Middleware<ProxyState> {
  return async (ctx) => {
    const body = isRecord(ctx.request.body) ? ctx.request.body : {};
    const language = isTokenShaped(body.token) ? await deps.store.confirm(tokenHashOf(body.token), deps.now()) : undefined;
    if (!language) return gone(ctx, ctx.state.language ?? DEFAULT_LANGUAGE);
    ctx.state.log.info('account removal request confirmed');
    const translator = translatorFor(language);
    const { t } = translator;
    answer(ctx, 200, translator, { title: t('removalConfirmation.doneTitle'), message: t('removalConfirmation.done') });
  };
}
