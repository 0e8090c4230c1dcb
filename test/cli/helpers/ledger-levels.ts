/**
 * SQLite ledgers in a data folder at a given state, for the tests of `forms ledger`: one migrated only
 * up to an older migration, one a newer version migrated, one whose index no longer matches its table
 * (what SQLite's integrity check exists to find), and the order numbers a ledger file holds.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { LEDGER_MIGRATION_NAMES, ledgerMigrations } from '../../../proxy/ledger/migrations/index.ts';
import { SQLITE_FILE } from '../../../proxy/ledger/open-database.ts';

/** A migration name no version of the code has: what a newer version leaves behind. */
export const FUTURE_MIGRATION = '999-from-a-newer-version';

/** Every migration this code has, by name. */
export const KNOWN_MIGRATIONS = LEDGER_MIGRATION_NAMES;

/** A ledger in `dataDir` migrated up to `last` (included) and no further. */
export async function olderLedger(dataDir: string, last: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, SQLITE_FILE));
  sqlite.pragma('journal_mode = WAL');
  const db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  const { error } = await new Migrator({ db, provider: ledgerMigrations }).migrateTo(last);
  await db.destroy();
  if (error) throw error;
}

/** Marks the ledger in `dataDir` as migrated by a newer version (`FUTURE_MIGRATION`). */
export function markNewer(dataDir: string): void {
  const sqlite = new SQLite(join(dataDir, SQLITE_FILE), { fileMustExist: true });
  sqlite.prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)').run(FUTURE_MIGRATION, new Date().toISOString());
  sqlite.close();
}

/**
 * Makes the index `orders_created` of the ledger in `dataDir` describe another column than the one its
 * entries were built from, so every order is "missing from index" for SQLite's integrity check while
 * the file still opens and reads (https://sqlite.org/pragma.html#pragma_writable_schema).
 */
export function breakIndex(dataDir: string): void {
  const sqlite = new SQLite(join(dataDir, SQLITE_FILE), { fileMustExist: true });
  // better-sqlite3 opens in SQLite's defensive mode, which forbids writing the schema: the point here.
  sqlite.unsafeMode(true);
  sqlite.pragma('writable_schema = ON');
  sqlite.prepare("UPDATE sqlite_master SET sql = replace(sql, 'created_at', 'org') WHERE name = 'orders_created'").run();
  sqlite.close();
}

/** The order numbers in the SQLite file `file`, sorted. */
export function orderNumbersIn(file: string): string[] {
  const sqlite = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    return (sqlite.prepare('SELECT order_number FROM orders ORDER BY order_number').all() as { order_number: string }[]).map(
      (row) => row.order_number,
    );
  } finally {
    sqlite.close();
  }
}
