/**
 * What the outbox tests share: mail queued as the ledger queues it (`enqueueMail`), a receipt row to
 * compose from, a transport that records what it was given (and fails as told), and a sender over them
 * on a clock the test moves.
 */
import type { Kysely } from 'kysely';
import { enqueueMail } from '../../../../proxy/ledger/mail-outbox.ts';
import type { LedgerTables, MailRow } from '../../../../proxy/ledger/tables.ts';
import type { MailTransport, OutgoingMail } from '../../../../proxy/mail/mail-transport.ts';
import { type ComposeReceiptMail, composersFor } from '../../../../proxy/mail/outbox-compose.ts';
import { createOutboxSender } from '../../../../proxy/mail/outbox-sender.ts';
import { capturedLogger } from '../../helpers/captured-logger.ts';

export const T0 = new Date('2026-11-26T10:00:00.000Z');

/** Queues a year-end statement to `recipient` (its words in the payload), due at `at`. */
export async function queueAnnual(db: Kysely<LedgerTables>, recipient: string, at = T0): Promise<void> {
  await enqueueMail(
    db,
    {
      dedupeKey: `annual:2026-27:${recipient}`,
      kind: 'annual',
      org: 'jhrtrust',
      recipient,
      language: 'en',
      payload: { subject: `Your gifts in 2026-27, ${recipient}`, text: `Dear ${recipient}, thank you.` },
    },
    at,
  );
}

/** Inserts receipt `number` (issued, content as given) and queues its first mail to `recipient` with `token`. */
export async function queueReceipt(db: Kysely<LedgerTables>, number: string, recipient: string, token: string): Promise<void> {
  await db
    .insertInto('receipts')
    .values({
      number,
      org: 'jhrtrust',
      tax_year: '2026-27',
      sequence: Number(number.slice(-6)),
      order_number: `O-${number}`,
      issued_at: T0.toISOString(),
      specimen: 0,
      language: 'ur',
      content: JSON.stringify({ number }),
      state: 'issued',
      void_reason: null,
      voided_at: null,
      replaces: null,
      token_hash: 'f'.repeat(64),
    })
    .execute();
  await enqueueMail(
    db,
    {
      dedupeKey: `receipt:${number}#1`,
      kind: 'receipt',
      org: 'jhrtrust',
      recipient,
      language: 'ur',
      receiptNumber: number,
      payload: { token },
    },
    T0,
  );
}

/** A receipt mail whose words name the receipt's number and the link's token. */
export const receiptWords: ComposeReceiptMail = async (receipt, token) => ({
  subject: `Receipt ${receipt.number}`,
  text: `Your receipt: https://pay.example.org/api/receipts/${token}`,
});

/** A transport that records each mail, or throws what `fail` returns for it. */
export function recordingTransport(fail?: (mail: OutgoingMail) => unknown): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      const error = fail?.(mail);
      if (error) throw error;
      sent.push(mail);
    },
  };
}

/** A sender over `db` and `transport` on `clock` (moved by the test), composing receipts with `receiptWords` unless told not to. */
export function senderRig(
  db: Kysely<LedgerTables>,
  transport: MailTransport,
  clock: { now: Date },
  options: { receipts?: boolean; leaseMs?: number } = {},
) {
  const { logger, logs } = capturedLogger();
  const sender = createOutboxSender({
    db,
    transport,
    compose: composersFor(db, options.receipts === false ? undefined : receiptWords),
    log: logger,
    now: () => clock.now,
    ...(options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs }),
  });
  return { sender, logs };
}

/** Every outbox row, by recipient. */
export async function rowsByRecipient(db: Kysely<LedgerTables>): Promise<Map<string, MailRow>> {
  const rows = await db.selectFrom('mail_outbox').selectAll().execute();
  return new Map(rows.map((row) => [row.recipient, row]));
}
