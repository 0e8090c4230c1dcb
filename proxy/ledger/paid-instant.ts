/**
 * When a paid order was paid, as every reader of the ledger tells it (the status API and page, the
 * export, receipts and the tax year's statement): PayPro's DatePaid, Karachi time without an offset
 * (PROTOCOL.md "Dates", e.g. '2025-03-10T20:15:00'), when it reads as a time; else when the ledger
 * learnt it was paid (`paid_at`).
 */
import type { OrderRow } from './tables.ts';

/** DatePaid as PayPro writes it: a Karachi date and time, seconds and their fraction optional. */
const DATE_PAID = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** When `order` was paid, as the module comment says; undefined when neither time is known. */
export function paidInstantOf(order: Pick<OrderRow, 'date_paid' | 'paid_at'>): Date | undefined {
  const reported = order.date_paid && DATE_PAID.test(order.date_paid) ? Date.parse(`${order.date_paid}+05:00`) : Number.NaN;
  if (!Number.isNaN(reported)) return new Date(reported);
  return order.paid_at ? new Date(order.paid_at) : undefined;
}
