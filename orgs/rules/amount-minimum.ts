/**
 * The smallest amount per currency of the donation pages and zakat forms (spec sections 5 and 9:
 * PKR 500, USD 5; other currencies have none unless the org file gives one). The amount's check reads
 * the chosen currency, so it is an across rule (see `form-rules.ts`).
 */
import type { AmountMinimumDef } from '../types.ts';
import type { AcrossRule, FormValues } from './form-rules.ts';
import { messages } from './messages.ts';

/** The minimum for `currency` (an ISO code such as 'PKR'), or undefined when it has none. */
export function minimumFor(minimums: readonly AmountMinimumDef[], currency: string): AmountMinimumDef | undefined {
  return minimums.find((minimum) => minimum.currency === currency);
}

/**
 * The message when `values.amount` (a checked decimal string in major units) is below the minimum of
 * `values.currency`, e.g. 'Amount must be at least 500 PKR.'; undefined when it is not.
 */
export function belowMinimum(minimums: readonly AmountMinimumDef[], values: FormValues): string | undefined {
  const minimum = minimumFor(minimums, values.currency ?? '');
  if (!minimum || Number(values.amount) >= minimum.amount) return undefined;
  return messages.amountBelowMinimum(minimum.currency, String(minimum.amount));
}

/**
 * The amount's across rule: always checked live; on submit too when `onSubmit` (the donation pages),
 * not on the zakat forms, whose submit check only asks for an amount (spec section 5).
 */
export function amountMinimumRule(minimums: readonly AmountMinimumDef[], onSubmit: boolean): AcrossRule {
  const check = (values: FormValues) => belowMinimum(minimums, values);
  return onSubmit ? { reads: ['currency'], live: check, submit: check } : { reads: ['currency'], live: check };
}
