/**
 * `forms receipts list --org <id> --tax-year <year>`: every receipt of the org's tax year by number, with
 * its state, what it replaces or is replaced by, and its latest mail. `table` (default) for the terminal
 * (times in Karachi); `csv` (`csvText`) and `json` (an array of objects keyed as the columns below) for a
 * spreadsheet or a program, times in ISO 8601 UTC.
 */
import { formatKarachi } from '../../orgs/karachi-time.ts';
import { createReceiptStore, type ReceiptListing } from '../../proxy/ledger/receipt-store.ts';
import { withCommandDatabase } from '../command-database.ts';
import { csvText } from '../csv-text.ts';
import { textTable } from '../text-table.ts';
import { checkTaxYear, unknownOrgError } from './tax-year-flags.ts';

export interface ReceiptsListOptions {
  org: string;
  taxYear: string;
  format: 'table' | 'csv' | 'json';
  dataDir?: string;
}

/** The columns of csv and json: JSON key and CSV header. */
const COLUMNS = [
  ['number', 'number'],
  ['issuedAt', 'issued'],
  ['state', 'state'],
  ['specimen', 'specimen'],
  ['orderNumber', 'OrderNumber'],
  ['donorName', 'donor name'],
  ['email', 'email'],
  ['amount', 'amount'],
  ['currency', 'currency'],
  ['zakat', 'zakat'],
  ['replaces', 'replaces'],
  ['replacedBy', 'replaced by'],
  ['mail', 'mail'],
  ['mailings', 'mailings'],
  ['voidedAt', 'voided'],
  ['voidReason', 'void reason'],
] as const;

type ListRow = Record<(typeof COLUMNS)[number][0], string>;

/** The row of `listing`; absent facts are ''. `mail` is the latest mail's state, `mailings` how many were queued. */
function listRow({ row, content, replacedBy, mail }: ReceiptListing): ListRow {
  return {
    number: row.number,
    issuedAt: row.issued_at,
    state: row.state,
    specimen: row.specimen ? 'yes' : '',
    orderNumber: row.order_number,
    donorName: content.donor.name,
    email: content.donor.email,
    amount: content.amount,
    currency: content.currency,
    zakat: content.purpose.zakat ? 'yes' : '',
    replaces: row.replaces ?? '',
    replacedBy: replacedBy ?? '',
    mail: mail?.state ?? '',
    mailings: mail ? String(mail.nth) : '',
    voidedAt: row.voided_at ?? '',
    voidReason: row.void_reason ?? '',
  };
}

const TABLE_HEADERS = ['number', 'issued (Karachi)', 'state', 'amount', 'donor', 'replaces', 'replaced by', 'mail', 'void reason'];

/** The table's cells of `row`: VOID in capitals, as the receipt shows it; a mail sent more than once says which sending. */
function tableCells(row: ListRow): string[] {
  const state = `${row.state === 'void' ? 'VOID' : row.state}${row.specimen ? ' (specimen)' : ''}`;
  const mail = row.mail ? `${row.mail}${row.mailings === '1' ? '' : ` (#${row.mailings})`}` : '-';
  const issued = formatKarachi(new Date(row.issuedAt), 'yyyy-MM-dd HH:mm');
  return [row.number, issued, state, `${row.currency} ${row.amount}`, row.donorName, row.replaces, row.replacedBy, mail, row.voidReason];
}

/** Prints the list; throws UsageError for a bad tax year or an org the ledger does not know, NoLedgerError without a ledger. */
export async function receiptsListCommand(options: ReceiptsListOptions): Promise<void> {
  checkTaxYear(options.taxYear);
  const listings = await withCommandDatabase(options.dataDir, async (database) => {
    const store = createReceiptStore(database.db);
    const found = await store.list(options.org, options.taxYear);
    if (found.length === 0 && !(await store.knowsOrg(options.org))) throw unknownOrgError(options.org);
    return found;
  });
  const rows = listings.map(listRow);
  if (options.format === 'json') {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  } else if (options.format === 'csv') {
    process.stdout.write(
      csvText(
        COLUMNS.map(([, header]) => header),
        rows.map((row) => COLUMNS.map(([key]) => row[key])),
      ),
    );
  } else if (rows.length === 0) {
    process.stdout.write(`No receipts of ${options.org} in tax year ${options.taxYear}.\n`);
  } else {
    process.stdout.write(textTable(TABLE_HEADERS, rows.map(tableCells)));
  }
}
