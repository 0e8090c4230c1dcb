/**
 * `forms ledger restore <file>`: puts a backup (`forms ledger backup`) in place of the SQLite ledger of
 * the data folder. It works on a copy of the backup beside the ledger, never on the backup itself, and
 * refuses, changing nothing, when that copy fails SQLite's integrity check or holds no ledger, when it
 * was migrated by a newer version of forms than this one, or when any process (a running proxy, a
 * `forms` command) has the ledger open (`holdExclusively`). The ledger it replaces is kept beside it as
 * `ledger.sqlite3.before-restore-<UTC time>`; a backup older than the code is then migrated.
 */
import { copyFileSync, chmodSync, constants, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { newerThanCodeMessage } from '../../proxy/ledger/migration-level.ts';
import { connectDatabase, migrateDatabase, SQLITE_FILE } from '../../proxy/ledger/open-database.ts';
import { commandDataDir } from '../command-database.ts';
import { holdExclusively } from './exclusive-hold.ts';
import { inspectLedgerFile, levelWords } from './ledger-file.ts';
import { LedgerCommandError, postgresRefusal } from './ledger-command-error.ts';

export interface LedgerRestoreOptions {
  /** The backup to restore. */
  file: string;
  /** The proxy's data folder (created when missing); default FORMS_DATA_DIR, else `var/`. */
  dataDir?: string;
  /** The time the replaced ledger's name carries; default now. */
  now?: Date;
}

/** '20261126T210834Z': a UTC time that sorts and that every file system accepts in a name. */
function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Whether `path` is a file with something in it (a `-wal` a live database left). */
const nonEmpty = (path: string) => existsSync(path) && statSync(path).size > 0;

/**
 * Checks the backup, swaps it in and migrates it, printing each step. Throws LedgerCommandError for each
 * refusal (nothing changed) and LedgerDatabaseError when the restored ledger cannot be migrated (it is
 * in place by then; the message of the step before says where the replaced one is).
 */
export async function ledgerRestoreCommand(options: LedgerRestoreOptions): Promise<void> {
  if (process.env.DATABASE_URL?.trim()) throw postgresRefusal('restore');
  const backup = resolve(options.file);
  if (!existsSync(backup) || !statSync(backup).isFile()) throw new LedgerCommandError(`There is no file ${backup}.`);
  if (nonEmpty(`${backup}-wal`)) {
    throw new LedgerCommandError(
      `${backup} has a write-ahead log beside it: it is a database in use, not a backup. Make one with forms ledger backup.`,
    );
  }
  const folder = commandDataDir(options.dataDir);
  const ledger = join(folder, SQLITE_FILE);
  if (backup === ledger) throw new LedgerCommandError(`${backup} is the ledger itself.`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const time = stamp(options.now ?? new Date());
  const staged = `${ledger}.restoring-${time}`;
  copyFileSync(backup, staged, constants.COPYFILE_EXCL);
  try {
    chmodSync(staged, 0o600);
    const report = await inspectLedgerFile(staged);
    if (!report.ok) throw new LedgerCommandError(`${backup} cannot be restored, nothing was changed: ${report.problems.join('; ')}`);
    if (report.level.unknown.length > 0) {
      throw new LedgerCommandError(`${newerThanCodeMessage(backup, report.level.unknown)} Nothing was changed.`);
    }
    process.stdout.write(`Checked ${backup}: integrity ok, ${report.orders} orders, ${levelWords(report.level)}.\n`);
    swapIn(staged, ledger, `${ledger}.before-restore-${time}`);
  } finally {
    rmSync(staged, { force: true });
  }
  const database = await connectDatabase({ kind: 'sqlite', dataDir: folder });
  try {
    const ran = await migrateDatabase(database);
    process.stdout.write(ran.length > 0 ? `Migrated it: ${ran.join(', ')}.\n` : 'It is at the migration level of this version.\n');
  } finally {
    await database.close();
  }
}

/**
 * Replaces `ledger` by `staged` in one rename, keeping the old file as `kept`, all while holding the old
 * one exclusively. Throws LedgerCommandError when a process has it open.
 */
function swapIn(staged: string, ledger: string, kept: string): void {
  const hold = existsSync(ledger) ? holdExclusively(ledger) : undefined;
  if (existsSync(ledger) && !hold) {
    throw new LedgerCommandError(
      `${ledger} is open in another process (a running proxy, or a forms command): stop it first. Nothing was changed.`,
    );
  }
  try {
    if (hold) {
      hold.settle();
      copyFileSync(ledger, kept, constants.COPYFILE_EXCL);
      chmodSync(kept, 0o600);
      process.stdout.write(`Kept the ledger it replaces as ${kept}.\n`);
    }
    // A write-ahead log or its index left beside the path would be read as the new file's.
    rmSync(`${ledger}-wal`, { force: true });
    rmSync(`${ledger}-shm`, { force: true });
    renameSync(staged, ledger);
    process.stdout.write(`Restored it as ${ledger}.\n`);
  } finally {
    hold?.release();
  }
}
