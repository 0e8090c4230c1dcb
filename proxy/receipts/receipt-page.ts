/**
 * The printable receipt page (`GET /api/receipts/:token`, `../routes/receipt-page.ts`): the facts of
 * one receipt (`receipt-facts.ts`: number and date, donor, amount in figures and in words, what it was
 * for with zakat named as zakat, PayPro's reference, PaymentVia and the date paid in Karachi time, the
 * issuer with its tax status, gift or not, the signatory) in the receipt's language, in the frame of
 * `printable-document.ts` (A4 and phone, a print button, SPECIMEN or VOID across the page). Every text
 * is escaped; each value sits in `<bdi>`, so a Latin value (an email, PKR 2,500) keeps its order on an
 * Urdu page. Pure.
 */
import escapeHtml from 'escape-html';
import type { ProxyPage } from '../own-pages/proxy-page.ts';
import { printableDocument } from './printable-document.ts';
import type { ReceiptContent } from './receipt-content.ts';
import { type ReceiptFact, type ReceiptFactGroup, type ReceiptFacts, type ReceiptState, receiptFacts } from './receipt-facts.ts';

const factHtml = (fact: ReceiptFact) => `<dt>${escapeHtml(fact.label)}</dt><dd><bdi>${escapeHtml(fact.value)}</bdi></dd>`;

const groupHtml = (group: ReceiptFactGroup) =>
  `<section>${group.heading ? `<h2>${escapeHtml(group.heading)}</h2>` : ''}<dl>${group.facts.map(factHtml).join('')}</dl></section>`;

/**
 * The receipt's own HTML (headings, notices, facts, statements, signatory) without a document around
 * it: the page's body, and the body of the receipt mail's HTML part.
 */
export function receiptBodyHtml(content: ReceiptContent, facts: ReceiptFacts): string {
  return [
    `<p class="org">${escapeHtml(content.issuer.displayName)}</p>`,
    `<h1>${escapeHtml(facts.title)}</h1>`,
    ...facts.notices.map((notice) => `<p class="notice" role="note">${escapeHtml(notice)}</p>`),
    `<div class="facts">${facts.groups.map(groupHtml).join('\n')}</div>`,
    `<div class="statements">${facts.statements.map((statement) => `<p>${escapeHtml(statement)}</p>`).join('')}</div>`,
    `<p class="signatory">${escapeHtml(facts.signatory.label)}: <bdi>${escapeHtml(facts.signatory.value)}</bdi></p>`,
  ].join('\n');
}

/** The printable page of the receipt with `content`, in the row's `state`, with its Content-Security-Policy. */
export function receiptPage(content: ReceiptContent, state: ReceiptState): ProxyPage {
  const facts = receiptFacts(content, state);
  return printableDocument({
    language: content.language,
    title: `${facts.title} ${content.number}`,
    marks: facts.marks,
    body: receiptBodyHtml(content, facts),
  });
}
