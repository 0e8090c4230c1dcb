/**
 * The simulator's local mailbox page: every mail newest first with its subject, recipient, Karachi date
 * and body, web addresses as links (a sentence's full stop left out of the link), every text escaped;
 * an empty mailbox says how mail gets there. The mailbox keeps the newest 200.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLocalMailbox } from '../../../proxy/mail/local-mailbox.ts';
import { mailboxPage } from '../../../proxy/simulator/mailbox-page.ts';

test('mails newest first, with subject, recipient, date and body; links clickable; text escaped', async () => {
  let now = new Date('2026-11-26T10:00:00.000Z');
  const mailbox = createLocalMailbox(() => now);
  await mailbox.send({ to: 'first@example.org', language: 'en', subject: 'First <b>', text: 'Hello & welcome' });
  now = new Date('2026-11-26T10:05:00.000Z');
  await mailbox.send({
    to: 'second@example.org',
    language: 'ur',
    subject: 'رسید',
    text: 'Open http://127.0.0.1:8080/api/receipts/abc_-123. Thanks',
  });
  const html = mailboxPage(mailbox.list());
  assert.ok(html.indexOf('second@example.org') < html.indexOf('first@example.org'), 'newest first');
  assert.match(html, '<h2>First &lt;b&gt;</h2>');
  assert.match(html, 'Hello &amp; welcome');
  assert.match(html, '<dd>26 Nov 2026, 15:05 Pakistan time</dd>');
  assert.match(html, '<article lang="ur" dir="auto">');
  assert.match(html, 'Open <a href="http://127.0.0.1:8080/api/receipts/abc_-123">http://127.0.0.1:8080/api/receipts/abc_-123</a>. Thanks');
  assert.not.match(html, '<b>');
});

test('an empty mailbox says how mail gets there; the mailbox keeps the newest 200', async () => {
  assert.match(mailboxPage([]), 'No mail yet');
  const mailbox = createLocalMailbox();
  for (let index = 0; index < 205; index += 1) await mailbox.send({ to: `d${index}@example.org`, language: 'en', subject: 's', text: 't' });
  const kept = mailbox.list();
  assert.equal([kept.length, kept[0]?.to, kept.at(-1)?.to], [200, 'd204@example.org', 'd5@example.org']);
});

test.run();
