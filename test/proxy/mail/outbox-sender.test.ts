/**
 * The outbox sender on SQLite and PostgreSQL: a pass takes each due mail once, sends it and marks it
 * `sent` with the payload cleared; a refusal goes back to `queued` with a backoff (1, 5, 30 minutes, 2
 * hours) and `failed` on its fifth failure or at once when permanent; a send that broke off, or a mail
 * whose sender's lease ran out, is `unsure` and never sent again; a receipt mail is composed from its
 * receipt row and the token in its payload, and waits queued in a process that cannot compose receipts.
 */
import * as assert from 'uvu/assert';
import { claimMail } from '../../../proxy/ledger/mail-delivery.ts';
import { MailNotSent } from '../../../proxy/mail/mail-transport.ts';
import { bothDatabases } from '../ledger/helpers/both-databases.ts';
import { queueAnnual, queueReceipt, recordingTransport, rowsByRecipient, senderRig, T0 } from './helpers/outbox-rig.ts';

const later = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

bothDatabases('outbox sender', (test, fresh) => {
  test('a pass sends each due mail once, marks it sent and clears its payload; the next pass sends nothing', async () => {
    const { db } = await fresh();
    await queueAnnual(db, 'a@example.org');
    await queueAnnual(db, 'b@example.org');
    await queueAnnual(db, 'c@example.org', later(MINUTE));
    const transport = recordingTransport();
    const clock = { now: T0 };
    const { sender } = senderRig(db, transport, clock);

    assert.equal(await sender.pass(), { sent: 2, retried: 0, failed: 0, unsure: 0 });
    assert.equal(
      transport.sent.map((mail) => [mail.to, mail.subject, mail.language]),
      [
        ['a@example.org', 'Your gifts in 2026-27, a@example.org', 'en'],
        ['b@example.org', 'Your gifts in 2026-27, b@example.org', 'en'],
      ],
    );
    const rows = await rowsByRecipient(db);
    assert.equal(
      [rows.get('a@example.org')?.state, rows.get('a@example.org')?.sent_at, rows.get('a@example.org')?.payload],
      ['sent', T0.toISOString(), null],
    );
    assert.is(rows.get('c@example.org')?.state, 'queued', 'not due yet');
    assert.equal(await sender.pass(), { sent: 0, retried: 0, failed: 0, unsure: 0 });
    clock.now = later(MINUTE);
    assert.equal(await sender.pass(), { sent: 1, retried: 0, failed: 0, unsure: 0 });
    assert.equal(
      transport.sent.map((mail) => mail.to),
      ['a@example.org', 'b@example.org', 'c@example.org'],
    );
  });

  test('a mail is taken by one claim only: the second finds it no longer queued', async () => {
    const { db } = await fresh();
    await queueAnnual(db, 'a@example.org');
    const [{ id }] = (await db.selectFrom('mail_outbox').select('id').execute()) as [{ id: string }];
    const first = await claimMail(db, id, T0, MINUTE);
    assert.equal([first?.state, first?.lease_until], ['sending', later(MINUTE).toISOString()]);
    assert.is(await claimMail(db, id, T0, MINUTE), undefined);
  });

  test('a refusal is tried again after 1, 5, 30 minutes and 2 hours, and the fifth failure is failed', async () => {
    const { db } = await fresh();
    await queueAnnual(db, 'a@example.org');
    const transport = recordingTransport(() => new MailNotSent('SMTP 451: try later', false));
    const clock = { now: T0 };
    const { sender } = senderRig(db, transport, clock);
    const waits: number[] = [];
    for (let failure = 1; failure <= 4; failure += 1) {
      assert.equal(await sender.pass(), { sent: 0, retried: 1, failed: 0, unsure: 0 });
      const row = (await rowsByRecipient(db)).get('a@example.org')!;
      assert.equal([row.state, row.attempts, row.last_error], ['queued', failure, 'MailNotSent: SMTP 451: try later']);
      assert.equal(await sender.pass(), { sent: 0, retried: 0, failed: 0, unsure: 0 }, 'not again before its time');
      const retryAt = new Date(row.next_attempt_at!);
      waits.push((retryAt.getTime() - clock.now.getTime()) / MINUTE);
      clock.now = retryAt;
    }
    assert.equal(waits, [1, 5, 30, 120]);
    assert.equal(await sender.pass(), { sent: 0, retried: 0, failed: 1, unsure: 0 });
    const row = (await rowsByRecipient(db)).get('a@example.org')!;
    assert.equal([row.state, row.attempts, row.payload, row.next_attempt_at], ['failed', 5, null, null]);
    clock.now = later(24 * 60 * MINUTE);
    assert.equal(await sender.pass(), { sent: 0, retried: 0, failed: 0, unsure: 0 }, 'a failed mail stays failed');
  });

  test('a permanent refusal fails at once; a refusal of one mail does not stop the others', async () => {
    const { db } = await fresh();
    await queueAnnual(db, 'gone@example.org');
    await queueAnnual(db, 'b@example.org');
    const transport = recordingTransport((mail) => mail.to === 'gone@example.org' && new MailNotSent('SMTP 550: no such mailbox', true));
    const { sender } = senderRig(db, transport, { now: T0 });
    assert.equal(await sender.pass(), { sent: 1, retried: 0, failed: 1, unsure: 0 });
    const rows = await rowsByRecipient(db);
    assert.equal([rows.get('gone@example.org')?.state, rows.get('gone@example.org')?.attempts], ['failed', 1]);
    assert.is(rows.get('b@example.org')?.state, 'sent');
  });

  test('a send that broke off is unsure and never sent again', async () => {
    const { db } = await fresh();
    await queueAnnual(db, 'a@example.org');
    let calls = 0;
    const transport = recordingTransport(() => {
      calls += 1;
      return Object.assign(new Error('Connection closed unexpectedly'), { code: 'ECONNECTION' });
    });
    const clock = { now: T0 };
    const { sender, logs } = senderRig(db, transport, clock);
    assert.equal(await sender.pass(), { sent: 0, retried: 0, failed: 0, unsure: 1 });
    const row = (await rowsByRecipient(db)).get('a@example.org')!;
    assert.equal([row.state, row.payload, row.last_error], ['unsure', null, 'Error: Connection closed unexpectedly']);
    clock.now = later(24 * 60 * MINUTE);
    await sender.pass();
    assert.is(calls, 1);
    assert.not.ok(JSON.stringify(logs).includes('a@example.org'), 'the log never names the address');
  });

  test('a mail whose sender died holding it becomes unsure once its lease ends, and is not sent', async () => {
    const { db } = await fresh();
    await queueAnnual(db, 'a@example.org');
    const [{ id }] = (await db.selectFrom('mail_outbox').select('id').execute()) as [{ id: string }];
    await claimMail(db, id, T0, 10 * MINUTE);
    const transport = recordingTransport();
    const clock = { now: later(10 * MINUTE) };
    const { sender } = senderRig(db, transport, clock);
    assert.equal(await sender.pass(), { sent: 0, retried: 0, failed: 0, unsure: 0 }, 'still held at the end of its lease');
    clock.now = later(10 * MINUTE + 1);
    assert.equal(await sender.pass(), { sent: 0, retried: 0, failed: 0, unsure: 1 });
    const row = (await rowsByRecipient(db)).get('a@example.org')!;
    assert.equal([row.state, row.payload, row.lease_until], ['unsure', null, null]);
    assert.equal(transport.sent, []);
  });

  test('a receipt mail is composed from its receipt row and token; a process without the receipt composer leaves it queued', async () => {
    const { db } = await fresh();
    await queueReceipt(db, 'JHR-2026-27-000007', 'donor@example.org', 'raw-token-1');
    const transport = recordingTransport();
    const without = senderRig(db, transport, { now: T0 }, { receipts: false });
    assert.equal(await without.sender.pass(), { sent: 0, retried: 0, failed: 0, unsure: 0 });
    assert.is((await rowsByRecipient(db)).get('donor@example.org')?.state, 'queued');

    const { sender } = senderRig(db, transport, { now: T0 });
    assert.equal(await sender.pass(), { sent: 1, retried: 0, failed: 0, unsure: 0 });
    assert.equal(transport.sent, [
      {
        to: 'donor@example.org',
        language: 'ur',
        subject: 'Receipt JHR-2026-27-000007',
        text: 'Your receipt: https://pay.example.org/api/receipts/raw-token-1',
      },
    ]);
    const rows = await db.selectFrom('mail_outbox').select(['state', 'payload']).execute();
    assert.equal(rows, [{ state: 'sent', payload: null }], 'the raw token is gone once sent');
  });

  test('a receipt voided before its mail went out is not mailed: the mail fails, saying why', async () => {
    const { db } = await fresh();
    await queueReceipt(db, 'JHR-2026-27-000009', 'donor@example.org', 'raw-token-3');
    await db.updateTable('receipts').set({ state: 'void', void_reason: 'wrong name', voided_at: T0.toISOString() }).execute();
    const transport = recordingTransport();
    const { sender } = senderRig(db, transport, { now: T0 });
    assert.equal(await sender.pass(), { sent: 0, retried: 0, failed: 1, unsure: 0 });
    const row = (await rowsByRecipient(db)).get('donor@example.org')!;
    assert.equal(
      [row.state, row.last_error],
      ['failed', 'MailNotComposed: receipt JHR-2026-27-000009 was voided before its mail went out'],
    );
    assert.equal(transport.sent, []);
  });

  test('a receipt mail whose receipt is not in the ledger fails at once, naming only the number', async () => {
    const { db } = await fresh();
    await queueReceipt(db, 'JHR-2026-27-000008', 'donor@example.org', 'raw-token-2');
    await db.deleteFrom('receipts').execute();
    const transport = recordingTransport();
    const { sender } = senderRig(db, transport, { now: T0 });
    assert.equal(await sender.pass(), { sent: 0, retried: 0, failed: 1, unsure: 0 });
    const row = (await rowsByRecipient(db)).get('donor@example.org')!;
    assert.equal(
      [row.state, row.payload, row.last_error],
      ['failed', null, 'MailNotComposed: receipt JHR-2026-27-000008 is not in the ledger'],
    );
    assert.equal(transport.sent, []);
  });
});
