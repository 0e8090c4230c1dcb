/**
 * The honeypot: every posting form carries a text input named `website` that people never see (see
 * templates/fields/Honeypot.tsx) and form-filling bots do. A request to one of the four posting
 * endpoints (each mounts this middleware) whose body has a non-empty `website` (the top-level key of a JSON body, the field of a
 * form-encoded one) is dropped quietly: no order, no lookup, no removal request, and an answer that looks
 * like success so the bot learns nothing. JSON gets `202 { received: true }`; a form-encoded post (a page
 * without JavaScript) gets a 303 back to its page (`formPageUrl`: on the org's siteUrl, an allowed Origin,
 * else the proxy's origin), or to `/` when the body names no known form. Logged at info as 'honeypot filled',
 * never with the value. An empty `website` passes on to the route, whose body checks allow it.
 */
import type { Middleware } from 'koa';
import { HONEYPOT_FIELD } from '../../orgs/honeypot.ts';
import { isRecord } from '../../orgs/is-record.ts';
import { findForm, type RouteTarget } from '../../orgs/routes.ts';
import { formPageUrl } from '../no-script/page-location.ts';
import type { ProxyState } from './request-context.ts';

/**
 * `forms` is the route index (`indexRoutes`); `allowed` the origins whose pages may post here (see
 * `pageBase`; default none: the org's siteUrl, else the proxy's origin). Mounted on each posting route,
 * after its body parser.
 */
export function honeypot(forms: ReadonlyMap<string, RouteTarget>, allowed: ReadonlySet<string> = new Set()): Middleware<ProxyState> {
  return async (ctx, next) => {
    const body: unknown = ctx.request.body;
    if (!isRecord(body) || !filled(body[HONEYPOT_FIELD])) return next();
    const target = typeof body.route === 'string' ? findForm(forms, body.route) : undefined;
    ctx.state.log.info({ path: ctx.path, route: target?.form.route }, 'honeypot filled');
    if (ctx.is('urlencoded')) {
      // Only a known route's page: the redirect cannot be pointed elsewhere.
      ctx.redirect(target ? formPageUrl(ctx, target, allowed) : '/');
      ctx.status = 303;
      return;
    }
    ctx.status = 202;
    ctx.body = { received: true };
  };
}

/** A non-empty string, or (a field repeated in a form-encoded body) a list holding one. */
function filled(value: unknown): boolean {
  const values = Array.isArray(value) ? value : [value];
  return values.some((item) => typeof item === 'string' && item !== '');
}
