/**
 * Consistency checks of an associates form that the JSON Schema cannot express:
 * the default currency is offered, purpose and country values are unique, and the phone's default
 * country is one the phone input knows.
 */
import { isSupportedCountry } from 'libphonenumber-js/min';
import type { AssociatesFormDef } from '../../types.ts';
import { checkCurrencies } from '../../load/currency-checks.ts';
import { childPath, type Finding } from '../../load/finding.ts';
import { repeatedOptionValues } from '../../load/shared-checks.ts';

/** Findings for the form at `path` (e.g. `/forms/0`). */
export function checkAssociates(form: AssociatesFormDef, path: string): Finding[] {
  const findings = [
    ...checkCurrencies(form, path),
    ...repeatedOptionValues(form.purpose.options, childPath(childPath(path, 'purpose'), 'options'), 'option'),
    ...repeatedOptionValues(form.countries, childPath(path, 'countries'), 'country'),
  ];
  if (!isSupportedCountry(form.phone.defaultCountry)) {
    findings.push({
      path: childPath(childPath(path, 'phone'), 'defaultCountry'),
      message: `is ${form.phone.defaultCountry}, which the phone input does not know; use an ISO 3166-1 alpha-2 code such as PK`,
    });
  }
  return findings;
}
