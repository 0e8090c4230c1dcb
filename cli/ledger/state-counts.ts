/**
 * How many rows of the ledger are in each state: orders (`pending` … `expired`), receipts (`issued`,
 * `void`) and the mail outbox (`queued` … `failed`), for `forms ledger check`. A table a pending
 * migration has not yet created is left out.
 */
import type { Kysely } from 'kysely';
import { rowsByState } from '../../proxy/ledger/rows-by-state.ts';
import type { LedgerTables } from '../../proxy/ledger/tables.ts';

/** The tables counted, in the order they are printed, with the label printed. */
const COUNTED = [
  { table: 'orders', label: 'orders' },
  { table: 'receipts', label: 'receipts' },
  { table: 'mail_outbox', label: 'mail outbox' },
] as const;

export interface StateCount {
  label: string;
  total: number;
  /** Each state present with its rows, most rows first (then by name). */
  states: { state: string; rows: number }[];
}

/** The counts of `db` (SQLite or PostgreSQL), reading only. Throws the driver's error. */
export async function stateCounts<T>(db: Kysely<T>): Promise<StateCount[]> {
  const present = new Set((await db.introspection.getTables()).map((table) => table.name));
  const ledger = db as unknown as Kysely<LedgerTables>;
  const counts: StateCount[] = [];
  for (const { table, label } of COUNTED) {
    if (!present.has(table)) continue;
    const states = [...(await rowsByState(ledger, table))]
      .map(([state, rows]) => ({ state, rows }))
      .sort((a, b) => b.rows - a.rows || a.state.localeCompare(b.state));
    counts.push({ label, total: states.reduce((sum, state) => sum + state.rows, 0), states });
  }
  return counts;
}
