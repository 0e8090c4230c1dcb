/**
 * `forms ledger check`: what state the ledger is in, reading only: SQLite's integrity check (PostgreSQL
 * checks its own pages, so none is run there), the migration level (applied, known to this version,
 * pending, and any this version does not know) and the rows per state of the orders, receipts and mail
 * outbox. Exits 1 when the integrity check fails or the level is not this version's.
 */
import type { MigrationLevel } from '../../proxy/ledger/migration-level.ts';
import { migrationLevel } from '../../proxy/ledger/migration-level.ts';
import { withCommandDatabase } from '../command-database.ts';
import { integrityProblems } from './integrity.ts';
import { LedgerCommandError } from './ledger-command-error.ts';
import { stateCounts } from './state-counts.ts';

export interface LedgerCheckOptions {
  /** The proxy's data folder; default FORMS_DATA_DIR, else `var/`. */
  dataDir?: string;
}

function levelLines(level: MigrationLevel): string[] {
  const lines = [
    `migrations: ${level.applied.length} applied, ${level.known.length} known to this version, ${level.pending.length} pending`,
  ];
  if (level.pending.length > 0) lines.push(`  pending: ${level.pending.join(', ')} (forms ledger migrate runs them)`);
  if (level.unknown.length > 0) lines.push(`  unknown to this version: ${level.unknown.join(', ')} (a newer version migrated it)`);
  return lines;
}

/**
 * Prints the report. Throws LedgerCommandError after it when something needs the operator, NoLedgerError
 * when there is no ledger, LedgerDatabaseError when it cannot be opened.
 */
export async function ledgerCheckCommand(options: LedgerCheckOptions): Promise<void> {
  const failures = await withCommandDatabase(
    options.dataDir,
    async ({ db, dialect, location }) => {
      const problems = dialect === 'sqlite' ? await integrityProblems(db) : undefined;
      const level = await migrationLevel(db);
      const lines = [`ledger: ${location}`];
      if (problems === undefined) lines.push('integrity: not checked here (PostgreSQL checks its own pages)');
      else if (problems.length === 0) lines.push('integrity: ok');
      else lines.push(`integrity: FAILED`, ...problems.map((problem) => `  ${problem}`));
      lines.push(...levelLines(level));
      for (const count of await stateCounts(db)) {
        const states = count.states.map(({ state, rows }) => `${state} ${rows}`).join(', ');
        lines.push(`${count.label}: ${count.total}${states ? ` (${states})` : ''}`);
      }
      process.stdout.write(`${lines.join('\n')}\n`);
      return [
        problems?.length ? 'the integrity check failed (restore the last good backup: forms ledger restore <file>)' : '',
        level.pending.length > 0 ? 'migrations are pending (forms ledger migrate)' : '',
        level.unknown.length > 0 ? 'a newer version of forms migrated it (run that version, or restore a backup)' : '',
      ].filter(Boolean);
    },
    false,
  );
  if (failures.length > 0) throw new LedgerCommandError(`The ledger needs attention: ${failures.join('; ')}.`);
}
