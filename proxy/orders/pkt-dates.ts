/**
 * The IssueDate and OrderDueDate of an order (PROTOCOL.md "Create order", "Dates"): `dd/MM/yyyy`, as in
 * every official sample, on the calendar of Asia/Karachi, where PayPro and the donors are. The due date
 * is the issue date plus 3 days.
 */
import { formatKarachi, karachiDayAfter } from '../../orgs/karachi-time.ts';

const DUE_AFTER_DAYS = 3;
const DAY_PATTERN = 'dd/MM/yyyy';

export interface OrderDates {
  /** The Karachi calendar day of `now`, `dd/MM/yyyy`. */
  issueDate: string;
  /** `issueDate` + 3 days, `dd/MM/yyyy`. */
  dueDate: string;
}

/** The issue and due dates of an order created at instant `now`. Throws RangeError for an invalid Date. */
export function orderDates(now: Date): OrderDates {
  return { issueDate: formatKarachi(now, DAY_PATTERN), dueDate: karachiDayAfter(now, DUE_AFTER_DAYS, DAY_PATTERN) };
}
