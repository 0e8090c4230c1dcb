/**
 * Pakistan time, where PayPro, the charities and most donors are (PROTOCOL.md "Dates": UTC+5 all year,
 * no daylight saving). Every calendar question the product asks in that zone goes through here, with
 * date-fns and @date-fns/tz: an order's issue and due days, the simulator's timestamps and PayProIds,
 * the days `forms orders --from/--to` name.
 */
import { TZDate } from '@date-fns/tz';
// One module per function: the package's index would load all ~300 of its modules.
import { addDays } from 'date-fns/addDays';
import { endOfDay } from 'date-fns/endOfDay';
import { format } from 'date-fns/format';
import { isMatch } from 'date-fns/isMatch';
import { parse } from 'date-fns/parse';

export const KARACHI = 'Asia/Karachi';

/** PayPro's timestamps (`Created_on`, `DatePaid`): Karachi time without an offset, e.g. '2025-03-10T20:15:00'. */
export const KARACHI_TIMESTAMP = "yyyy-MM-dd'T'HH:mm:ss";

/**
 * `instant` (a Date or epoch ms) formatted in Karachi time with a date-fns `pattern`, e.g. 'dd/MM/yyyy',
 * or 'yyDDD' for the two-digit year and the day of the year (date-fns asks that `DDD` be allowed
 * explicitly, since it is easily mistaken for `ddd`).
 */
export function formatKarachi(instant: Date | number, pattern: string): string {
  return format(new TZDate(+instant, KARACHI), pattern, { useAdditionalDayOfYearTokens: true });
}

/** The Karachi calendar day `days` after the one of `instant`, formatted with `pattern`. */
export function karachiDayAfter(instant: Date | number, days: number, pattern: string): string {
  return format(addDays(new TZDate(+instant, KARACHI), days), pattern);
}

/**
 * The instant a Karachi calendar day `text` (written as `pattern`, e.g. 'dd/MM/yyyy' or 'yyyy-MM-dd')
 * starts, or, with `end`, the last millisecond of it; undefined when `text` is not a real day in that
 * pattern ('31/02/2026' is not).
 */
export function karachiDay(text: string, pattern: string, edge: 'start' | 'end' = 'start'): Date | undefined {
  if (!isMatch(text, pattern) || text.length !== pattern.length) return undefined;
  const start = parse(text, pattern, new TZDate(0, KARACHI));
  return new Date((edge === 'end' ? endOfDay(start) : start).getTime());
}
