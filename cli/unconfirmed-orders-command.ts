/**
 * `forms unconfirmed-orders`: the orders whose outcome is still unknown in the ledger (create-order was
 * sent and PayPro gave no usable answer, or the process died or stopped while waiting; reconciliation
 * keeps asking PayPro about them), oldest first, one line each: created time, OrderNumber, org, route,
 * merchant account, reason.
 */
import { createLedger } from '../proxy/ledger/ledger.ts';
import { withCommandDatabase } from './command-database.ts';

export interface UnconfirmedOrdersCommandOptions {
  /** The proxy's data folder; default FORMS_DATA_DIR, else `var/` in the working directory. */
  dataDir?: string;
}

/** Prints the list; throws NoLedgerError when the proxy has recorded nothing in that folder. */
export async function unconfirmedOrdersCommand(options: UnconfirmedOrdersCommandOptions): Promise<void> {
  const orders = await withCommandDatabase(options.dataDir, (database) => createLedger(database.db).list({ state: 'unknown' }));
  if (orders.length === 0) {
    process.stdout.write('No orders with an unknown outcome are recorded.\n');
    return;
  }
  for (const order of orders) {
    const reason = order.gateway_description ?? '';
    process.stdout.write(`${order.created_at}  ${order.order_number}  ${order.org}  ${order.route}  ${order.account}  ${reason}\n`);
  }
}
