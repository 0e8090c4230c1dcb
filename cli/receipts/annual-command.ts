/**
 * `forms receipts annual --org <id> --tax-year 2026-27 [--out <dir>] [--send] [--data-dir <dir>]`: the
 * year-end statement of each donor of the org's tax year (`annual-statements.ts`: grouped by email,
 * void receipts left out, totals per currency with zakat apart), written as printable pages to `--out`
 * (default `annual-statements/<org>-<taxYear>/` in the working folder) named `statement-0001.html`,
 * `statement-0002.html`… in the order of each donor's first receipt: no donor data in a file name.
 * With `--send`, each donor with an email address gets their statement once through the ledger's mail
 * outbox (kind 'annual', dedupe key `annual:<org>:<taxYear>:<email>`, the rendered message as payload):
 * a second run queues nothing for a donor already queued or sent, and says how many.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { enqueueMail } from '../../proxy/ledger/mail-outbox.ts';
import { withCommandDatabase } from '../command-database.ts';
import { statementDocument } from './annual-statement-page.ts';
import { annualStatements } from './annual-statements.ts';
import { checkTaxYear } from './tax-year-flags.ts';

export interface ReceiptsAnnualOptions {
  org: string;
  /** e.g. '2026-27'. */
  taxYear: string;
  /** Where the pages go; default `annual-statements/<org>-<taxYear>`. */
  out?: string;
  send?: boolean;
  dataDir?: string;
  /** The outbox's clock; default the system's. */
  now?: () => Date;
}

/** The outbox's dedupe key of a donor's statement: at most one per org, tax year and address. */
export function annualMailKey(org: string, taxYear: string, email: string): string {
  return `annual:${org}:${taxYear}:${email}`;
}

/** The file of the `index`th statement (0-based), e.g. 'statement-0001.html'. */
const fileOf = (index: number) => `statement-${String(index + 1).padStart(4, '0')}.html`;

/**
 * Writes (and with `send` queues) the statements and prints what it did. Throws UsageError for a tax
 * year that is not one, NoLedgerError when there is no ledger, and what the file system throws.
 */
export async function receiptsAnnualCommand(options: ReceiptsAnnualOptions): Promise<void> {
  checkTaxYear(options.taxYear);
  const { org, taxYear } = options;
  const out = options.out ?? join('annual-statements', `${org}-${taxYear}`);
  const now = options.now ?? (() => new Date());
  await withCommandDatabase(options.dataDir, async ({ db }) => {
    const rows = await db
      .selectFrom('receipts')
      .select(['state', 'content'])
      .where('org', '=', org)
      .where('tax_year', '=', taxYear)
      .orderBy('sequence')
      .execute();
    const statements = annualStatements(rows);
    if (statements.length === 0) {
      process.stdout.write(`No receipts of ${org} in tax year ${taxYear}: nothing written.\n`);
      return;
    }
    await mkdir(out, { recursive: true });
    let queued = 0;
    let sentBefore = 0;
    let withoutEmail = 0;
    for (const [index, statement] of statements.entries()) {
      const document = statementDocument(statement, taxYear);
      await writeFile(join(out, fileOf(index)), document.html);
      if (!options.send) continue;
      if (!statement.email) {
        withoutEmail += 1;
        continue;
      }
      const mail = {
        dedupeKey: annualMailKey(org, taxYear, statement.email),
        kind: 'annual' as const,
        org,
        recipient: statement.email,
        language: statement.receipts.at(-1)?.language ?? 'en',
        payload: document,
      };
      if (await enqueueMail(db, mail, now())) queued += 1;
      else sentBefore += 1;
    }
    process.stdout.write(`Wrote ${statements.length} statements of ${org}, tax year ${taxYear}, to ${out}/.\n`);
    if (options.send) {
      process.stdout.write(`Queued ${queued} mails; ${sentBefore} donors had this year's statement queued or sent before.\n`);
      if (withoutEmail > 0) process.stdout.write(`${withoutEmail} donors gave no email address: print their statements.\n`);
    }
  });
}
