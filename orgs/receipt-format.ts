/**
 * An amount and a payment time as a receipt shows them, e.g. 'PKR 2,500' and
 * '12 May 2025 at 14:03 GMT+5' in British English (the default `locale`), or in a page's own language
 * ('ur-PK': '12 مئی، 2025 کو 02:03 PM GMT +5'); Western digits in both, as Pakistani bank and wallet
 * screens write them, so the page and the proxy's status page write the same text.
 */

/** The locale of receipts in English pages. */
export const RECEIPT_LOCALE = 'en-GB';

/**
 * `amount` is exact decimal text in major units ('2500', '25.5', '25.50'), `currency` ISO 4217. The
 * number is formatted from the text itself, not from a float, so no digit is lost or rounded; a
 * fraction gets at least two digits ('25.5' -> 'USD 25.50'). A currency Intl does not know is written
 * before the grouped number as it is.
 */
export function formatMoney(amount: string, currency: string, locale: string = RECEIPT_LOCALE): string {
  const fraction = amount.split('.')[1]?.length ?? 0;
  const digits = fraction === 0 ? 0 : Math.min(Math.max(fraction, 2), 20);
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  // Intl formats decimal strings exactly (Intl.NumberFormat v3); older engines go through a number,
  // exact for every amount a form accepts.
  const exact = amount as unknown as number;
  try {
    return new Intl.NumberFormat(locale, { ...options, style: 'currency', currency, currencyDisplay: 'code' })
      .format(exact)
      .replace(/\u00a0/g, ' ');
  } catch {
    return `${currency} ${new Intl.NumberFormat(locale, options).format(exact)}`;
  }
}

/**
 * `iso` (ISO 8601, e.g. '2025-05-12T09:03:00Z') as a day and a time with its zone, in `timeZone` (IANA,
 * e.g. 'Asia/Karachi'; absent: the reader's own zone), written for `locale`. Undefined when `iso` is not
 * a time.
 */
export function formatPaidAt(iso: string, timeZone?: string, locale: string = RECEIPT_LOCALE): string | undefined {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
  return format.format(time).replace(/\u202f|\u00a0/g, ' ');
}
