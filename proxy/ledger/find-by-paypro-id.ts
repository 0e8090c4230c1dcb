/**
 * The ledger's order by PayPro's id for it: how the status API finds the order a donor returned from
 * PayPro with when the return address kept PayPro's `ordId` (the PayProId: proxy/paypro/PROTOCOL.md
 * "Browser return") but lost our `order`. Same queries on SQLite and PostgreSQL (Kysely).
 */
import type { Kysely } from 'kysely';
import type { LedgerTables, OrderRow } from './tables.ts';

/** The form an order was made on, as the ledger records it. */
export interface OrderForm {
  /** The org's id, e.g. 'jhrtrust'. */
  org: string;
  /** The form's route as its org file writes it, e.g. '/merchantform/jhrtrust'. */
  route: string;
}

/**
 * How far back, in ms, an order can be found by its PayProId: 4 days. A donor comes back from PayPro's
 * checkout minutes after paying, and an order stays payable until its due date ends, 3 days after it
 * was issued (proxy/orders/pkt-dates.ts), so 4 days covers every genuine return. PayPro numbers an
 * account's orders in sequence (proxy/paypro/PROTOCOL.md "Create order"), so whoever counts through
 * PayProIds reaches only the last few days' orders, never the charity's whole history.
 */
export const PAYPRO_ID_LOOKUP_WINDOW_MS = 4 * 24 * 60 * 60_000;

/**
 * The order of `form` whose PayProId is `payProId` and that was created at or after `createdSince`
 * (normally now minus PAYPRO_ID_LOOKUP_WINDOW_MS), or undefined when the ledger holds none. The id is
 * compared as text, never as a number: PayPro's carry leading zeros ('01102205600001' is not
 * '1102205600001'). Bound to the form in the query itself, so an id that two merchant accounts happened
 * to share still names this form's order; should one form hold it twice, the newest counts. Throws what
 * the database driver throws.
 */
export function findByPayProId(
  db: Kysely<LedgerTables>,
  payProId: string,
  form: OrderForm,
  createdSince: Date,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('paypro_id', '=', payProId)
    .where('org', '=', form.org)
    .where('route', '=', form.route)
    .where('created_at', '>=', createdSince.toISOString())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}
