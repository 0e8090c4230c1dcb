/**
 * Answers for browsers that posted a form without JavaScript (`application/x-www-form-urlencoded` to
 * a form endpoint, which `markFormPosts` marks before anything may refuse it). The endpoint's route answers in JSON as always; this middleware, run
 * outside the error handler so it sees every final answer, turns that answer into one a browser can
 * show:
 * - an order created (200 `{ redirectUrl }`): 303 See Other to the checkout;
 * - a removal request recorded (202): 303 See Other to `RECEIVED_PATH`, so a reload does not post again;
 * - a failure, for a client that prefers HTML: the same status with the form page shown again
 *   (`RenderForm`): the donor's values kept, each field's message under it and the error's message
 *   under the form. When the form is not known (the request never named one, or a 404) or no renderer
 *   is given, a short page with the message instead.
 * Pages are in the request's language (`requestLanguage`, from the `lang` of the form's action), those
 * of refusals before the body is read (the rate limit, a malformed or too large body, a wrong Host)
 * included; a `lang` that is no language is refused on an English page. Clients that prefer JSON (no `Accept: text/html`, e.g. scripts and the fuzz tests)
 * keep the JSON error envelope. Every other request passes untouched.
 */
import type { Context, Middleware } from 'koa';
import { isRecord } from '../../orgs/is-record.ts';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import { DEFAULT_LANGUAGE } from '../../orgs/i18n/languages.ts';
import { requestTranslator } from '../middleware/request-language.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { pageLook } from '../own-pages/page-look.ts';
import { sendProxyPage } from '../own-pages/proxy-page.ts';
import type { FormEndpoint } from './form-bodies.ts';
import { pageLocation } from './page-location.ts';
import { RECEIVED_PATH, removalNoticeAddress } from './removal-notice.ts';
import type { RenderForm, SubmittedForm } from './render-form.ts';
import { shortPage } from './short-page.ts';

export interface NoScriptDeps {
  /** The route index (`indexRoutes`). */
  forms: ReadonlyMap<string, RouteTarget>;
  /** Shows a form page again; without it every failure gets the short page. */
  renderForm?: RenderForm;
  /** Origins whose pages may post here (`corsOriginsOf`), for the page's location (`pageLocation`). */
  allowedOrigins: ReadonlySet<string>;
}

type Entries = Record<string, unknown>;

/** Only the string entries of `value` (a form field posted twice arrives as a list, and is not shown back). */
function strings(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The form's state from the body the route read (`formBody` gave it the JSON shape) and the error. */
function submittedForm(endpoint: FormEndpoint, body: Entries, error: Entries, message: string): SubmittedForm {
  const values = endpoint === 'orders' ? strings(body.values) : strings({ email: body.email });
  return { values, errors: strings(error.fields), message };
}

function answerHtml(ctx: Context, status: number, html: string): void {
  ctx.body = html;
  ctx.type = 'html';
  ctx.status = status;
  // The page may hold what the donor typed.
  ctx.set('Cache-Control', 'no-store');
}

async function showFailure(ctx: Context, endpoint: FormEndpoint, deps: NoScriptDeps): Promise<void> {
  const status = ctx.status;
  const error = isRecord(ctx.body) && isRecord(ctx.body.error) ? ctx.body.error : {};
  const translator = requestTranslator(ctx);
  const message = typeof error.message === 'string' ? error.message : translator.t('api.internal');
  const body: Entries = isRecord(ctx.request.body) ? ctx.request.body : {};
  const target = typeof body.route === 'string' ? findForm(deps.forms, body.route) : undefined;
  const location = target && pageLocation(ctx, target, deps.allowedOrigins);
  // A 404 means the route named no form this endpoint serves: there is no form to show again.
  if (!target || !location || !deps.renderForm || status === 404) {
    const look = pageLook(ctx, target, translator.language, deps.allowedOrigins);
    sendProxyPage(ctx, status, shortPage({ title: translator.t('api.noScriptFailedTitle'), message }, look));
    return;
  }
  const page = await deps.renderForm(target, submittedForm(endpoint, body, error, message), location, translator.language);
  answerHtml(ctx, status, page.html);
  ctx.set('Content-Security-Policy', page.contentSecurityPolicy);
  // The page's policy says who may frame it (frame-ancestors); the proxy's blanket DENY would not.
  ctx.remove('X-Frame-Options');
}

function showSuccess(ctx: Context, endpoint: FormEndpoint): void {
  const body: unknown = ctx.body;
  if (ctx.status === 200 && isRecord(body) && typeof body.redirectUrl === 'string') {
    ctx.status = 303;
    ctx.redirect(body.redirectUrl);
    return;
  }
  if (ctx.status === 202 && endpoint === 'accountRemoval') {
    const route = isRecord(ctx.request.body) && typeof ctx.request.body.route === 'string' ? ctx.request.body.route : '';
    // The received page is in the request's language; English needs no parameter.
    const language = ctx.state.language ?? DEFAULT_LANGUAGE;
    ctx.status = 303;
    ctx.redirect(removalNoticeAddress(RECEIVED_PATH, route, language));
  }
}

/** Run it before (outside) the error handler, after the security headers. */
export function noScriptAnswers(deps: NoScriptDeps): Middleware<ProxyState> {
  return async (ctx, next) => {
    await next();
    // Marked by `markFormPosts`: a post a page sent without its script.
    const endpoint = ctx.state.formPost;
    if (endpoint === undefined) return;
    if (ctx.status < 400) return showSuccess(ctx, endpoint);
    if (ctx.accepts('application/json', 'text/html') === 'text/html') await showFailure(ctx, endpoint, deps);
  };
}
