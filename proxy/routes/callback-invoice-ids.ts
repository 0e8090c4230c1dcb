/**
 * The OrderNumbers of a PayPro callback delivery, from its `csvinvoiceids` (comma-separated, PROTOCOL.md
 * "Server callback"; PayPro sends one or a few of our OrderNumbers). Entries that cannot be an
 * OrderNumber this system issues (`isOrderNumber`: longer than 64 characters, or other characters) are
 * dropped unread, and the list is cut at `MAX_IDS`, so a delivery costs at most that many lookups.
 */
import { isOrderNumber } from '../../orgs/public-order-status.ts';

/** Most OrderNumbers looked at per delivery. */
export const MAX_IDS = 100;

export interface InvoiceIds {
  /** Distinct OrderNumbers in the order received, at most MAX_IDS. */
  ids: string[];
  /** Entries dropped unread because they cannot be an OrderNumber. */
  dropped: number;
  /** Distinct OrderNumbers received (more than `ids.length` when the list was cut). */
  received: number;
}

/** `csv` split at commas, entries trimmed, empty ones skipped, repeats taken once. */
export function invoiceIdsOf(csv: string): InvoiceIds {
  const entries = csv
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const distinct = [...new Set(entries.filter(isOrderNumber))];
  return {
    ids: distinct.slice(0, MAX_IDS),
    dropped: entries.filter((entry) => !isOrderNumber(entry)).length,
    received: distinct.length,
  };
}
