/**
 * A donor's year-end statement as a printable page and as a mail, in the language of the donor's latest
 * receipt: the issuer (from that receipt, as issued), the donor's name, each receipt of the tax year
 * (number, date paid in Karachi, purpose, zakat or not, amount) and the totals per currency, zakat apart.
 * SPECIMEN across it when any receipt listed is a specimen. Every text is escaped. Pure.
 */
import escapeHtml from 'escape-html';
import { translatorFor } from '../../orgs/i18n/compile.ts';
import { decimalText } from '../../orgs/money.ts';
import { receiptLocale } from '../../orgs/order-result-text.ts';
import { formatMoney } from '../../orgs/receipt-format.ts';
import { printableDocument } from '../../proxy/receipts/printable-document.ts';
import type { ReceiptContent } from '../../proxy/receipts/receipt-content.ts';
import { receiptDay } from '../../proxy/receipts/receipt-facts.ts';
import type { DonorStatement } from './annual-statements.ts';

/** A statement ready to write and to mail: the page's HTML is also the mail's HTML part. */
export interface StatementDocument {
  subject: string;
  text: string;
  html: string;
}

/** What a receipt's line says: its purpose (choice, else form; with its campaign). */
function purposeOf(receipt: ReceiptContent): string {
  return [receipt.purpose.choice ?? receipt.purpose.form, receipt.purpose.campaign].filter(Boolean).join(' · ');
}

/** The statement of `statement` for tax year `taxYear` (e.g. '2026-27'). */
export function statementDocument(statement: DonorStatement, taxYear: string): StatementDocument {
  const latest = statement.receipts.at(-1) as ReceiptContent;
  const { language, issuer } = latest;
  const { t } = translatorFor(language);
  const locale = receiptLocale(language);
  const specimen = statement.receipts.some((receipt) => receipt.specimen);
  const org = issuer.displayName;
  const firstYear = taxYear.slice(0, 4);
  const title = t('receipt.statementTitle', { taxYear });
  const intro = t('receipt.statementIntro', { org, taxYear, firstYear, lastYear: String(Number(firstYear) + 1) });
  const rows = statement.receipts.map((receipt) => ({
    number: receipt.number,
    day: receiptDay(receipt.payment.paidAt, locale),
    purpose: purposeOf(receipt),
    zakat: receipt.purpose.zakat ? t('receipt.yes') : t('receipt.no'),
    amount: formatMoney(receipt.amount, receipt.currency, locale),
  }));
  const totals = statement.totals.flatMap((total) => [
    ...(total.zakat.units > 0n
      ? [{ label: t('receipt.totalZakat'), value: formatMoney(decimalText(total.zakat), total.currency, locale) }]
      : []),
    ...(total.other.units > 0n
      ? [{ label: t('receipt.totalOther'), value: formatMoney(decimalText(total.other), total.currency, locale) }]
      : []),
  ]);
  const issuerLines = [
    issuer.legalName ?? t('receipt.notSet'),
    issuer.address ?? t('receipt.notSet'),
    t('receipt.line', { label: t('receipt.ntn'), value: issuer.ntn ?? t('receipt.notSet') }),
  ];
  const cell = (text: string, className?: string) => `<td${className ? ` class="${className}"` : ''}><bdi>${escapeHtml(text)}</bdi></td>`;
  const headers = [
    t('receipt.number'),
    t('receipt.statementPaidAt'),
    t('receipt.choice'),
    t('receipt.statementZakat'),
    t('receipt.amount'),
  ];
  const body = [
    `<p class="org">${escapeHtml(org)}</p>`,
    ...issuerLines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<h1>${escapeHtml(title)}</h1>`,
    ...(specimen ? [`<p class="notice" role="note">${escapeHtml(t('receipt.specimenNote'))}</p>`] : []),
    `<p><bdi>${escapeHtml(latest.donor.name)}</bdi></p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<table><thead><tr>${headers.map((header, index) => `<th scope="col"${index === 4 ? ' class="amount"' : ''}>${escapeHtml(header)}</th>`).join('')}</tr></thead><tbody>`,
    ...rows.map((row) => `<tr>${cell(row.number)}${cell(row.day)}${cell(row.purpose)}${cell(row.zakat)}${cell(row.amount, 'amount')}</tr>`),
    '</tbody></table>',
    `<dl>${totals.map((total) => `<dt>${escapeHtml(total.label)}</dt><dd><bdi>${escapeHtml(total.value)}</bdi></dd>`).join('')}</dl>`,
  ].join('\n');
  const marks = specimen ? [t('receipt.specimenMark')] : [];
  const html = printableDocument({ language, title: `${title} · ${org}`, marks, body }).html;
  const names = { taxYear, org };
  const subject = specimen ? t('receipt.statementSpecimenSubject', names) : t('receipt.statementSubject', names);
  const text = [
    org,
    ...issuerLines,
    '',
    title,
    ...marks,
    latest.donor.name,
    intro,
    '',
    ...rows.map((row) =>
      [row.number, row.day, row.purpose, t('receipt.line', { label: t('receipt.statementZakat'), value: row.zakat }), row.amount].join(
        ' · ',
      ),
    ),
    '',
    ...totals.map((total) => t('receipt.line', { label: total.label, value: total.value })),
    '',
  ].join('\n');
  return { subject, text, html };
}
