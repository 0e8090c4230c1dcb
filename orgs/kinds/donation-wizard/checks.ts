/**
 * Consistency checks of a donation wizard that the JSON Schema cannot express: every purpose's account
 * exists, option values are unique, each default is one of its list, and required address fields come
 * with the address step.
 */
import type { DonationWizardFormDef } from '../../types.ts';
import { checkCurrencies } from '../../load/currency-checks.ts';
import { childPath, type Finding } from '../../load/finding.ts';
import { repeatedOptionValues } from '../../load/shared-checks.ts';

/** A finding at `path` when `value` is set but not in `allowed`. */
function notOneOf(value: string | undefined, allowed: readonly string[], path: string, list: string): Finding[] {
  if (value === undefined || allowed.includes(value)) return [];
  return [{ path, message: `is ${value}, which is not in ${list}; use one of: ${[...new Set(allowed)].join(', ')}` }];
}

/** Findings for the form at `path` (e.g. `/forms/0`). */
export function checkDonationWizard(form: DonationWizardFormDef, path: string): Finding[] {
  const purposesPath = childPath(path, 'purposes');
  const purposes = form.purposes.map((purpose) => purpose.value);
  const findings = [
    ...repeatedOptionValues(form.purposes, purposesPath, 'purpose'),
    ...notOneOf(form.defaultPurpose, purposes, childPath(path, 'defaultPurpose'), 'purposes'),
    ...checkCurrencies(form, path),
  ];
  if (form.category) {
    const categoryPath = childPath(path, 'category');
    const categories = form.category.options.map((option) => option.value);
    findings.push(...repeatedOptionValues(form.category.options, childPath(categoryPath, 'options'), 'category'));
    findings.push(...notOneOf(form.category.default, categories, childPath(categoryPath, 'default'), 'the category options'));
  }
  if (form.address) {
    const addressPath = childPath(path, 'address');
    findings.push(...repeatedOptionValues(form.address.countries, childPath(addressPath, 'countries'), 'country'));
    findings.push(...repeatedOptionValues(form.address.provinces, childPath(addressPath, 'provinces'), 'province'));
  } else {
    (form.requiredDetails ?? []).forEach((field, index) => {
      if (field === 'contactNumber') return;
      findings.push({
        path: childPath(childPath(path, 'requiredDetails'), index),
        message: `is ${field}, a field of the address step, which this form does not have; add address or remove ${field}`,
      });
    });
  }
  return findings;
}
