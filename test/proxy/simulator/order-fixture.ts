/**
 * A create-order body the gateway accepts (proxy/paypro/PROTOCOL.md#create-order); `changes` are merged
 * into element 1. It is due far ahead, so its orders stay payable by the real clock; tests of the due
 * date give the simulator a clock.
 */
export function orderBody(
  changes: Record<string, unknown> = {},
  merchantId = 'demo_merchant',
): [{ MerchantId: string }, Record<string, unknown>] {
  const order: Record<string, unknown> = {
    OrderNumber: 'ORD-1',
    OrderAmount: '1500',
    OrderDueDate: '04/03/2099',
    OrderType: 'Service',
    IssueDate: '01/03/2026',
    OrderExpireAfterSeconds: '0',
    CustomerName: 'Ayesha Khan',
    CustomerMobile: '03001234567',
    CustomerEmail: 'ayesha@example.org',
    CustomerAddress: 'Lahore',
    ...changes,
  };
  for (const [key, value] of Object.entries(order)) if (value === undefined) delete order[key];
  return [{ MerchantId: merchantId }, order];
}

/** Merchant credentials for the client; the simulator accepts any non-empty pair. */
export const CREDS = { clientId: 'client-1', clientSecret: 'secret-1', merchantId: 'demo_merchant' };
