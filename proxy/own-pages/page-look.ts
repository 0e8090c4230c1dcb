/**
 * What makes one of the proxy's own pages (the order status page, the account removal pages, the short
 * page of a refused post) look like the form it belongs to: the org's name in the page's language, the
 * form's theme and logo, the forms' stylesheet, and the form's page for a link back. The stylesheet and
 * logo are the built pages' own files (`page-assets.ts`), linked from where the org's pages are hosted
 * (`pageBase`: its siteUrl, else an allowed Origin, else the proxy's configured origin, where
 * `forms serve` hosts them), never from a request's Host.
 */
import type { Context } from 'koa';
import { type Language, LANGUAGES } from '../../orgs/i18n/languages.ts';
import { orgText } from '../../orgs/i18n/translator.ts';
import { languagesOf, orgTextsOf } from '../../orgs/org-languages.ts';
import type { RouteTarget } from '../../orgs/routes.ts';
import type { ProxyState } from '../middleware/request-context.ts';
import { formPageUrl } from '../no-script/page-location.ts';
import { pageBase } from '../page-base.ts';

export interface PageLook {
  /** The language the page is written in. */
  language: Language;
  /** Every language the org's pages are written in (every language for a page that names no org). */
  languages: readonly Language[];
  /** The org's name in `language`; absent for a page that names no org. */
  orgName?: string;
  /** The form's colour scheme (`theme-<theme>` in the stylesheet); light without a form. */
  theme: 'light' | 'dark';
  /** Absolute URL of the forms' stylesheet on the pages' origin; absent: the page carries `FALLBACK_STYLE`. */
  stylesheetUrl?: string;
  /** The form's logo: absolute URL on the pages' origin, its size in CSS pixels and its text in `language`. */
  logo?: { url: string; width: number; height: number; alt: string };
  /** Absolute URL of the form's page in `language`, for the link back. */
  formUrl?: string;
}

/**
 * The look of a page about `target`'s form (undefined: a page that names no form) in `language`;
 * `allowed` are the allowed page origins (`pageBase`: pass them only for an answer to a page's post,
 * whose Origin names where the page came from). Throws as `pageBase` does.
 */
export function pageLook(
  ctx: Context & { state: ProxyState },
  target: RouteTarget | undefined,
  language: Language,
  allowed: ReadonlySet<string> = new Set(),
): PageLook {
  if (!target) return { language, languages: LANGUAGES, theme: 'light' };
  const { org, form } = target;
  const texts = orgTextsOf(org, language);
  const look: PageLook = {
    language,
    languages: languagesOf(org),
    orgName: orgText(texts, org.displayName),
    theme: form.theme,
    formUrl: formPageUrl(ctx, target, allowed, language),
  };
  const assets = ctx.state.pageAssets;
  if (!assets) return look;
  const base = pageBase(ctx, org, allowed);
  look.stylesheetUrl = `${base}/${assets.styles}`;
  const logo = form.logo && assets.logos.get(form.logo.src);
  if (form.logo && logo) {
    look.logo = { url: `${base}/${logo.path}`, width: logo.width, height: logo.height, alt: orgText(texts, form.logo.alt) };
  }
  return look;
}
