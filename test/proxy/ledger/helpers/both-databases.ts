/**
 * Runs one uvu suite per database the ledger supports: SQLite (in memory) and PostgreSQL (a throwaway
 * server per suite, a new database per `fresh()` or `blank()` call). Every database opened is closed
 * after its test, the server after the suite.
 */
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { suite, type Test } from 'uvu';
import { openDatabase, type LedgerDatabase } from '../../../../proxy/ledger/open-database.ts';
import type { LedgerTables } from '../../../../proxy/ledger/tables.ts';
import { startPostgres, type PostgresServer } from '../../../helpers/postgres-server.ts';

/** A new database, migrated. */
export type Fresh = () => Promise<LedgerDatabase>;

/** A new empty database, no migration run: for the tests of a migration, which run them with Kysely's Migrator. */
export type Blank = () => Promise<Kysely<LedgerTables>>;

/** Defines and runs `name (sqlite)` and `name (postgres)` with `define`. */
export function bothDatabases(
  name: string,
  define: (test: Test, fresh: Fresh, dialect: 'sqlite' | 'postgres', blank: Blank) => void,
): void {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const test = suite(`${name} (${dialect})`);
    let server: PostgresServer | undefined;
    const opened: { close(): Promise<void> }[] = [];
    test.before(async () => {
      if (dialect === 'postgres') server = await startPostgres();
    });
    test.after.each(async () => {
      for (const database of opened.splice(0)) await database.close();
    });
    test.after(async () => {
      await server?.stop();
    });
    const fresh: Fresh = async () => {
      const database =
        dialect === 'sqlite'
          ? await openDatabase({ kind: 'sqlite', dataDir: ':memory:' })
          : await openDatabase({ kind: 'postgres', url: await server!.createDatabase() });
      opened.push(database);
      return database;
    };
    const blank: Blank = async () => {
      const dialectOf = async () =>
        dialect === 'sqlite'
          ? new SqliteDialect({ database: new SQLite(':memory:') })
          : new PostgresDialect({ pool: new pg.Pool({ connectionString: await server!.createDatabase() }) });
      const db = new Kysely<LedgerTables>({ dialect: await dialectOf() });
      opened.push({ close: () => db.destroy() });
      return db;
    };
    define(test, fresh, dialect, blank);
    test.run();
  }
}
