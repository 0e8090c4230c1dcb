/**
 * `forms orders export --format csv|json`: every order matching the filters as one row (`exportRow`),
 * on stdout. CSV as `csvText` writes it (a header row, RFC 4180 quoting, formula cells neutralised);
 * JSON is an array of objects with the same columns.
 */
import { createLedger } from '../../proxy/ledger/ledger.ts';
import { withCommandDatabase } from '../command-database.ts';
import { csvText } from '../csv-text.ts';
import { UsageError } from '../report-failure.ts';
import { EXPORT_COLUMNS, exportRow } from './export-rows.ts';
import { orderFilter, type FilterFlags } from './filters.ts';

export interface OrdersExportOptions extends FilterFlags {
  format: string;
  dataDir?: string;
}

/** Writes the export; throws UsageError for a bad format or flag, NoLedgerError when there is no ledger. */
export async function ordersExportCommand(options: OrdersExportOptions): Promise<void> {
  if (options.format !== 'csv' && options.format !== 'json') {
    throw new UsageError(`--format is "${options.format}"; use csv or json.`);
  }
  const filter = orderFilter(options);
  const orders = await withCommandDatabase(options.dataDir, (database) => createLedger(database.db).list(filter));
  const rows = orders.map(exportRow);
  if (options.format === 'json') {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return;
  }
  const records = rows.map((row) => EXPORT_COLUMNS.map(([key]) => row[key]));
  process.stdout.write(
    csvText(
      EXPORT_COLUMNS.map(([, header]) => header),
      records,
    ),
  );
}
