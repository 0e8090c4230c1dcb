/**
 * A small HTML page the proxy answers with when it cannot show the form itself (the form is unknown,
 * or the request never got as far as naming it): a heading, the message for people, and a link back
 * to the form when it is known. No script, no style: the proxy's default Content-Security-Policy
 * (`default-src 'none'`) applies to it unchanged.
 */
import escapeHtml from 'escape-html';
import { LANGUAGE_INFO, type Language } from '../../i18n/languages.ts';
import type { Translator } from '../../i18n/translator.ts';

export interface ShortPage {
  title: string;
  /** The message for people, e.g. an error envelope's `message`. */
  message: string;
  /** The form's page, for a 'Back to the form' link; absent: no link. */
  backUrl?: string;
  /** A button that posts `fields` (as hidden inputs) to `url`, e.g. a confirmation; absent: none. */
  action?: { url: string; label: string; fields: Record<string, string> };
}

/**
 * The whole document, doctype included, in `translator`'s language (its `lang` and direction, and the
 * back link's words; `title`, `message` and the action's label come in that language); every text is
 * escaped.
 */
export function shortPage({ title, message, backUrl, action }: ShortPage, translator: Translator): string {
  const back = backUrl ? `\n<p><a href="${escapeHtml(backUrl)}">${escapeHtml(translator.t('api.backToForm'))}</a></p>` : '';
  const { language } = translator;
  const hidden = Object.entries(action?.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const form = action
    ? `\n<form method="post" action="${escapeHtml(action.url)}">${hidden}<button type="submit">${escapeHtml(action.label)}</button></form>`
    : '';
  return proxyPageHtml(language, title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>${form}${back}`);
}

/**
 * The frame of every page the proxy writes itself (this one, the order status page), doctype included:
 * `lang` and direction of `language`, the viewport, `head` (more head elements, as HTML), the escaped
 * `title`, and `body` (HTML) in a `<main>`.
 */
export function proxyPageHtml(language: Language, title: string, body: string, head = ''): string {
  return (
    `<!doctype html>\n<html lang="${language}" dir="${LANGUAGE_INFO[language].dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${head}` +
    `<title>${escapeHtml(title)}</title></head>\n<body><main>\n${body}\n</main></body></html>\n`
  );
}
