/** Consistency checks of a fixed-amount billing form that the JSON Schema cannot express: account and price. */
import type { FixedAmountFormDef, Org } from '../../types.ts';
import { childPath, type Finding } from '../../load/finding.ts';
import { checkFixedPrice } from '../../load/fixed-price-checks.ts';
import { unknownAccount } from '../../load/shared-checks.ts';

/** Findings for the form at `path` (e.g. `/forms/0`) of `org`. */
export function checkFixedAmount(form: FixedAmountFormDef, path: string, org: Org): Finding[] {
  return [...unknownAccount(org, form.account, childPath(path, 'account')), ...checkFixedPrice(form.price, childPath(path, 'price'))];
}
