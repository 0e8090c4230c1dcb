/**
 * `forms orders list`: one line per order in the ledger, oldest first: created time, OrderNumber, org,
 * route, state, amount and currency, PayPro reference ('-' before PayPro created it), and for a paid order
 * whose amount PayPro gave nothing to compare with (`amount_check` 'not_comparable') a last column
 * 'amount not comparable'.
 */
import { createLedger } from '../../proxy/ledger/ledger.ts';
import { withCommandDatabase } from '../command-database.ts';
import { NOT_COMPARABLE } from './export-rows.ts';
import { orderFilter, type FilterFlags } from './filters.ts';

export interface OrdersListOptions extends FilterFlags {
  dataDir?: string;
}

/** Prints the orders; throws UsageError for a bad flag, NoLedgerError when there is no ledger. */
export async function ordersListCommand(options: OrdersListOptions): Promise<void> {
  const filter = orderFilter(options);
  const orders = await withCommandDatabase(options.dataDir, (database) => createLedger(database.db).list(filter));
  if (orders.length === 0) {
    process.stdout.write('No orders match.\n');
    return;
  }
  for (const order of orders) {
    const amount = `${order.currency} ${order.amount}`;
    const note = order.amount_check === 'not_comparable' ? `  ${NOT_COMPARABLE}` : '';
    process.stdout.write(
      `${order.created_at}  ${order.order_number}  ${order.org}  ${order.route}  ${order.state}  ${amount}  ${order.paypro_id ?? '-'}${note}\n`,
    );
  }
}
