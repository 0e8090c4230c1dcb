/**
 * How many rows of a ledger table are in each state: what `forms ledger check` prints and the metrics'
 * state gauges report. One GROUP BY over the table's `state`.
 */
import type { Kysely } from 'kysely';
import type { LedgerTables } from './tables.ts';

/** The ledger's tables that have a `state` column. */
export type StateTable = 'orders' | 'receipts' | 'mail_outbox';

/** The rows of `table` per state present (a state without rows is absent). Throws the driver's error. */
export async function rowsByState(db: Kysely<LedgerTables>, table: StateTable): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(table)
    .select(['state', db.fn.countAll<string | number>().as('rows')])
    .groupBy('state')
    .execute();
  // PostgreSQL gives count(*), a bigint, as text.
  return new Map(rows.map((row) => [row.state, Number(row.rows)]));
}
