/**
 * The SMTP transport (nodemailer) against a local SMTP server: the outbox's mail arrives with its
 * subject, body and language; a refusal is `MailNotSent` (permanent for a 5xx reply, not for a 4xx), as
 * is a server that cannot be reached; a connection that broke off or timed out is passed on as it
 * came, since the mail may have left.
 */
import { createServer } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openDatabase } from '../../../proxy/ledger/open-database.ts';
import { isMailNotSent } from '../../../proxy/mail/mail-transport.ts';
import { classifySmtpError, createSmtpTransport } from '../../../proxy/mail/smtp-transport.ts';
import { startSmtpSink } from '../helpers/smtp-sink.ts';
import { queueAnnual, rowsByRecipient, senderRig, T0 } from './helpers/outbox-rig.ts';

const FROM = 'Donations <no-reply@example.org>';
const mail = (to: string) => ({ to, language: 'ur', subject: 'آپ کی رسید', text: 'شکریہ: https://pay.example.org/api/receipts/abc' });

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

test('the outbox sends its mail over SMTP: the server gets it, in its language, and the row is sent', async () => {
  const sink = await startSmtpSink();
  const database = await openDatabase({ kind: 'sqlite', dataDir: ':memory:' });
  try {
    await queueAnnual(database.db, 'donor@example.org');
    const { sender } = senderRig(database.db, createSmtpTransport({ url: sink.url, from: FROM }), { now: T0 });
    assert.equal(await sender.pass(), { sent: 1, retried: 0, failed: 0, unsure: 0 });
    assert.equal(
      sink.mails.map(({ to, subject, language, body }) => ({ to, subject, language, body })),
      [
        {
          to: ['donor@example.org'],
          subject: 'Your gifts in 2026-27, donor@example.org',
          language: 'en',
          body: 'Dear donor@example.org, thank you.\n',
        },
      ],
    );
    assert.is((await rowsByRecipient(database.db)).get('donor@example.org')?.state, 'sent');
  } finally {
    await database.close();
    await sink.close();
  }
});

test('a 4xx refusal is MailNotSent to try again, a 5xx one permanent, an unreachable server to try again', async () => {
  const sink = await startSmtpSink((address) => (address.startsWith('later') ? 451 : address.startsWith('gone') ? 550 : undefined));
  try {
    const transport = createSmtpTransport({ url: sink.url, from: FROM });
    const later = await transport.send(mail('later@example.org')).catch((err: unknown) => err);
    assert.ok(isMailNotSent(later) && !later.permanent, String(later));
    assert.match((later as Error).message, /^SMTP 451: /);
    const gone = await transport.send(mail('gone@example.org')).catch((err: unknown) => err);
    assert.ok(isMailNotSent(gone) && gone.permanent, String(gone));
    await transport.send(mail('taken@example.org'));
    assert.equal(
      sink.mails.map((received) => [received.to, received.subject, received.language]),
      [[['taken@example.org'], 'آپ کی رسید', 'ur']],
    );
  } finally {
    await sink.close();
  }
  const down = createSmtpTransport({ url: `smtp://127.0.0.1:${await closedPort()}`, from: FROM });
  const refused = await down.send(mail('a@example.org')).catch((err: unknown) => err);
  assert.ok(isMailNotSent(refused) && !refused.permanent, String(refused));
});

test('a connection that broke off or timed out is not MailNotSent: the mail may have left', () => {
  for (const code of ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', undefined]) {
    const err = Object.assign(new Error('Connection closed unexpectedly'), { code });
    assert.is(classifySmtpError(err), err, String(code));
  }
  assert.ok(isMailNotSent(classifySmtpError(Object.assign(new Error('Invalid login'), { code: 'EAUTH' }))));
});

test.run();
