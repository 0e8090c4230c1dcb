/** Consistency checks of a standard grid form that the JSON Schema cannot express. */
import type { Org, StandardGridFormDef } from '../../types.ts';
import { checkCurrencies } from '../../load/currency-checks.ts';
import { childPath, type Finding } from '../../load/finding.ts';
import { repeatedOptionValues, unknownAccount } from '../../load/shared-checks.ts';

/**
 * Findings for the form at `path` (e.g. `/forms/0`) of `org`: the account exists, the default currency
 * is offered, purpose values are unique.
 */
export function checkStandardGrid(form: StandardGridFormDef, path: string, org: Org): Finding[] {
  return [
    ...unknownAccount(org, form.account, childPath(path, 'account')),
    ...checkCurrencies(form, path),
    ...repeatedOptionValues(form.purpose.options, childPath(childPath(path, 'purpose'), 'options'), 'option'),
  ];
}
