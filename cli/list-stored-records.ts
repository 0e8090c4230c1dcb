/**
 * What `forms removal-requests` and `forms unconfirmed-orders` share: print the records one of the
 * proxy's JSON-lines stores keeps in its data folder, oldest first, one line each, or say that there
 * are none and where they would be. Reads `.env` if present, like `forms proxy`, so both find the same
 * data folder.
 */
import { existsSync } from 'node:fs';
import { dataDirOf } from '../proxy/ledger/data-dir.ts';

/** One kind of stored record and how to print it. */
export interface StoredRecords<T> {
  /** The store's file inside the data folder, e.g. 'removal-requests.jsonl'. */
  fileName: string;
  /** Said when there is none, followed by ' in <file>.', e.g. 'No account removal requests are recorded'. */
  none: string;
  /** Every record kept in `dataDir` (absolute), oldest first; throws the store's error for a bad line. */
  list(dataDir: string): Promise<T[]>;
  /** The record as one line, without the line break. */
  line(record: T): string;
}

/**
 * Prints `records` kept in `dataDir` (default FORMS_DATA_DIR, else `var/` in the working directory) on
 * stdout. Throws what `records.list` throws.
 */
export async function listStoredRecords<T>(records: StoredRecords<T>, dataDir: string | undefined): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const dir = dataDirOf({ FORMS_DATA_DIR: dataDir ?? process.env.FORMS_DATA_DIR });
  const found = await records.list(dir);
  if (found.length === 0) {
    process.stdout.write(`${records.none} in ${dir}/${records.fileName}.\n`);
    return;
  }
  for (const record of found) process.stdout.write(`${records.line(record)}\n`);
}
