/**
 * `forms unconfirmed-orders`: the orders whose outcome the proxy could not confirm (create-order was sent
 * but PayPro gave no usable answer), oldest first, one line each: recorded-at time, OrderNumber, org,
 * route, merchant account, reason. For the operator, who looks each one up at PayPro (order status with
 * the account's credentials) and follows up with the donor if needed. Reads `.env` if present, like
 * `forms proxy`, so both find the same data folder.
 */
import { existsSync } from 'node:fs';
import { dataDirOf } from '../proxy/removal-requests/data-dir.ts';
import {
  createFileUnconfirmedOrderStore,
  UNCONFIRMED_ORDERS_FILE,
} from '../proxy/unconfirmed-orders/file-unconfirmed-order-store.ts';

export interface UnconfirmedOrdersCommandOptions {
  /** The proxy's data folder; default FORMS_DATA_DIR, else `var/` in the working directory. */
  dataDir?: string;
}

/** Prints the list; throws UnconfirmedOrdersFileError for a line of the file that is not such an order. */
export async function unconfirmedOrdersCommand(options: UnconfirmedOrdersCommandOptions): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const dataDir = dataDirOf({ FORMS_DATA_DIR: options.dataDir ?? process.env.FORMS_DATA_DIR });
  const orders = await createFileUnconfirmedOrderStore(dataDir).list();
  if (orders.length === 0) {
    process.stdout.write(`No orders with an unknown outcome are recorded in ${dataDir}/${UNCONFIRMED_ORDERS_FILE}.\n`);
    return;
  }
  for (const order of orders) {
    process.stdout.write(`${order.recordedAt}  ${order.orderNumber}  ${order.org}  ${order.route}  ${order.account}  ${order.reason}\n`);
  }
}
