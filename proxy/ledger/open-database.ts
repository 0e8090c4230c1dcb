/**
 * Opens the ledger's database and brings its schema up to date (`migrations/`), once, at start-up.
 * - Embedded default: SQLite in `<dataDir>/ledger.sqlite3` (better-sqlite3), WAL journal and
 *   `synchronous=FULL`, so a committed order survives a crash or a power cut; one proxy process.
 * - Several proxy processes: PostgreSQL when a `DATABASE_URL` (postgres://user:pass@host:5432/db, or a
 *   Unix socket folder as `host`) is given (pg). Same tables, same queries (Kysely).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { migrationLevel, newerThanCodeMessage } from './migration-level.ts';
import { ledgerMigrations } from './migrations/index.ts';
import type { LedgerTables } from './tables.ts';

/** The SQLite file's name inside the data folder. */
export const SQLITE_FILE = 'ledger.sqlite3';

export type DatabaseTarget =
  /** PostgreSQL at this connection URL. */
  | { kind: 'postgres'; url: string }
  /** SQLite in `<dataDir>/ledger.sqlite3`; `':memory:'` as the data folder keeps it in memory (tests). */
  | { kind: 'sqlite'; dataDir: string };

export interface LedgerDatabase {
  db: Kysely<LedgerTables>;
  dialect: 'sqlite' | 'postgres';
  /** For messages: the SQLite file, or the PostgreSQL URL without its password. */
  location: string;
  /** Closes every connection; calling it again does nothing more. */
  close(): Promise<void>;
}

/** The database could not be opened or migrated; the message says which and why, without a password. */
export class LedgerDatabaseError extends Error {
  override name = 'LedgerDatabaseError';
}

/** The target for a proxy's settings: PostgreSQL when `databaseUrl` is set, else SQLite in `dataDir`. */
export function databaseTarget(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  return databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'sqlite', dataDir };
}

/** `url` with any password replaced by '***', for messages and logs. */
export function redactedUrl(url: string): string {
  if (!URL.canParse(url)) return 'the DATABASE_URL given';
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function sqlite(dataDir: string): { dialect: SqliteDialect; location: string } {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const location = inMemory ? ':memory:' : join(dataDir, SQLITE_FILE);
  const database = new SQLite(location);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  // A CLI command reading while the proxy writes waits instead of failing at once.
  database.pragma('busy_timeout = 5000');
  return { dialect: new SqliteDialect({ database }), location };
}

/** Loads pg only here: a proxy on SQLite, the default, never holds it in memory. */
async function postgres(url: string): Promise<{ dialect: PostgresDialect; location: string }> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return { dialect: new PostgresDialect({ pool }), location: redactedUrl(url) };
}

/**
 * Opens `target` without migrating it (for the commands that report on a ledger before changing it:
 * `forms ledger check`, `forms ledger migrate`). Throws LedgerDatabaseError when it cannot be opened or
 * reached.
 */
export async function connectDatabase(target: DatabaseTarget): Promise<LedgerDatabase> {
  let opened: { dialect: SqliteDialect | PostgresDialect; location: string };
  try {
    opened = target.kind === 'postgres' ? await postgres(target.url) : sqlite(target.dataDir);
  } catch (err) {
    throw new LedgerDatabaseError(`The ledger database could not be opened: ${(err as Error).message}`, { cause: err });
  }
  const db = new Kysely<LedgerTables>({ dialect: opened.dialect });
  try {
    // A PostgreSQL pool connects lazily: an unreachable server is named here, not at the first query.
    await sql`SELECT 1`.execute(db);
  } catch (err) {
    await db.destroy();
    throw new LedgerDatabaseError(`The ledger database at ${opened.location} could not be reached: ${(err as Error).message}`, {
      cause: err,
    });
  }
  let closed: Promise<void> | undefined;
  return {
    db,
    dialect: target.kind,
    location: opened.location,
    close: () => (closed ??= db.destroy()),
  };
}

/**
 * Runs every migration `database` lacks (Kysely's Migrator, which also locks, so several processes
 * starting at once migrate once) and returns their names, in the order they ran. Throws
 * LedgerDatabaseError when the database is newer than this code (a migration it does not know:
 * `newerThanCodeMessage`, nothing run) or cannot be reached or migrated.
 */
export async function migrateDatabase(database: LedgerDatabase): Promise<string[]> {
  const { db, location } = database;
  let unknown: string[];
  try {
    ({ unknown } = await migrationLevel(db));
  } catch (err) {
    throw new LedgerDatabaseError(`The ledger database at ${location} failed at connecting: ${(err as Error).message}`, { cause: err });
  }
  // Kysely would only say 'corrupted migrations'; a rollback of the code deserves its own words.
  if (unknown.length > 0) throw new LedgerDatabaseError(newerThanCodeMessage(location, unknown));
  const { error, results } = await new Migrator({ db, provider: ledgerMigrations }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const step = failed ? `migration ${failed}` : 'connecting or migrating';
    const reason = error instanceof Error ? error.message : String(error);
    throw new LedgerDatabaseError(`The ledger database at ${location} failed at ${step}: ${reason}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/**
 * Opens `target` and brings it up to date (`migrateDatabase`), closing it again when that fails.
 * Throws LedgerDatabaseError when the database cannot be opened, reached or migrated, or is newer than
 * this code.
 */
export async function openDatabase(target: DatabaseTarget): Promise<LedgerDatabase> {
  const database = await connectDatabase(target);
  try {
    await migrateDatabase(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
