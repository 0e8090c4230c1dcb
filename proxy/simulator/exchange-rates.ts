/**
 * The simulator's fixed exchange rates: PKR per unit of each foreign currency an org file may offer.
 * Made up, round and stable, so tests can compute what the gateway reports; they follow no market.
 * PayPro converts an order sent with CurrencyAmount, Currency and IsConverted 'true' into PKR at a rate
 * no public integration reads (proxy/paypro/PROTOCOL.md "Create order"); the simulator does the same
 * with these. The one place the rates live.
 */
import { decimalOf, decimalText, multiplyDecimals, roundDecimal } from '../../orgs/money.ts';
import type { CurrencyCode } from '../../orgs/types.ts';

export const PKR_PER_UNIT: Readonly<Record<Exclude<CurrencyCode, 'PKR'>, string>> = {
  USD: '280',
  EUR: '300',
  GBP: '350',
  CAD: '205',
  AUD: '185',
  AED: '76',
  CNY: '39',
  SAR: '75',
};

/** Whether the simulator can convert `currency` (an ISO 4217 code other than PKR). */
export function isConvertible(currency: string): currency is keyof typeof PKR_PER_UNIT {
  return Object.hasOwn(PKR_PER_UNIT, currency);
}

/**
 * `amount` (decimal text) of `currency` in PKR at the fixed rate, rounded half up to the paisa, as
 * decimal text without trailing zeros: ('25', 'USD') -> '7000', ('1250.5', 'USD') -> '350140'.
 * Throws RangeError for a currency without a rate, TypeError for an amount that is not plain decimal text.
 */
export function inPkr(amount: string, currency: string): string {
  if (!isConvertible(currency)) throw new RangeError(`the simulator has no rate for ${currency}`);
  const value = decimalOf(amount);
  if (value === undefined) throw new TypeError(`not a decimal amount: "${amount}"`);
  return decimalText(roundDecimal(multiplyDecimals(value, decimalOf(PKR_PER_UNIT[currency])!), 2));
}
