/** Consistency checks of a standard grid form that the JSON Schema cannot express. */
import type { Org, StandardGridFormDef } from '../types.ts';
import { childPath, type Finding } from './finding.ts';

/** Findings for the form at `path` (e.g. `/forms/0`) of `org`. */
export function checkStandardGrid(form: StandardGridFormDef, path: string, org: Org): Finding[] {
  const findings: Finding[] = [];
  if (!Object.hasOwn(org.accounts, form.account)) {
    findings.push({
      path: childPath(path, 'account'),
      message: `names account '${form.account}', which is not in accounts; use one of: ${Object.keys(org.accounts).join(', ')}`,
    });
  }
  if (form.defaultCurrency !== undefined && !form.currencies.includes(form.defaultCurrency)) {
    findings.push({
      path: childPath(path, 'defaultCurrency'),
      message: `is ${form.defaultCurrency}, which is not in currencies; use one of: ${form.currencies.join(', ')}`,
    });
  }
  const optionsPath = childPath(childPath(path, 'purpose'), 'options');
  const seen = new Map<string, number>();
  form.purpose.options.forEach((option, index) => {
    const first = seen.get(option.value);
    if (first === undefined) seen.set(option.value, index);
    else
      findings.push({
        path: childPath(childPath(optionsPath, index), 'value'),
        message: `repeats the value '${option.value}' of option ${first}; option values must be unique`,
      });
  });
  return findings;
}
