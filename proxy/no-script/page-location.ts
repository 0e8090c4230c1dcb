/**
 * Where a form page that the proxy shows again belongs: the page's own folder (for its `<base href>`)
 * and the proxy API it posts back to.
 */
import { DEFAULT_LANGUAGE, type Language, languageFolder } from '../../orgs/i18n/languages.ts';
import type { Context } from 'koa';
import type { RouteTarget } from '../../orgs/routes.ts';
import { pageBase, proxyOrigin } from '../page-base.ts';
import type { FormPageLocation } from './render-form.ts';

/**
 * The page folder is `<pageBase><route>/` (the org's siteUrl, an allowed Origin, else the proxy's
 * origin, where `forms serve` hosts the pages: see `pageBase`); `allowed` holds the allowed page
 * origins. The API base is this proxy's `/api` at its configured origin (`proxyOrigin`: PUBLIC_URL, or
 * `forms serve`'s own address), never the Host the request names.
 */
export function pageLocation(ctx: Context, target: RouteTarget, allowed: ReadonlySet<string>): FormPageLocation {
  return { pageUrl: formPageUrl(ctx, target, allowed), apiBase: `${proxyOrigin(ctx)}/api` };
}

/** The page folder alone, as `pageLocation` finds it; that of the page in `language` when given. */
export function formPageUrl(
  ctx: Context,
  { org, form }: RouteTarget,
  allowed: ReadonlySet<string>,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return `${pageBase(ctx, org, allowed)}${languageFolder(form.route, language)}/`;
}
