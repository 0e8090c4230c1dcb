/**
 * The page an account removal confirmation link opens (`REMOVAL_CONFIRM_PATH`). `GET ?token=` shows what the
 * link is for and a button; only the button's `POST` (form-encoded `token`) confirms, because mail
 * scanners open every link in an email, and a GET that confirmed would let them confirm for anyone.
 * Confirming spends the link (`RemovalRequestStore.confirm`). Answers are small HTML pages: 200 for a
 * working link and a confirmation, 410 for a link that is unknown, used or expired (nothing changes).
 * They are in English: the link in the email names no language.
 */
import type { Context, Middleware } from 'koa';
import { translatorFor } from '../../i18n/compile.ts';
import { DEFAULT_LANGUAGE } from '../../i18n/languages.ts';
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

const TEXT = {
  askTitle: 'Confirm your account removal request',
  ask: 'You asked for the account of your email address to be removed. Press the button to confirm the request; the organisation acts on confirmed requests only.',
  button: 'Confirm the removal request',
  doneTitle: 'Request confirmed',
  done: 'Thank you: your account removal request is confirmed. The organisation will carry it out and may write to you about it.',
  goneTitle: 'This link does not work',
  gone: 'This confirmation link is not known, was used already or has expired. Send the request again from the account removal page to get a new link.',
};

function answer(ctx: Context, status: number, page: ShortPage): void {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = shortPage(page, translatorFor(DEFAULT_LANGUAGE));
}

const gone = (ctx: Context) => answer(ctx, 410, { title: TEXT.goneTitle, message: TEXT.gone });

/** `GET REMOVAL_CONFIRM_PATH?token=…`: the page with the confirm button, or 410. Changes nothing. */
export function confirmPageRoute(deps: ConfirmRouteDeps): Middleware<ProxyState> {
  return async (ctx) => {
    const { token } = ctx.query;
    if (!isTokenShaped(token) || !(await deps.store.hasOpenLink(tokenHashOf(token), deps.now()))) return gone(ctx);
    answer(ctx, 200, {
      title: TEXT.askTitle,
      message: TEXT.ask,
      action: { url: REMOVAL_CONFIRM_PATH, label: TEXT.button, fields: { token } },
    });
  };
}

/** `POST REMOVAL_CONFIRM_PATH` with `token`: confirms the request and spends the link, or 410. */
export function confirmRoute(deps: ConfirmRouteDeps): Middleware<ProxyState> {
  return async (ctx) => {
    const token = isRecord(ctx.request.body) ? ctx.request.body.token : undefined;
    if (!isTokenShaped(token) || !(await deps.store.confirm(tokenHashOf(token), deps.now()))) return gone(ctx);
    ctx.state.log.info('account removal request confirmed');
    answer(ctx, 200, { title: TEXT.doneTitle, message: TEXT.done });
  };
}
