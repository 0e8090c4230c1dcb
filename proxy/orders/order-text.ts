/**
 * Text shaping for the order fields PayPro stores with limited length. The legacy field table
 * (PROTOCOL.md "Legacy create order") gives CustomerName String(32) and CustomerAddress String(64); the v2 collection
 * (PROTOCOL.md "Create order") states no limits, so the legacy ones are the safe reading.
 */

/** Longest CustomerName sent, in characters (PROTOCOL.md "Legacy create order"). */
export const CUSTOMER_NAME_MAX = 32;
/** Longest CustomerAddress sent, in characters (PROTOCOL.md "Legacy create order"). */
export const CUSTOMER_ADDRESS_MAX = 64;

/**
 * Cuts `text` to at most `max` characters (Unicode code points, so no surrogate pair is split) and
 * drops the whitespace the cut leaves at the end. These fields only label the invoice for the donor,
 * so a shortened name is better than an order the gateway refuses.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

/**
 * An amount as PayPro expects it (PROTOCOL.md "Create order": a decimal string, decimal(18,2)) from an amount that
 * the form rules accepted (digits, at most two decimals): leading zeros and trailing fractional zeros
 * go, e.g. '02500' -> '2500', '2500.50' -> '2500.5', '2500.00' -> '2500', '0.5' stays.
 */
export function normaliseAmount(amount: string): string {
  const [whole = '', fraction = ''] = amount.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  return decimals === '' ? integer : `${integer}.${decimals}`;
}
