/**
 * The frame of every page the proxy writes itself (the order status page, the account removal pages,
 * the short page of a refused post), in the markup and classes of the built pages
 * (`templates/Page.tsx`, `templates/ThankYouPage.tsx`), so the forms' stylesheet draws it as it draws
 * a thank-you page: the language switch at the top, then the themed page with a narrow card holding
 * the form's logo, the org's name, the page's own content and a link back to the form.
 *
 * Each page comes with its own Content-Security-Policy, as strict as the proxy's API policy
 * (`default-src 'none'`, `frame-ancestors 'none'`) but for what the page loads: the stylesheet from
 * the pages' origin (or the inline fallback by its hash), the logo from there, and a form only where
 * the page has one, posting to the proxy itself. No script, no 'unsafe-inline'. Every text is escaped.
 */
import escapeHtml from 'escape-html';
import type { Context } from 'koa';
import { translatorFor } from '../../orgs/i18n/compile.ts';
import { LANGUAGE_INFO, type Language } from '../../orgs/i18n/languages.ts';
import { FALLBACK_STYLE, FALLBACK_STYLE_SOURCE } from './fallback-style.ts';
import type { PageLook } from './page-look.ts';

export interface ProxyPageContent {
  /** The document's title. */
  title: string;
  /** The page's heading under the org's name (the only heading of a page that names no org); absent: none. */
  heading?: string;
  /** The page's own HTML, under the headings. */
  body: string;
  /** The address of this page in another language, for the switch; absent: no switch. */
  inLanguage?: (language: Language) => string;
  /** The page has a form, which posts to the proxy itself (`form-action 'self'`). */
  posts?: boolean;
  /** Keep the page out of search engines (an order's page is nobody's search result). */
  noindex?: boolean;
}

/** A page and the policy it is sent with. */
export interface ProxyPage {
  /** The whole document, doctype included. */
  html: string;
  /** The Content-Security-Policy header value. */
  contentSecurityPolicy: string;
}

/** The switch to the page in each of the look's other languages, as `templates/Page.tsx` draws it. */
function languageSwitch(look: PageLook, inLanguage: ProxyPageContent['inLanguage']): string {
  const others = inLanguage ? look.languages.filter((language) => language !== look.language) : [];
  if (!inLanguage || others.length === 0) return '';
  const links = others.map(
    (language) =>
      `<a href="${escapeHtml(inLanguage(language))}" hreflang="${language}" lang="${language}">${escapeHtml(LANGUAGE_INFO[language].name)}</a>`,
  );
  return `<nav class="language-switch" aria-label="${escapeHtml(translatorFor(look.language).t('common.languageSwitch'))}">${links.join('')}</nav>\n`;
}

/** The origin of an absolute URL, for the policy. */
const originOf = (url: string): string => new URL(url).origin;

/** The page's policy: what `look` loads and whether it posts, nothing else. */
function pagePolicy(look: PageLook, posts: boolean): string {
  const directives = [
    "default-src 'none'",
    `style-src ${look.stylesheetUrl ? originOf(look.stylesheetUrl) : FALLBACK_STYLE_SOURCE}`,
    ...(look.logo ? [`img-src ${originOf(look.logo.url)}`] : []),
    `form-action ${posts ? "'self'" : "'none'"}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** The page of `content` in `look`. */
export function proxyPage(look: PageLook, content: ProxyPageContent): ProxyPage {
  const { t } = translatorFor(look.language);
  const style = look.stylesheetUrl
    ? `<link rel="stylesheet" href="${escapeHtml(look.stylesheetUrl)}">`
    : `<style>${FALLBACK_STYLE}</style>`;
  const robots = content.noindex ? '<meta name="robots" content="noindex">' : '';
  const headings = [look.orgName, content.heading].filter((heading): heading is string => heading !== undefined);
  const card = [
    look.logo
      ? `<img class="form-logo" src="${escapeHtml(look.logo.url)}" width="${look.logo.width}" height="${look.logo.height}" alt="${escapeHtml(look.logo.alt)}">`
      : '',
    ...headings.map((heading, index) => `<h${index + 1}>${escapeHtml(heading)}</h${index + 1}>`),
    content.body,
    look.formUrl ? `<p><a href="${escapeHtml(look.formUrl)}">${escapeHtml(t('api.backToForm'))}</a></p>` : '',
  ].filter((part) => part !== '');
  const html =
    `<!doctype html>\n<html lang="${look.language}" dir="${LANGUAGE_INFO[look.language].dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${robots}` +
    `<title>${escapeHtml(content.title)}</title>${style}</head>\n<body>\n${languageSwitch(look, content.inLanguage)}` +
    `<div id="root"><main class="form-page theme-${look.theme}"><div class="form-card form-card--narrow">\n` +
    `${card.join('\n')}\n</div></main></div>\n</body></html>\n`;
  return { html, contentSecurityPolicy: pagePolicy(look, content.posts === true) };
}

/**
 * Answers `ctx` with `page` and `status`: HTML, its own Content-Security-Policy in place of the API's
 * (set by `securityHeaders`), and `Cache-Control: no-store`, as every proxy answer.
 */
export function sendProxyPage(ctx: Context, status: number, page: ProxyPage): void {
  // Body first, then status: setting a body after would turn e.g. a 404 into a 200.
  ctx.body = page.html;
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', page.contentSecurityPolicy);
}
