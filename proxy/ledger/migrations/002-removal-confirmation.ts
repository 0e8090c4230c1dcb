/**
 * Migration 002: the confirmation of account removal requests. A request whose confirmation link was
 * emailed keeps the SHA-256 of the link's one-time token (never the token itself) and when the link
 * expires; following the link sets `verified` and `verified_at` and clears the hash, so the link works once.
 */
import type { Kysely, Migration } from 'kysely';

export const removalConfirmationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // One column per statement: SQLite's ALTER TABLE adds one at a time.
    await db.schema.alterTable('removal_requests').addColumn('token_hash', 'text').execute();
    await db.schema.alterTable('removal_requests').addColumn('link_expires_at', 'text').execute();
    await db.schema.alterTable('removal_requests').addColumn('verified_at', 'text').execute();
    await db.schema.createIndex('removal_requests_token').on('removal_requests').column('token_hash').execute();
  },
};
