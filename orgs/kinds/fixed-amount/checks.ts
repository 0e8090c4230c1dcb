/** Consistency checks of a fixed-amount billing form that the JSON Schema cannot express: account and price. */
import type { FixedAmountFormDef } from '../../types.ts';
import { childPath, type Finding } from '../../load/finding.ts';
import { checkFixedPrice } from '../../load/fixed-price-checks.ts';

/** Findings for the form at `path` (e.g. `/forms/0`). */
export function checkFixedAmount(form: FixedAmountFormDef, path: string): Finding[] {
  return [...checkFixedPrice(form.price, childPath(path, 'price'))];
}
