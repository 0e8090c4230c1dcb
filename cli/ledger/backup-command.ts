/**
 * `forms ledger backup <file>`: a copy of the SQLite ledger made with SQLite's online backup API
 * (better-sqlite3's `backup`, https://sqlite.org/backup.html), safe while the proxy runs: the copy is
 * one read transaction, a snapshot of every transaction committed before it began, and in WAL mode
 * the proxy keeps writing meanwhile. The copy is written beside the destination under a temporary name,
 * checked (integrity, migration level) and only then given its name, so a backup cut short never
 * passes for a whole one.
 */
import { chmodSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { existingSqliteLedger } from '../command-database.ts';
import { inspectLedgerFile, levelWords } from './ledger-file.ts';
import { LedgerCommandError, postgresRefusal } from './ledger-command-error.ts';

/** Pages per backup step: all of them, so the copy is one snapshot (a step between writes of another connection would restart it). */
const ALL_PAGES = 0x7fffffff;

export interface LedgerBackupOptions {
  /** Where to write the copy; an existing file is refused unless `force`. */
  file: string;
  /** The proxy's data folder; default FORMS_DATA_DIR, else `var/`. */
  dataDir?: string;
  force?: boolean;
}

/**
 * Writes the backup and prints what it holds. Throws LedgerCommandError (PostgreSQL, an existing file
 * without `force`, a missing folder, a copy that fails its check) and NoLedgerError (no ledger in the
 * data folder).
 */
export async function ledgerBackupCommand(options: LedgerBackupOptions): Promise<void> {
  if (process.env.DATABASE_URL?.trim()) throw postgresRefusal('backup');
  const source = existingSqliteLedger(options.dataDir);
  const destination = resolve(options.file);
  if (destination === source) throw new LedgerCommandError(`${destination} is the ledger itself; give the backup another name.`);
  if (existsSync(destination) && !statSync(destination).isFile()) throw new LedgerCommandError(`${destination} is not a file.`);
  if (existsSync(destination) && !options.force) {
    throw new LedgerCommandError(`${destination} exists already; give another name, or --force to replace it.`);
  }
  if (!existsSync(dirname(destination))) throw new LedgerCommandError(`The folder ${dirname(destination)} does not exist.`);
  const partial = `${destination}.partial-${process.pid}`;
  const database = new SQLite(source, { fileMustExist: true });
  try {
    // Waits out a proxy's write in progress instead of failing at once, as the other commands do.
    database.pragma('busy_timeout = 5000');
    await database.backup(partial, { progress: () => ALL_PAGES });
    // It holds donors' names, emails and phone numbers.
    chmodSync(partial, 0o600);
    const report = await inspectLedgerFile(partial);
    if (!report.ok)
      throw new LedgerCommandError(`The copy of ${source} failed its check, so no backup was kept: ${report.problems.join('; ')}`);
    renameSync(partial, destination);
    process.stdout.write(
      `Backed up ${source} to ${destination}: integrity ok, ${report.orders} orders, ${levelWords(report.level)}.\n` +
        `Restore it with: forms ledger restore ${destination}\n`,
    );
  } finally {
    database.close();
    rmSync(partial, { force: true });
  }
}
