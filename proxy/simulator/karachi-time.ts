/** PayPro works in Pakistan time, UTC+5 all year, no daylight saving (proxy/paypro/PROTOCOL.md#dates). */
export const KARACHI_OFFSET_MS = 5 * 60 * 60 * 1000;

/** The calendar fields of an instant (epoch ms) in Asia/Karachi. */
export function karachiParts(epochMs: number): { year: number; month: number; day: number; dayOfYear: number; time: string } {
  const local = new Date(epochMs + KARACHI_OFFSET_MS);
  const year = local.getUTCFullYear();
  const startOfYear = Date.UTC(year, 0, 1);
  const midnight = Date.UTC(year, local.getUTCMonth(), local.getUTCDate());
  return {
    year,
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    dayOfYear: (midnight - startOfYear) / 86_400_000 + 1,
    time: local.toISOString().slice(11, 19),
  };
}

/** `yyyy-MM-ddTHH:mm:ss` in Karachi time without an offset, as in `Created_on` (PROTOCOL.md "Create order", "Dates"). */
export function karachiTimestamp(epochMs: number): string {
  const { year, month, day, time } = karachiParts(epochMs);
  return `${year}-${pad(month, 2)}-${pad(day, 2)}T${time}`;
}

export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
