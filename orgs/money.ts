/**
 * Exact amounts, in the one representation the whole code computes with: an integer count of the
 * smallest unit as a bigint, with the number of decimal places it is scaled by (`Decimal`; PKR 2,500.50
 * is `{ units: 250050n, places: 2 }`, i.e. paisa). Amounts travel as decimal text (as the donor typed
 * them, as PayPro's JSON and the ledger carry them) and become a `Decimal` only to be compared, added,
 * multiplied or rounded; never a binary floating-point number (0.1 + 0.2 is not 0.3). bigint rather than
 * a decimal library: it is in Node and every browser the pages support, adds no bytes to a donor's page,
 * and the zakat calculator's fractions, rounded once, need exact integers anyway. Browser-safe.
 */

/** `units` × 10^-`places`; `places` >= 0. */
export interface Decimal {
  readonly units: bigint;
  readonly places: number;
}

/** Nothing: where a sum starts. */
export const ZERO: Decimal = { units: 0n, places: 0 };

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Plain decimal text ('1500', '15508.50', '-0.5') as a `Decimal` keeping its places ('15508.50' has 2);
 * undefined for anything else ('1e3', '1,500', '+5', '.5', ' 5', '').
 */
export function decimalOf(text: string): Decimal | undefined {
  const match = PLAIN.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(whole! + fraction);
  return { units: sign ? -units : units, places: fraction.length };
}

/**
 * What a donor typed, as an exact decimal scaled by 10^places (parseDecimal('12.5', 2) === 1250n), or
 * undefined when it is not one. Accepted: ASCII digits with at most one '.', at most `places` digits
 * after it, at least one digit in all ('5', '5.', '.5'); spaces around it are trimmed; '' (or only
 * spaces) is 0n. Refused: signs ('-5'), exponents ('1e5'), separators ('1,000'), too many decimals
 * ('1.234' with places 2).
 */
export function parseDecimal(text: string, places: number): bigint | undefined {
  const match = /^([0-9]*)(?:\.([0-9]*))?$/.exec(text.trim());
  if (!match) return undefined;
  const whole = match[1]!;
  const fraction = match[2] ?? '';
  if (fraction.length > places || (text.trim() !== '' && whole === '' && fraction === '')) return undefined;
  return BigInt(whole + fraction.padEnd(places, '0'));
}

/** `value` scaled to `places` (>= value.places): the same amount with more decimals. */
function widened(value: Decimal, places: number): bigint {
  return value.units * 10n ** BigInt(places - value.places);
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` ('2500' equals '2500.00'). */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const places = Math.max(a.places, b.places);
  const [left, right] = [widened(a, places), widened(b, places)];
  return left < right ? -1 : left > right ? 1 : 0;
}

/** `a + b`, exactly, with the larger number of places of the two. */
export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const places = Math.max(a.places, b.places);
  return { units: widened(a, places) + widened(b, places), places };
}

/** `a × b`, exactly (places add up). */
export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, places: a.places + b.places };
}

/** `value` rounded to at most `places` decimals, half away from zero (1.005 -> 1.01, -1.005 -> -1.01). */
export function roundDecimal(value: Decimal, places: number): Decimal {
  if (value.places <= places) return value;
  const divisor = 10n ** BigInt(value.places - places);
  const size = value.units < 0n ? -value.units : value.units;
  const rounded = (size + divisor / 2n) / divisor;
  return { units: value.units < 0n ? -rounded : rounded, places };
}

/** `value` as plain decimal text without trailing zeros: '7000', '350140.5', '-1.25', '0'. */
export function decimalText(value: Decimal): string {
  const size = value.units < 0n ? -value.units : value.units;
  const digits = size.toString().padStart(value.places + 1, '0');
  const whole = digits.slice(0, digits.length - value.places);
  const fraction = digits.slice(digits.length - value.places).replace(/0+$/, '');
  return `${value.units < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
