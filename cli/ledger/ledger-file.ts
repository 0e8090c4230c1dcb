/**
 * A SQLite ledger file looked at apart from any proxy, as `forms ledger backup` checks what it wrote and
 * `forms ledger restore` what it is given: SQLite's integrity check, the migration level (`migrationLevel`)
 * and the number of orders.
 */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { type MigrationLevel, migrationLevel } from '../../proxy/ledger/migration-level.ts';
import { integrityProblems } from './integrity.ts';

export type LedgerFileReport =
  /** Not a ledger that can be used: each problem in words (SQLite's integrity check lines among them). */
  { ok: false; problems: string[] } | { ok: true; level: MigrationLevel; orders: number };

/**
 * Checks the SQLite file at `path`, reading only (the file must exist). A file that is not a SQLite
 * database, fails the integrity check or has no ledger in it (no orders table, no migration record) is
 * reported with its problems, never thrown.
 */
export async function inspectLedgerFile(path: string): Promise<LedgerFileReport> {
  const db = new Kysely<{ orders: { order_number: string } }>({
    dialect: new SqliteDialect({ database: new SQLite(path, { fileMustExist: true }) }),
  });
  try {
    const problems = await integrityProblems(db);
    if (problems.length > 0) return { ok: false, problems };
    const level = await migrationLevel(db);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    if (level.applied.length === 0 || !tables.includes('orders')) {
      return { ok: false, problems: ['it holds no ledger (no orders table or no record of its migrations)'] };
    }
    const { orders } = await db.selectFrom('orders').select(db.fn.countAll<number>().as('orders')).executeTakeFirstOrThrow();
    return { ok: true, level, orders: Number(orders) };
  } catch (err) {
    // SQLITE_NOTADB, SQLITE_CORRUPT: SQLite could not even read it.
    return { ok: false, problems: [(err as Error).message] };
  } finally {
    await db.destroy();
  }
}

/** "migrations up to 006-receipts" (or "no migrations") for messages. */
export function levelWords(level: MigrationLevel): string {
  const last = level.applied.at(-1);
  return last ? `migrations up to ${last}` : 'no migrations';
}
