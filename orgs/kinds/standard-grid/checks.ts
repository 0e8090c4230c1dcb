/** Consistency checks of a standard grid form that the JSON Schema cannot express. */
import type { StandardGridFormDef } from '../../types.ts';
import { checkCurrencies } from '../../load/currency-checks.ts';
import { childPath, type Finding } from '../../load/finding.ts';
import { repeatedOptionValues } from '../../load/shared-checks.ts';

/**
 * Findings for the form at `path` (e.g. `/forms/0`): the default currency
 * is offered, purpose values are unique.
 */
export function checkStandardGrid(form: StandardGridFormDef, path: string): Finding[] {
  return [
    ...checkCurrencies(form, path),
    ...repeatedOptionValues(form.purpose.options, childPath(childPath(path, 'purpose'), 'options'), 'option'),
  ];
}
