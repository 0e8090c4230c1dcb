/**
 * `forms orders statement --org <id> --tax-year <year> --over <PKR>`: the donors whose paid total in the
 * tax year is over the amount (`statementOf`). A gift counts in the tax year of its payment's Karachi day
 * (PayPro's DatePaid, else when the ledger learnt it was paid: `paidInstantOf`); only `paid` orders
 * count, never `amount_mismatch`. The donor and whether a gift is zakat are what its issued receipt
 * says (so a reissued receipt's corrected name counts), else what its receipt would say, from the order
 * and the org file. `table` prints the donors over the amount, then the gifts in other currencies; `csv`
 * writes both as rows of one table with a currency column (`csvText`).
 */
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { decimalOf, decimalText } from '../../orgs/money.ts';
import { createLedger } from '../../proxy/ledger/ledger.ts';
import type { LedgerDatabase } from '../../proxy/ledger/open-database.ts';
import { createReceiptStore } from '../../proxy/ledger/receipt-store.ts';
import { paidInstantOf } from '../../proxy/ledger/paid-instant.ts';
import { donorOf, isZakatPayment } from '../../proxy/receipts/receipt-content.ts';
import { taxYearOf } from '../../proxy/receipts/tax-year.ts';
import type { Org } from '../../orgs/types.ts';
import { withCommandDatabase } from '../command-database.ts';
import { csvText } from '../csv-text.ts';
import { UsageError } from '../report-failure.ts';
import { textTable } from '../text-table.ts';
import { checkTaxYear } from '../receipts/tax-year-flags.ts';
import { type Gift, STATEMENT_HEADERS, statementCells, statementOf } from './statement-rows.ts';

export interface OrdersStatementOptions {
  org: string;
  taxYear: string;
  /** PKR, plain decimal text, e.g. '5000'. */
  over: string;
  format: 'table' | 'csv';
  dataDir?: string;
  orgsDir?: string;
}

/** The paid gifts of `org` in `taxYear`, each with the donor and zakat of its issued receipt, else of the order. */
async function giftsOf(database: LedgerDatabase, org: Org, taxYear: string): Promise<Gift[]> {
  const orders = await createLedger(database.db).list({ org: org.id, state: 'paid' });
  const receipts = await createReceiptStore(database.db).list(org.id, taxYear);
  const issued = new Map(receipts.filter(({ row }) => row.state === 'issued').map(({ row, content }) => [row.order_number, content]));
  return orders.flatMap((order) => {
    const paidAt = paidInstantOf(order) ?? new Date(order.updated_at);
    if (taxYearOf(paidAt) !== taxYear) return [];
    const content = issued.get(order.order_number);
    return [
      {
        donor: content?.donor ?? donorOf(order),
        zakat: content?.purpose.zakat ?? isZakatPayment(order, org),
        amount: order.amount,
        currency: order.currency,
        paidAt: paidAt.toISOString(),
      },
    ];
  });
}

/**
 * Prints the statement. Throws UsageError for a bad tax year or amount, OrgFileError for an org without
 * a (valid) file, NoLedgerError without a ledger.
 */
export async function ordersStatementCommand(options: OrdersStatementOptions): Promise<void> {
  checkTaxYear(options.taxYear);
  const over = decimalOf(options.over);
  if (!over || over.units < 0n) throw new UsageError(`--over is "${options.over}"; give a PKR amount in digits, e.g. 5000.`);
  const [loaded] = await loadOrgs(options.orgsDir, { only: options.org });
  const gifts = await withCommandDatabase(options.dataDir, (database) => giftsOf(database, loaded!.org, options.taxYear));
  const { overThreshold, otherCurrencies } = statementOf(gifts, over);
  if (options.format === 'csv') {
    process.stdout.write(csvText(STATEMENT_HEADERS, [...overThreshold, ...otherCurrencies].map(statementCells)));
    return;
  }
  const limit = `PKR ${decimalText(over)}`;
  if (overThreshold.length === 0) {
    process.stdout.write(`No donor of ${options.org} gave over ${limit} in tax year ${options.taxYear}.\n`);
  } else {
    process.stdout.write(`Donors of ${options.org} whose gifts in tax year ${options.taxYear} add up to over ${limit}:\n`);
    process.stdout.write(textTable(STATEMENT_HEADERS, overThreshold.map(statementCells)));
  }
  if (otherCurrencies.length > 0) {
    process.stdout.write('\nGifts in other currencies (never converted, not counted against the amount):\n');
    process.stdout.write(textTable(STATEMENT_HEADERS, otherCurrencies.map(statementCells)));
  }
}
