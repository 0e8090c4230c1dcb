/**
 * Runs one uvu suite per database the ledger supports: SQLite (in memory) and PostgreSQL (a throwaway
 * server per suite, a new database per `fresh()` call). Every database opened is closed after its test,
 * the server after the suite.
 */
import { suite, type Test } from 'uvu';
import { openDatabase, type LedgerDatabase } from '../../../../proxy/ledger/open-database.ts';
import { startPostgres, type PostgresServer } from '../../../helpers/postgres-server.ts';

export type Fresh = () => Promise<LedgerDatabase>;

/** Defines and runs `name (sqlite)` and `name (postgres)` with `define`. */
export function bothDatabases(name: string, define: (test: Test, fresh: Fresh, dialect: 'sqlite' | 'postgres') => void): void {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const test = suite(`${name} (${dialect})`);
    let server: PostgresServer | undefined;
    const opened: LedgerDatabase[] = [];
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
    define(test, fresh, dialect);
    test.run();
  }
}
