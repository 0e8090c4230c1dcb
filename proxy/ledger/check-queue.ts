/**
 * Reconciliation's queue over the `orders` table: which followed orders (`created`, `unknown`) are due
 * for a status check, in which order, and which process checks each. The order of work: orders a
 * callback or the donor's status poll asked about (`prompted_at`) first, then the newest: a donor who
 * just paid is waiting, while an old order still unpaid is most likely abandoned. A pass reads the queue
 * a page at a time (one sorted read per page, however long the backlog) and claims a few orders of the
 * page at a time. Times are ISO 8601 UTC text. Every function throws what the database driver throws
 * when it cannot read or write.
 */
import { type ExpressionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';
import { FOLLOWED_STATES } from './order-state.ts';
import type { LedgerTables, OrderRow } from './tables.ts';

export interface CheckQueue {
  /**
   * The OrderNumbers of up to `limit` followed orders due by `dueBy` (next check at or before it) and
   * leased to no process, in the queue's order (see the module comment), of the orgs `orgs` only when
   * given (ids, e.g. ['jhrtrust']), else of every org. Nothing is leased.
   */
  dueOrders(dueBy: Date, limit: number, orgs?: readonly string[]): Promise<string[]>;
  /**
   * Leases to the caller for `leaseMs` ms those of `orderNumbers` that are still due by `dueBy` and
   * leased to no process, and returns them in the queue's order. One statement checks and leases them,
   * so two processes never lease one order together (PostgreSQL: `FOR UPDATE SKIP LOCKED`, so one does
   * not wait for the other's claim; SQLite writes one statement at a time).
   */
  claim(orderNumbers: readonly string[], leaseMs: number, dueBy: Date): Promise<OrderRow[]>;
  /** Ends the lease of `orderNumbers` (claimed and not checked), so any process may take them now. */
  release(orderNumbers: readonly string[]): Promise<void>;
  /** Every followed order whose next check is later than `at` becomes due at `at`; returns how many. */
  makeDue(at: Date): Promise<number>;
}

/** Orders a callback or poll asked about first, then newest first (ties: the larger OrderNumber). */
function queueOrder(a: OrderRow, b: OrderRow): number {
  const prompted = Number(b.prompted_at !== null) - Number(a.prompted_at !== null);
  return prompted || b.created_at.localeCompare(a.created_at) || b.order_number.localeCompare(a.order_number);
}

export function createCheckQueue(db: Kysely<LedgerTables>, now: () => Date): CheckQueue {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  /** Followed, due by `dueBy` and leased to no process at `time`. */
  const claimable = (dueBy: Date, time: Date) => (eb: ExpressionBuilder<LedgerTables, 'orders'>) =>
    eb.and([
      eb('state', 'in', FOLLOWED_STATES),
      eb('next_check_at', '<=', dueBy.toISOString()),
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', time.toISOString())]),
    ]);
  /**
   * The same, said as "not (not followed, or not due, or leased)" (a null next check is never due).
   * SQLite, which keeps no statistics, would look the positive form up in the due-checks index and
   * read every due order; this form it cannot, so it goes to the few rows by their OrderNumber.
   */
  const stillClaimable = (dueBy: Date, time: Date) => (eb: ExpressionBuilder<LedgerTables, 'orders'>) =>
    eb.not(
      eb.or([
        eb('state', 'not in', FOLLOWED_STATES),
        eb('next_check_at', '>', dueBy.toISOString()),
        eb.and([eb('lease_until', 'is not', null), eb('lease_until', '>=', time.toISOString())]),
      ]),
    );
  return {
    async dueOrders(dueBy, limit, orgs) {
      if (orgs?.length === 0) return [];
      const rows = await db
        .selectFrom('orders')
        .select('order_number')
        .where(claimable(dueBy, now()))
        .$if(orgs !== undefined, (query) => query.where('org', 'in', orgs ?? []))
        .orderBy(sql`prompted_at is null`)
        .orderBy('created_at', 'desc')
        .orderBy('order_number', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.order_number);
    },
    async claim(orderNumbers, leaseMs, dueBy) {
      if (orderNumbers.length === 0) return [];
      const time = now();
      const free = stillClaimable(dueBy, time);
      const chosen = db
        .selectFrom('orders')
        .select('order_number')
        .where('order_number', 'in', orderNumbers)
        .where(free)
        .$if(postgres, (query) => query.forUpdate().skipLocked());
      const rows = await db
        .updateTable('orders')
        .set({ lease_until: new Date(time.getTime() + leaseMs).toISOString() })
        .where('order_number', 'in', chosen)
        // Asked again on the row as the update finds it: another process may have taken it meanwhile.
        .where(free)
        .returningAll()
        .execute();
      return rows.sort(queueOrder);
    },
    async release(orderNumbers) {
      if (orderNumbers.length === 0) return;
      await db.updateTable('orders').set({ lease_until: null }).where('order_number', 'in', orderNumbers).execute();
    },
    async makeDue(at) {
      const result = await db
        .updateTable('orders')
        .set({ next_check_at: at.toISOString() })
        .where('state', 'in', FOLLOWED_STATES)
        .where((eb) => eb.or([eb('next_check_at', 'is', null), eb('next_check_at', '>', at.toISOString())]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
