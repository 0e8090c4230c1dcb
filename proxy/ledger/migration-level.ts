/**
 * How far a ledger database's schema is from this code's: the migrations Kysely recorded as applied (its
 * table `kysely_migration`) against the list in `migrations/index.ts`. A name the database has and the
 * code does not means a newer version of the code migrated it (a rollback of the code since): nothing
 * may run on it, since this code does not know what those migrations changed.
 */
import { DEFAULT_MIGRATION_TABLE, type Kysely } from 'kysely';
import { LEDGER_MIGRATION_NAMES } from './migrations/index.ts';

export interface MigrationLevel {
  /** Names applied in the database, in name order (the order they run). */
  applied: string[];
  /** Every migration this code has, in name order. */
  known: string[];
  /** Known but not yet applied: what `migrateToLatest` would run. */
  pending: string[];
  /** Applied but unknown to this code: the database is newer than the code. */
  unknown: string[];
}

/**
 * Reads the level of `db` (SQLite or PostgreSQL) without changing anything: a database never migrated
 * (no `kysely_migration` table) has every known migration pending. Throws the driver's error when the
 * database cannot be read.
 */
export async function migrationLevel<T>(db: Kysely<T>): Promise<MigrationLevel> {
  const known = [...LEDGER_MIGRATION_NAMES];
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const applied = tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)
    ? (await (db as unknown as Kysely<{ kysely_migration: { name: string } }>).selectFrom('kysely_migration').select('name').execute())
        .map((row) => row.name)
        .sort()
    : [];
  return {
    applied,
    known,
    pending: known.filter((name) => !applied.includes(name)),
    unknown: applied.filter((name) => !known.includes(name)),
  };
}

/** The refusal for a database that has `unknown` migrations this code does not know, with what to do. */
export function newerThanCodeMessage(location: string, unknown: readonly string[]): string {
  const names = unknown.join(', ');
  return (
    `The ledger database at ${location} is newer than this version of forms: it has migration${unknown.length === 1 ? '' : 's'} ` +
    `${names}, which this version does not know, so it does not run on it. Run the version that migrated it (or a newer one), ` +
    'or restore a backup made before that upgrade (forms ledger restore <file>).'
  );
}
