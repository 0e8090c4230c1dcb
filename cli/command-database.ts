/**
 * The ledger's database for a command that reads or settles what the proxy recorded: PostgreSQL when
 * DATABASE_URL is set, else the SQLite file in the data folder (`--data-dir`, else FORMS_DATA_DIR, else
 * `var/` in the working folder; `forms` reads `.env` first, as `forms proxy` does, so both find the
 * same ledger). A SQLite ledger that does not exist yet is reported, never created.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirOf } from '../proxy/ledger/data-dir.ts';
import { databaseTarget, openDatabase, SQLITE_FILE, type LedgerDatabase } from '../proxy/ledger/open-database.ts';

/** The ledger has no database yet: the proxy has not run with this data folder. */
export class NoLedgerError extends Error {
  override name = 'NoLedgerError';
}

/**
 * Opens the ledger; the caller closes it. Throws NoLedgerError when the SQLite file is missing, and
 * LedgerDatabaseError when the database cannot be opened.
 */
export async function openCommandDatabase(dataDir: string | undefined): Promise<LedgerDatabase> {
  const folder = dataDirOf({ FORMS_DATA_DIR: dataDir ?? process.env.FORMS_DATA_DIR });
  const target = databaseTarget(process.env.DATABASE_URL?.trim() || undefined, folder);
  if (target.kind === 'sqlite' && !existsSync(join(folder, SQLITE_FILE))) {
    throw new NoLedgerError(
      `No ledger in ${join(folder, SQLITE_FILE)}: the proxy has recorded nothing with this data folder. ` +
        'Give the folder of the running proxy with --data-dir (or FORMS_DATA_DIR), or set DATABASE_URL.',
    );
  }
  return openDatabase(target);
}

/** Runs `use` with the ledger open and closes it afterwards, also when `use` throws. */
export async function withCommandDatabase<T>(dataDir: string | undefined, use: (database: LedgerDatabase) => Promise<T>): Promise<T> {
  const database = await openCommandDatabase(dataDir);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
