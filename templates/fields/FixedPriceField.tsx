/**
 * The amount of a form whose price the org file fixes (a course fee, a billing amount), shown read-only
 * as e.g. 'PKR 17,000'. The server charges the org file's price whatever the page sends (the README's decisions).
 */
import type { FixedPriceDef } from '../../orgs/types.ts';
import { formatAmount } from './format-amount.ts';
import { ReadOnlyField } from './ReadOnlyField.tsx';

/** The read-only field `amount`, labelled `label`, showing `price`. */
export function FixedPriceField({ label, price }: { label: string; price: FixedPriceDef }) {
  return <ReadOnlyField name="amount" label={label} value={formatAmount(String(price.amount), price.currency)} />;
}
