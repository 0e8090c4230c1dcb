/**
 * `forms ledger migrate [--dry-run]`: brings the ledger's schema to this version's (what `forms proxy`
 * does at start-up), or with `--dry-run` only lists the migrations it would run. Refuses a ledger that
 * a newer version migrated (`newerThanCodeMessage`).
 */
import { migrationLevel, newerThanCodeMessage } from '../../proxy/ledger/migration-level.ts';
import { LedgerDatabaseError, migrateDatabase } from '../../proxy/ledger/open-database.ts';
import { withCommandDatabase } from '../command-database.ts';

export interface LedgerMigrateOptions {
  dataDir?: string;
  dryRun?: boolean;
}

/**
 * Prints what is pending and, unless a dry run, runs it. Throws LedgerDatabaseError (a newer ledger, a
 * migration that failed) and NoLedgerError.
 */
export async function ledgerMigrateCommand(options: LedgerMigrateOptions): Promise<void> {
  await withCommandDatabase(
    options.dataDir,
    async (database) => {
      const { location, db } = database;
      const level = await migrationLevel(db);
      if (level.unknown.length > 0) throw new LedgerDatabaseError(newerThanCodeMessage(location, level.unknown));
      if (level.pending.length === 0) {
        process.stdout.write(
          `The ledger at ${location} is up to date: ${level.applied.length} migrations, the last ${level.applied.at(-1)}.\n`,
        );
        return;
      }
      const list = level.pending.map((name) => `  ${name}\n`).join('');
      if (options.dryRun) {
        process.stdout.write(
          `${level.pending.length} pending on the ledger at ${location} (dry run, nothing changed):\n${list}` +
            'Back it up first (forms ledger backup <file>), then run forms ledger migrate.\n',
        );
        return;
      }
      const ran = await migrateDatabase(database);
      process.stdout.write(`Migrated the ledger at ${location}:\n${ran.map((name) => `  ${name}\n`).join('')}`);
    },
    false,
  );
}
