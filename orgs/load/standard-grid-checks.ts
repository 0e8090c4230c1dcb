/** Consistency checks of a standard grid form that the JSON Schema cannot express. */
import type { Org, StandardGridFormDef } from '../types.ts';
import { childPath, type Finding } from './finding.ts';
import { repeatedValues, unknownAccount } from './shared-checks.ts';

/** Findings for the form at `path` (e.g. `/forms/0`) of `org`. */
export function checkStandardGrid(form: StandardGridFormDef, path: string, org: Org): Finding[] {
  const findings: Finding[] = [];
  const account = unknownAccount(org, form.account, childPath(path, 'account'));
  if (account) findings.push(account);
  if (form.defaultCurrency !== undefined && !form.currencies.includes(form.defaultCurrency)) {
    findings.push({
      path: childPath(path, 'defaultCurrency'),
      message: `is ${form.defaultCurrency}, which is not in currencies; use one of: ${form.currencies.join(', ')}`,
    });
  }
  const optionsPath = childPath(childPath(path, 'purpose'), 'options');
  const values = form.purpose.options.map((option) => option.value);
  findings.push(...repeatedValues(values, (index) => childPath(childPath(optionsPath, index), 'value'), 'option'));
  return findings;
}
