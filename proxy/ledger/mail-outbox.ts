/**
 * The ledger's mail outbox (`mail_outbox`): a mail is written here, in the same transaction as what it
 * tells of (a receipt issued, a year's statement), and a sender sends it later. A dedupe key makes the
 * same mail one row however often it is asked for: the second ask does nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { LedgerTables, MailOutboxTable } from './tables.ts';

/** A mail to send. */
export interface OutboxMail {
  /** What makes two mails the same, e.g. 'receipt:JHR-2026-27-000123#1'. */
  dedupeKey: string;
  kind: MailOutboxTable['kind'];
  org: string;
  recipient: string;
  /** The language it is written in, e.g. 'ur'. */
  language: string;
  receiptNumber?: string;
  /** What composing needs that the ledger's rows do not hold (JSON-serialisable); cleared once sent. */
  payload?: unknown;
}

/**
 * Queues `mail`, due at once (`now`); true when queued, false when a mail with its dedupe key was
 * already there (then nothing changes). Throws what the database driver throws.
 */
export async function enqueueMail(db: Kysely<LedgerTables> | Transaction<LedgerTables>, mail: OutboxMail, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      dedupe_key: mail.dedupeKey,
      kind: mail.kind,
      org: mail.org,
      recipient: mail.recipient,
      language: mail.language,
      receipt_number: mail.receiptNumber ?? null,
      payload: mail.payload === undefined ? null : JSON.stringify(mail.payload),
      state: 'queued',
      next_attempt_at: now.toISOString(),
      lease_until: null,
      last_error: null,
      created_at: now.toISOString(),
      sent_at: null,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
