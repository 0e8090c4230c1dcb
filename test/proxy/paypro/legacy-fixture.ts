/**
 * Legacy credentials and a membership order object the simulator accepts
 * (proxy/paypro/PROTOCOL.md#legacy-create-order); the order is due far ahead, so it stays payable.
 */
import type { LegacyCredentials, LegacyOrder } from '../../../proxy/paypro/index.ts';

export const LEGACY_CREDS: LegacyCredentials = {
  userName: 'scci_user',
  password: 'user-secret',
  merchantId: 'SCCI_Associate',
  merchantPassword: 'merchant-secret',
};

/** `changes` are merged into the order; an undefined value removes the field. */
export function legacyOrder(changes: Record<string, unknown> = {}): LegacyOrder {
  const order: LegacyOrder = {
    OrderNumber: 'M-1',
    OrderAmount: '4200',
    OrderDueDate: '14/03/2099',
    OrderType: 'Service',
    IssueDate: '11/03/2025',
    OrderExpireAfterSeconds: '0',
    'Membership No': '1001',
    ReusableConsumerId: '17521001',
    CustomerName: 'Example Textiles (Pvt) Ltd',
    CustomerMobile: '03001234567',
    CustomerEmail: 'accounts@textiles.example.com',
    CustomerAddress: 'Karachi',
    BillDetail01: [{ 'New Registration Fee': '3700', 'Other Fee': '500', 'Services Charges': '0' }],
    ...changes,
  };
  for (const [key, value] of Object.entries(order)) if (value === undefined) delete order[key];
  return order;
}
