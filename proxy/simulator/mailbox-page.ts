/**
 * The simulator's page of the local mailbox (`GET <basePath>/mail`): every mail the proxy would have sent
 * without SMTP_URL (`../mail/local-mailbox.ts`), newest first, each with its subject, recipient, date
 * (Karachi time) and plain-text body, its web addresses made links, so that a newcomer who paid in the
 * simulator opens the receipt's page from its mail. All text is escaped here.
 */
import escapeHtml from 'escape-html';
import { formatKarachi } from '../../orgs/karachi-time.ts';
import type { DeliveredMail } from '../mail/local-mailbox.ts';
import { htmlPage } from './html.ts';

/** An http(s) address in escaped text, up to a space or a character that ends a sentence around it. */
const ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]/g;

/** `text` escaped, each web address in it a link. */
function linkedText(text: string): string {
  return escapeHtml(text).replace(ADDRESS, (address) => `<a href="${address}">${address}</a>`);
}

function mailHtml(mail: DeliveredMail): string {
  return `<article lang="${escapeHtml(mail.language)}" dir="auto">
<h2>${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Date</dt><dd>${escapeHtml(formatKarachi(new Date(mail.deliveredAt), "d MMM yyyy, HH:mm 'Pakistan time'"))}</dd></dl>
<pre style="white-space:pre-wrap">${linkedText(mail.text)}</pre>
</article>`;
}

/** The page of `mails` (newest first, as the mailbox lists them). */
export function mailboxPage(mails: readonly DeliveredMail[]): string {
  const list =
    mails.length === 0
      ? '<p role="status">No mail yet. Pay an order, and its receipt mail appears here.</p>'
      : mails.map(mailHtml).join('\n');
  return htmlPage(
    'Local mailbox',
    `<h1>Local mailbox</h1>
<p class="note">PayPro simulator: mail the proxy sends without SMTP_URL stays here, in memory. Nothing leaves this machine.</p>
${list}`,
  );
}
