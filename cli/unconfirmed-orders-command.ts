/**
 * `forms unconfirmed-orders`: the orders whose outcome the proxy could not confirm (create-order was sent
 * but PayPro gave no usable answer), oldest first, one line each: recorded-at time, OrderNumber, org,
 * route, merchant account, reason. For the operator, who looks each one up at PayPro (order status with
 * the account's credentials) and follows up with the donor if needed.
 */
import {
  createFileUnconfirmedOrderStore,
  UNCONFIRMED_ORDERS_FILE,
} from '../proxy/unconfirmed-orders/file-unconfirmed-order-store.ts';
import { listStoredRecords } from './list-stored-records.ts';

export interface UnconfirmedOrdersCommandOptions {
  /** The proxy's data folder; default FORMS_DATA_DIR, else `var/` in the working directory. */
  dataDir?: string;
}

/** Prints the list; throws UnconfirmedOrdersFileError for a line of the file that is not such an order. */
export function unconfirmedOrdersCommand(options: UnconfirmedOrdersCommandOptions): Promise<void> {
  return listStoredRecords(
    {
      fileName: UNCONFIRMED_ORDERS_FILE,
      none: 'No orders with an unknown outcome are recorded',
      list: (dataDir) => createFileUnconfirmedOrderStore(dataDir).list(),
      line: (order) => `${order.recordedAt}  ${order.orderNumber}  ${order.org}  ${order.route}  ${order.account}  ${order.reason}`,
    },
    options.dataDir,
  );
}
