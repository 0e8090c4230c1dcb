/**
 * The ledger's database for a command that reads or settles what the proxy recorded: PostgreSQL when
 * DATABASE_URL is set, else the SQLite file in the data folder (`--data-dir`, else FORMS_DATA_DIR, else
 * `var/` in the working folder; `forms` reads `.env` first, as `forms proxy` does, so both find the
 * same ledger). A SQLite ledger that does not exist yet is reported, never created.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirOf } from '../proxy/ledger/data-dir.ts';
import { connectDatabase, databaseTarget, openDatabase, SQLITE_FILE, type LedgerDatabase } from '../proxy/ledger/open-database.ts';

/** The ledger has no database yet: the proxy has not run with this data folder. */
export class NoLedgerError extends Error {
  override name = 'NoLedgerError';
}

/** The data folder a command works on: `--data-dir`, else FORMS_DATA_DIR, else `var/` (absolute). */
export function commandDataDir(dataDir: string | undefined): string {
  return dataDirOf({ FORMS_DATA_DIR: dataDir ?? process.env.FORMS_DATA_DIR });
}

/** The SQLite ledger file of that folder; throws NoLedgerError when it does not exist. */
export function existingSqliteLedger(dataDir: string | undefined): string {
  const file = join(commandDataDir(dataDir), SQLITE_FILE);
  if (!existsSync(file)) {
    throw new NoLedgerError(
      `No ledger in ${file}: the proxy has recorded nothing with this data folder. ` +
        'Give the folder of the running proxy with --data-dir (or FORMS_DATA_DIR), or set DATABASE_URL.',
    );
  }
  return file;
}

/**
 * Opens the ledger, migrated unless `migrate` is false (`connectDatabase`: for the commands that report
 * the migration level before changing anything); the caller closes it. Throws NoLedgerError when the
 * SQLite file is missing, and LedgerDatabaseError when the database cannot be opened (or migrated).
 */
export async function openCommandDatabase(dataDir: string | undefined, migrate = true): Promise<LedgerDatabase> {
  const target = databaseTarget(process.env.DATABASE_URL?.trim() || undefined, commandDataDir(dataDir));
  if (target.kind === 'sqlite') existingSqliteLedger(dataDir);
  return migrate ? openDatabase(target) : connectDatabase(target);
}

/** Runs `use` with the ledger open (migrated unless `migrate` is false) and closes it afterwards, also when `use` throws. */
export async function withCommandDatabase<T>(
  dataDir: string | undefined,
  use: (database: LedgerDatabase) => Promise<T>,
  migrate = true,
): Promise<T> {
  const database = await openCommandDatabase(dataDir, migrate);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
