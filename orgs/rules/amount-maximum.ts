/**
 * The largest amount a donor may type. Every form where the donor types the amount has one: the org
 * file's `maxAmount` for the form, else `DEFAULT_MAX_AMOUNT`. It is a number in major units of whichever
 * currency the donor chose (e.g. 10000000 reads as PKR 10,000,000 or USD 10,000,000), checked as the
 * donor types, on submit and by the proxy; it stops a mistyped or tampered amount from becoming an order.
 */

/** The maximum when the org file gives none: 10,000,000 major units of the chosen currency. */
export const DEFAULT_MAX_AMOUNT = 10_000_000;

/** The largest amount `form` accepts, in major units: its own `maxAmount`, else `DEFAULT_MAX_AMOUNT`. */
export function maxAmountOf(form: { maxAmount?: number }): number {
  return form.maxAmount ?? DEFAULT_MAX_AMOUNT;
}
