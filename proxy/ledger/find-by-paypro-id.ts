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
 * The order of `form` whose PayProId is `payProId`, or undefined when the ledger holds none. The id is
 * compared as text, never as a number: PayPro's carry leading zeros ('01102205600001' is not
 * '1102205600001'). Bound to the form in the query itself, so an id that two merchant accounts happened
 * to share still names this form's order; should one form hold it twice, the newest counts. Throws what
 * the database driver throws.
 */
export function findByPayProId(db: Kysely<LedgerTables>, payProId: string, form: OrderForm): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('paypro_id', '=', payProId)
    .where('org', '=', form.org)
    .where('route', '=', form.route)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}
