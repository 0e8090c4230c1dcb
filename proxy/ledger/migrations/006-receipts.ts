/**
 * Migration 006: receipts and the mail that carries them (see `../tables.ts` for every column).
 * - `orders.language`: the language of the page an order came from ('en' for every older order), so a
 *   receipt is written in the donor's language.
 * - `receipts`: one row per receipt number, never deleted or renumbered; unique per org, tax year and
 *   sequence, and findable by its page token's hash.
 * - `receipt_counters`: the last sequence given per org and tax year; incremented in the transaction that
 *   marks the order paid, so a rolled-back payment gives its number back and numbers stay gapless.
 * - `mail_outbox`: mail to send, at most once per dedupe key.
 */
import type { Kysely, Migration } from 'kysely';

export const receiptsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('orders')
      .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
      .execute();

    await db.schema
      .createTable('receipts')
      .addColumn('number', 'text', (col) => col.primaryKey())
      .addColumn('org', 'text', (col) => col.notNull())
      .addColumn('tax_year', 'text', (col) => col.notNull())
      .addColumn('sequence', 'integer', (col) => col.notNull())
      .addColumn('order_number', 'text', (col) => col.notNull())
      .addColumn('issued_at', 'text', (col) => col.notNull())
      .addColumn('specimen', 'integer', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('void_reason', 'text')
      .addColumn('voided_at', 'text')
      .addColumn('replaces', 'text')
      .addColumn('token_hash', 'text')
      .addUniqueConstraint('receipts_sequence', ['org', 'tax_year', 'sequence'])
      .execute();
    await db.schema.createIndex('receipts_order').on('receipts').column('order_number').execute();
    await db.schema.createIndex('receipts_token').on('receipts').column('token_hash').execute();

    await db.schema
      .createTable('receipt_counters')
      .addColumn('org', 'text', (col) => col.notNull())
      .addColumn('tax_year', 'text', (col) => col.notNull())
      .addColumn('last_sequence', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('receipt_counters_key', ['org', 'tax_year'])
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('dedupe_key', 'text', (col) => col.notNull().unique())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('org', 'text', (col) => col.notNull())
      .addColumn('recipient', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('receipt_number', 'text')
      .addColumn('payload', 'text')
      .addColumn('state', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['state', 'next_attempt_at']).execute();
    await db.schema.createIndex('mail_outbox_receipt').on('mail_outbox').column('receipt_number').execute();
  },
};
