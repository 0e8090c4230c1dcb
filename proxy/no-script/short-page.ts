/**
 * A small page the proxy answers with when it has no form to show again (the form is unknown, or the
 * request never got as far as naming it), and the account removal pages: a heading, the message for
 * people, and optionally a button that posts to the proxy, in the frame of the proxy's own pages
 * (`../own-pages/proxy-page.ts`: the org's name and logo, the forms' stylesheet and a link back to the
 * form when the look names them). Every text is escaped.
 */
import escapeHtml from 'escape-html';
import type { Language } from '../../orgs/i18n/languages.ts';
import type { PageLook } from '../own-pages/page-look.ts';
import { proxyPage, type ProxyPage } from '../own-pages/proxy-page.ts';

export interface ShortPage {
  /** The page's title and heading, in the look's language. */
  title: string;
  /** The message for people, e.g. an error envelope's `message`. */
  message: string;
  /** A button that posts `fields` (as hidden inputs) to `url` on the proxy, e.g. a confirmation; absent: none. */
  action?: { url: string; label: string; fields: Record<string, string> };
  /** This page's address in another language, for the language switch; absent: no switch. */
  inLanguage?: (language: Language) => string;
}

/** The page of `page` in `look` (its language, org, stylesheet and link back). */
export function shortPage({ title, message, action, inLanguage }: ShortPage, look: PageLook): ProxyPage {
  const hidden = Object.entries(action?.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const form = action
    ? `\n<form method="post" action="${escapeHtml(action.url)}">${hidden}<div class="form-actions"><button class="submit" type="submit">${escapeHtml(action.label)}</button></div></form>`
    : '';
  return proxyPage(look, { title, heading: title, body: `<p>${escapeHtml(message)}</p>${form}`, inLanguage, posts: action !== undefined });
}
