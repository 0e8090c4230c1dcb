/**
 * CSV as the `forms` commands write it for a spreadsheet: a header row, quoted as RFC 4180 says
 * (csv-stringify), CRLF line ends, and every cell a spreadsheet would run as a formula neutralised
 * (`neutralisedCell`).
 */
import { stringify } from 'csv-stringify/sync';
import { neutralisedCell } from './orders/export-rows.ts';

/** `records` (one array of cells per row, in the order of `headers`) as CSV text with `headers` first. */
export function csvText(headers: readonly string[], records: readonly (readonly string[])[]): string {
  const cells = records.map((record) => record.map(neutralisedCell));
  return stringify(cells, { header: true, columns: [...headers], record_delimiter: '\r\n' });
}
