/**
 * Migration 004: `orders.prompted_at`, when a callback or the donor's status poll asked about an order
 * and PayPro could not be asked on the spot (ISO 8601 UTC text; null otherwise). Reconciliation checks
 * such orders before every other, so a donor who paid is not left behind a backlog. Null for every
 * order recorded before it.
 */
import type { Kysely, Migration } from 'kysely';

export const checkFirstMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('prompted_at', 'text').execute();
  },
};
