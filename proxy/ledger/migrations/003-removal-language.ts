/**
 * Migration 003: the language of each account removal request (`language`, a code of `LANGUAGES`, e.g.
 * 'ur'), the language of the page it came from, which its confirmation email and the pages of its link
 * are written in. Requests recorded before it read as English ('en'), the language they were answered in.
 */
import type { Kysely, Migration } from 'kysely';

export const removalLanguageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('removal_requests')
      .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
      .execute();
  },
};
