/**
 * OrderDueDate in the simulator: a `dd/MM/yyyy` calendar date, payable until the end of that day in
 * Asia/Karachi (proxy/paypro/PROTOCOL.md#dates; PayPro's own gpo sample shows due dates as
 * `…T23:59:59`).
 */
import { karachiDay } from '../../orgs/karachi-time.ts';

/**
 * The first instant (epoch ms) at which an order due on `dueDate` can no longer be paid: midnight
 * after that day, Karachi time. '04/03/2026' -> 2026-03-04T19:00:00Z. Undefined for a malformed date.
 */
export function payableUntil(dueDate: string): number | undefined {
  const last = karachiDay(dueDate, 'dd/MM/yyyy', 'end');
  return last === undefined ? undefined : last.getTime() + 1;
}

/** Whether the due date of an order has passed at `nowMs` (epoch ms). A malformed date never passes. */
export function isOverdue(dueDate: string, nowMs: number): boolean {
  const until = payableUntil(dueDate);
  return until !== undefined && nowMs >= until;
}
