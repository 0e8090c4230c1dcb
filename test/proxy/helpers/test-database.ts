/**
 * The ledger's database for proxy tests: SQLite in memory, migrated, nothing written to the
 * repository's `var/`. Whoever opens one closes it.
 */
import { openDatabase, type LedgerDatabase } from '../../../proxy/ledger/open-database.ts';
import { createLedger, type Ledger } from '../../../proxy/ledger/ledger.ts';
import { createRemovalRequestStore } from '../../../proxy/ledger/removal-requests.ts';
import type { StoredRemovalRequest } from '../../../proxy/removal-requests/removal-request-store.ts';

export interface TestDatabase extends LedgerDatabase {
  /** The ledger over it, for reading what the proxy recorded. */
  ledger: Ledger;
  /** The removal requests recorded so far, oldest first, with their confirmation as of `now` (default the real time). */
  removals(now?: Date): Promise<StoredRemovalRequest[]>;
}

export async function memoryDatabase(): Promise<TestDatabase> {
  return testDatabase(await openDatabase({ kind: 'sqlite', dataDir: ':memory:' }));
}

/** `database` (any dialect) with the readers tests use. */
export function testDatabase(database: LedgerDatabase): TestDatabase {
  const removals = createRemovalRequestStore(database.db);
  return { ...database, ledger: createLedger(database.db), removals: (now = new Date()) => removals.list(now) };
}
