/**
 * The words of a receipt's mail, in the receipt's language: the same facts as the printable page
 * (`receipt-facts.ts`), as plain text lines and as HTML, and the link to the printable page. A specimen
 * says SPECIMEN in its subject and body; a void receipt says VOID and why. Pure: the outbox sender
 * composes it at send time from the receipt row.
 */
import escapeHtml from 'escape-html';
import { translatorFor } from '../../orgs/i18n/compile.ts';
import { LANGUAGE_INFO } from '../../orgs/i18n/languages.ts';
import type { ReceiptContent } from './receipt-content.ts';
import { type ReceiptFacts, type ReceiptState, receiptFacts } from './receipt-facts.ts';
import { receiptBodyHtml } from './receipt-page.ts';

/** A composed mail: its subject, its plain text and its HTML part. */
export interface ReceiptMail {
  subject: string;
  text: string;
  html?: string;
}

export interface ReceiptMailOptions {
  /** The printable page's absolute URL, e.g. 'https://pay.example.org/api/receipts/<token>'. */
  link: string;
  state: ReceiptState;
}

/** The facts as text lines, `Label: value` each, the values isolated in an Urdu mail by the formatter. */
function textLines(content: ReceiptContent, facts: ReceiptFacts): string[] {
  const { t } = translatorFor(content.language);
  const line = (label: string, value: string) => t('receipt.line', { label, value });
  return [
    content.issuer.displayName,
    facts.title,
    ...facts.marks,
    ...facts.notices,
    ...facts.groups.flatMap((group) => [
      ...(group.heading ? ['', group.heading] : []),
      ...group.facts.map((fact) => line(fact.label, fact.value)),
    ]),
    '',
    ...facts.statements,
    '',
    line(facts.signatory.label, facts.signatory.value),
  ];
}

/** The mail of the receipt with `content` in the row's `state`, linking to `options.link`. */
export function receiptMail(content: ReceiptContent, options: ReceiptMailOptions): ReceiptMail {
  const { t } = translatorFor(content.language);
  const facts = receiptFacts(content, options.state);
  const names = { number: content.number, org: content.issuer.displayName };
  const subject = content.specimen ? t('receipt.mailSpecimenSubject', names) : t('receipt.mailSubject', names);
  const intro = t('receipt.mailIntro', { org: content.issuer.displayName });
  const linkLine = t('receipt.mailLink');
  const text = [intro, '', ...textLines(content, facts), '', linkLine, options.link, ''].join('\n');
  const { dir } = LANGUAGE_INFO[content.language];
  const html =
    `<!doctype html>\n<html lang="${content.language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body>\n` +
    `<p>${escapeHtml(intro)}</p>\n` +
    (facts.marks.length > 0 ? `<p><strong>${escapeHtml(facts.marks.join(' · '))}</strong></p>\n` : '') +
    `${receiptBodyHtml(content, facts)}\n` +
    `<p>${escapeHtml(linkLine)} <a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p>\n</body></html>\n`;
  return { subject, text, html };
}
