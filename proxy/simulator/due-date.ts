import { KARACHI_OFFSET_MS } from './karachi-time.ts';

/**
 * OrderDueDate in the simulator: a `dd/MM/yyyy` calendar date, payable until the end of that day in
 * Asia/Karachi (proxy/paypro/PROTOCOL.md#dates; PayPro's own gpo sample shows due dates as
 * `…T23:59:59`).
 */

const DAY_MS = 86_400_000;

/** Days since the epoch for a valid `dd/MM/yyyy` calendar date (e.g. '31/02/2026' is not), else undefined. */
export function dayNumber(text: string): number | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.getTime() / DAY_MS;
}

/**
 * The first instant (epoch ms) at which an order due on `dueDate` can no longer be paid: midnight
 * after that day, Karachi time. '04/03/2026' -> 2026-03-04T19:00:00Z. Undefined for a malformed date.
 */
export function payableUntil(dueDate: string): number | undefined {
  const day = dayNumber(dueDate);
  return day === undefined ? undefined : (day + 1) * DAY_MS - KARACHI_OFFSET_MS;
}

/** Whether the due date of an order has passed at `nowMs` (epoch ms). A malformed date never passes. */
export function isOverdue(dueDate: string, nowMs: number): boolean {
  const until = payableUntil(dueDate);
  return until !== undefined && nowMs >= until;
}
