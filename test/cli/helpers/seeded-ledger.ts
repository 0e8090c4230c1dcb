/**
 * A ledger in a temporary data folder, seeded through the proxy's own stores, for the tests of the
 * commands that read it (`forms orders`, `forms removal-requests`, `forms unconfirmed-orders`).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLedger, type Ledger } from '../../../proxy/ledger/ledger.ts';
import { openDatabase, type LedgerDatabase } from '../../../proxy/ledger/open-database.ts';

export interface SeededLedger {
  dataDir: string;
  database: LedgerDatabase;
  /** The ledger with a clock the seeding sets (`at`). */
  ledger: Ledger;
  /** Sets the clock of the next writes, e.g. '2025-03-10T20:15:00.000Z'. */
  at(iso: string): void;
}

/** Opens a fresh SQLite ledger in a new folder under `root`; the caller closes `database`. */
export async function seededLedger(root: string): Promise<SeededLedger> {
  const dataDir = await mkdtemp(join(root ?? tmpdir(), 'ledger-'));
  const database = await openDatabase({ kind: 'sqlite', dataDir });
  let now = new Date('2025-03-10T20:15:00.000Z');
  return {
    dataDir,
    database,
    ledger: createLedger(database.db, () => now),
    at: (iso) => {
      now = new Date(iso);
    },
  };
}
