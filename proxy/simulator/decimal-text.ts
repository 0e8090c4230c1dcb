/**
 * Exact sums of amounts written as decimal text, so the simulator's paid amounts are what a test
 * expects to the last paisa (binary floating point would turn 0.1 + 0.2 into 0.30000000000000004).
 */

/** An amount change such as '7', '-100' or '0.5': an optional minus, digits, at most 2 decimals. */
export const SIGNED_DECIMAL = /^-?\d{1,16}(\.\d{1,2})?$/;

/**
 * `a + b` for decimal texts matching /^-?\d+(\.\d+)?$/, without trailing zeros:
 * ('1500', '7') -> '1507', ('199.50', '-0.5') -> '199', ('1', '-2.25') -> '-1.25'.
 * Throws TypeError for any other text.
 */
export function addDecimals(a: string, b: string): string {
  const places = Math.max(fractionLength(a), fractionLength(b));
  const sum = scaled(a, places) + scaled(b, places);
  const digits = (sum < 0n ? -sum : sum).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '');
  return `${sum < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function fractionLength(text: string): number {
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new TypeError(`not a decimal amount: "${text}"`);
  return text.split('.')[1]?.length ?? 0;
}

/** `text` times 10^places, as an integer. */
function scaled(text: string, places: number): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole + fraction.padEnd(places, '0'));
  return negative ? -value : value;
}
