/** Ledger entries for tests: a grid-three-currencies donation with a given OrderNumber. */
import type { OrderEntry } from '../../../../proxy/ledger/order-entry.ts';

export function donationEntry(orderNumber: string, changes: Partial<OrderEntry> = {}): OrderEntry {
  return {
    orderNumber,
    org: 'grid-three-currencies',
    route: '/merchantform/grid-three-currencies',
    formKind: 'standard-grid',
    account: 'donation',
    protocol: 'v2',
    amount: '2500',
    currency: 'PKR',
    billDetail: { purposeOfDonation: 'WaterWell' },
    donor: { name: 'Ayesha Khan', email: 'ayesha@example.org', phone: '03001234567', address: 'Lahore' },
    dueDate: '2025-03-14',
    ...changes,
  };
}
