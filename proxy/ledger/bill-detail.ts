/**
 * BillDetail01 as the ledger keeps it (`orders.bill_detail`, JSON text of the one entry sent: see
 * `order-entry.ts`), read back by the export, receipts and the tax-year statement.
 */
import type { OrderRow } from './tables.ts';

/** The entry's text values by key; {} when the text is not a JSON object. */
export function billDetailOf(order: Pick<OrderRow, 'bill_detail'>): Record<string, string> {
  try {
    const value: unknown = JSON.parse(order.bill_detail);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * What the money is for, as the donor chose it: the purpose select (`purposeOfDonation`), or ipchih's
 * payment type (`paymentType`); undefined when the form had neither.
 */
export function chosenPurposeOf(detail: Record<string, string>): string | undefined {
  return detail.purposeOfDonation || detail.paymentType || undefined;
}
