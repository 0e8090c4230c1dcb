/**
 * `forms receipts`: the finance officer's commands over the receipts the proxy issued (list, void,
 * reissue, resend, annual). Declared here, each action loading its module when it runs so `--help` stays instant.
 */
import { type Command, Option } from 'commander';
import { DATA_DIR_HELP, ORGS_HELP, run } from '../command-action.ts';

/** Adds `receipts` and its commands to `program`. */
export function receiptsCommands(program: Command): Command {
  const receipts = program
    .command('receipts')
    .description("The receipts the proxy issued: list, void, reissue, resend, and the donors' year-end statements");

  receipts
    .command('list')
    .description("Every receipt of an org's tax year with its state, what it replaces or is replaced by, and its mail")
    .requiredOption('--org <id>', 'the org')
    .requiredOption('--tax-year <year>', 'the tax year, 1 July to 30 June, e.g. 2026-27')
    .addOption(new Option('--format <format>', 'table, csv or json').choices(['table', 'csv', 'json']).default('table'))
    .option('--data-dir <dir>', DATA_DIR_HELP)
    .action(
      run(async (opts: { org: string; taxYear: string; format: 'table' | 'csv' | 'json'; dataDir?: string }) => {
        const { receiptsListCommand } = await import('./list-command.ts');
        await receiptsListCommand(opts);
      }),
    );

  receipts
    .command('void')
    .description('Mark an issued receipt void (it is kept and shown as VOID; reissue it to correct it)')
    .argument('<number>', 'the receipt number, e.g. JHR-2026-27-000123')
    .requiredOption('--reason <text>', 'why it is void, kept with it')
    .option('--data-dir <dir>', DATA_DIR_HELP)
    .action(
      run(async (number: string, opts: { reason: string; dataDir?: string }) => {
        const { receiptsVoidCommand } = await import('./change-commands.ts');
        await receiptsVoidCommand({ number, ...opts });
      }),
    );

  receipts
    .command('reissue')
    .description(
      'Issue the receipt that replaces a void one: the next number of its year, naming the old, mailed when the org sends receipts',
    )
    .argument('<number>', 'the void receipt, e.g. JHR-2026-27-000123')
    .option('--name <name>', "the donor's name as it should read")
    .option('--email <address>', "the donor's email address (the new receipt is mailed there)")
    .option('--cnic <number>', "the donor's CNIC, 13 digits, e.g. 35202-1234567-1")
    .option('--address <text>', "the donor's address")
    .option('--data-dir <dir>', DATA_DIR_HELP)
    .option('--orgs <dir>', ORGS_HELP)
    .action(
      run(
        async (
          number: string,
          opts: { name?: string; email?: string; cnic?: string; address?: string; dataDir?: string; orgs?: string },
        ) => {
          const { receiptsReissueCommand } = await import('./change-commands.ts');
          const { dataDir, orgs, ...corrections } = opts;
          await receiptsReissueCommand({ number, corrections, dataDir, orgsDir: orgs });
        },
      ),
    );

  receipts
    .command('resend')
    .description('Mail an issued receipt again with a new link (the old link stops working): for a mail left unsure or failed')
    .argument('<number>', 'the receipt, e.g. JHR-2026-27-000123')
    .option('--data-dir <dir>', DATA_DIR_HELP)
    .action(
      run(async (number: string, opts: { dataDir?: string }) => {
        const { receiptsResendCommand } = await import('./change-commands.ts');
        await receiptsResendCommand({ number, ...opts });
      }),
    );

  receipts
    .command('annual')
    .description(
      "One printable statement per donor of the org's tax year (each receipt and the totals, zakat apart); with --send, mailed once",
    )
    .requiredOption('--org <id>', 'the org whose receipts are listed')
    .requiredOption('--tax-year <year>', 'the tax year, 1 July to 30 June, e.g. 2026-27')
    .option('--out <dir>', 'folder for the pages (default: annual-statements/<org>-<tax-year>/)')
    .option('--send', "queue each donor's statement in the mail outbox, once per donor and tax year")
    .option('--data-dir <dir>', DATA_DIR_HELP)
    .action(
      run(async (opts: { org: string; taxYear: string; out?: string; send?: boolean; dataDir?: string }) => {
        const { receiptsAnnualCommand } = await import('./annual-command.ts');
        await receiptsAnnualCommand({ ...opts, send: opts.send === true });
      }),
    );

  return receipts;
}
