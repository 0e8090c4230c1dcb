/**
 * Proof that no process has a SQLite ledger open, held while `forms ledger restore` replaces it.
 * Every connection to a database in WAL mode (how the proxy opens it) keeps a shared lock on the file
 * for as long as it is open, even idle, and the operating system drops that lock when its process ends,
 * however it ends. So a connection in `locking_mode = EXCLUSIVE` that gets `BEGIN EXCLUSIVE` at once
 * (busy_timeout 0) is the only one: a running proxy, a `forms` command reading the ledger or any other
 * SQLite client makes it fail with SQLITE_BUSY. A lock file or a pid file would instead outlive a
 * killed proxy, or name a pid the system has given to another process since.
 * (https://sqlite.org/pragma.html#pragma_locking_mode, https://sqlite.org/wal.html)
 */
import SQLite from 'better-sqlite3';

export interface ExclusiveHold {
  /**
   * Leaves WAL mode while the lock is held: SQLite writes every committed transaction still in the
   * `-wal` file (a killed proxy leaves one) into the database file and deletes the `-wal`, so the file
   * alone is the whole ledger and can be copied or replaced.
   */
  settle(): void;
  /** Releases the lock. */
  release(): void;
}

/**
 * Takes the exclusive hold on the SQLite file at `path` (which must exist), or returns undefined when
 * another connection has it open. Throws the driver's error for anything else.
 */
export function holdExclusively(path: string): ExclusiveHold | undefined {
  const database = new SQLite(path, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 0');
    database.pragma('locking_mode = EXCLUSIVE');
    // The lock, once taken, is kept after COMMIT in this locking mode, until the connection closes.
    database.exec('BEGIN EXCLUSIVE');
    database.exec('COMMIT');
  } catch (err) {
    database.close();
    if ((err as { code?: string }).code === 'SQLITE_BUSY') return undefined;
    throw err;
  }
  return {
    settle: () => database.pragma('journal_mode = DELETE'),
    release: () => database.close(),
  };
}
