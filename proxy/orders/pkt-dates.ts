/**
 * The IssueDate and OrderDueDate of an order (PROTOCOL.md "Create order", "Dates"): `dd/MM/yyyy`, as in every official
 * sample, on the calendar of Asia/Karachi, where PayPro and the donors are. The due date is the issue
 * date plus 3 days.
 */

const DUE_AFTER_DAYS = 3;

const karachiDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export interface OrderDates {
  /** The Karachi calendar day of `now`, `dd/MM/yyyy`. */
  issueDate: string;
  /** `issueDate` + 3 days, `dd/MM/yyyy`. */
  dueDate: string;
}

/** The issue and due dates of an order created at instant `now`. Throws RangeError for an invalid Date. */
export function orderDates(now: Date): OrderDates {
  const parts = Object.fromEntries(karachiDay.formatToParts(now).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  // Calendar arithmetic on a UTC date avoids any offset or DST question: only the day counts.
  const due = new Date(Date.UTC(year, month - 1, day + DUE_AFTER_DAYS));
  return {
    issueDate: formatDay(year, month, day),
    dueDate: formatDay(due.getUTCFullYear(), due.getUTCMonth() + 1, due.getUTCDate()),
  };
}

function formatDay(year: number, month: number, day: number): string {
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
