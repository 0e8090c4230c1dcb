/**
 * An amount as the pages show it to people (the zakat donation summary, a fixed price or fee): the
 * currency code, then the number grouped in thousands, e.g. 'PKR 2,500' or 'USD 19.90'. Fixed to en-US
 * digits so the page and the server agree on the text.
 */
import { asciiDigits } from '../../orgs/ascii-digits.ts';

const DECIMAL = /^\d+(\.\d{1,2})?$/;

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * `amount` is the decimal string as typed (in ASCII, Urdu or Arabic-Indic digits), `currency` an ISO code
 * or ''; '—' until the amount is a valid number.
 */
export function formatAmount(amount: string, currency: string): string {
  const trimmed = asciiDigits(amount).trim();
  if (!DECIMAL.test(trimmed)) return '—';
  const value = Number(trimmed);
  const number = Number.isInteger(value) ? whole.format(value) : cents.format(value);
  return currency ? `${currency} ${number}` : number;
}
