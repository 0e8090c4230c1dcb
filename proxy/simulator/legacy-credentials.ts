import { isRecord } from '../../orgs/is-record.ts';
import type { SimulatorOrders } from './orders-store.ts';

/** The Description of the 01 a legacy call answers when the merchant credentials are missing or wrong. */
export const BAD_LEGACY_CREDENTIALS = 'Invalid Data. The merchant id or merchant password is invalid';

/**
 * The MerchantPassword `merchantId` created its legacy orders (/cpay/co) with, if it created any. The
 * simulator keeps no merchant registry, so this is the password it can check a later legacy call
 * against; a merchant it has not seen yet is taken at its word.
 */
export function legacyPasswordOf(orders: SimulatorOrders, merchantId: string): string | undefined {
  for (const order of orders.list()) {
    const head: unknown = Array.isArray(order.request) ? order.request[0] : undefined;
    const password = isRecord(head) ? head.MerchantPassword : undefined;
    if (order.merchantId === merchantId && typeof password === 'string') return password;
  }
  return undefined;
}
