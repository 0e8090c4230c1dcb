/**
 * A small HTML page the proxy answers with when it cannot show the form itself (the form is unknown,
 * or the request never got as far as naming it): a heading, the message for people, and a link back
 * to the form when it is known. No script, no style: the proxy's default Content-Security-Policy
 * (`default-src 'none'`) applies to it unchanged.
 */
import { escapeHtml } from '../escape-html.ts';

export interface ShortPage {
  title: string;
  /** The message for people, e.g. an error envelope's `message`. */
  message: string;
  /** The form's page, for a 'Back to the form' link; absent: no link. */
  backUrl?: string;
}

/** The whole document, doctype included; every text is escaped. */
export function shortPage({ title, message, backUrl }: ShortPage): string {
  const back = backUrl ? `\n<p><a href="${escapeHtml(backUrl)}">Back to the form</a></p>` : '';
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title></head>\n<body><main>\n<h1>${escapeHtml(title)}</h1>\n` +
    `<p>${escapeHtml(message)}</p>${back}\n</main></body></html>\n`
  );
}
