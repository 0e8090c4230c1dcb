/**
 * `forms ledger`: the operator's commands over the ledger's database itself (backup, restore, check,
 * migrate). Declared here, each action loading its module when it runs so `--help` stays instant.
 */
import type { Command } from 'commander';
import { DATA_DIR_HELP, run } from '../command-action.ts';

/** Adds `ledger` and its commands to `program`. */
export function ledgerCommands(program: Command): Command {
  const ledger = program.command('ledger').description("The ledger's database: back it up, restore a backup, check it, migrate it");

  ledger
    .command('backup')
    .description('Copy the SQLite ledger to <file> while the proxy runs (a consistent snapshot), then check the copy')
    .argument('<file>', 'where to write the backup, e.g. /srv/backups/ledger-2026-11-26.sqlite3')
    .option('--force', 'replace <file> if it exists')
    .option('--data-dir <dir>', DATA_DIR_HELP)
    .action(
      run(async (file: string, opts: { force?: boolean; dataDir?: string }) => {
        const { ledgerBackupCommand } = await import('./backup-command.ts');
        await ledgerBackupCommand({ file, dataDir: opts.dataDir, force: opts.force === true });
      }),
    );

  ledger
    .command('restore')
    .description(
      'Put a backup in place of the SQLite ledger (stop the proxy first): checks it, keeps the replaced file as ledger.sqlite3.before-restore-<time>, migrates an older backup',
    )
    .argument('<file>', 'the backup, as forms ledger backup wrote it')
    .option('--data-dir <dir>', DATA_DIR_HELP)
    .action(
      run(async (file: string, opts: { dataDir?: string }) => {
        const { ledgerRestoreCommand } = await import('./restore-command.ts');
        await ledgerRestoreCommand({ file, dataDir: opts.dataDir });
      }),
    );

  ledger
    .command('check')
    .description('Integrity, migration level and rows per state; exit 1 when the integrity check fails or migrations are pending')
    .option('--data-dir <dir>', DATA_DIR_HELP)
    .action(
      run(async (opts: { dataDir?: string }) => {
        const { ledgerCheckCommand } = await import('./check-command.ts');
        await ledgerCheckCommand(opts);
      }),
    );

  ledger
    .command('migrate')
    .description('Run the migrations this version has and the ledger lacks (forms proxy runs them at start-up too)')
    .option('--dry-run', 'only list the pending migrations')
    .option('--data-dir <dir>', DATA_DIR_HELP)
    .action(
      run(async (opts: { dryRun?: boolean; dataDir?: string }) => {
        const { ledgerMigrateCommand } = await import('./migrate-command.ts');
        await ledgerMigrateCommand({ dataDir: opts.dataDir, dryRun: opts.dryRun === true });
      }),
    );

  return ledger;
}
