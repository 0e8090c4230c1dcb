/**
 * Consistency checks of a donation wizard that the JSON Schema cannot express: every purpose's account
 * exists, option values are unique, each default is one of its list, and required address fields come
 * with the address step.
 */
import type { DonationWizardFormDef, Org } from '../types.ts';
import { checkCurrencies } from './currency-checks.ts';
import { childPath, type Finding } from './finding.ts';
import { repeatedValues, unknownAccount } from './shared-checks.ts';

/** A finding at `path` when `value` is set but not in `allowed`. */
function notOneOf(value: string | undefined, allowed: readonly string[], path: string, list: string): Finding[] {
  if (value === undefined || allowed.includes(value)) return [];
  return [{ path, message: `is ${value}, which is not in ${list}; use one of: ${[...new Set(allowed)].join(', ')}` }];
}

/** Findings for option values of the list at `path` that repeat an earlier one. */
function uniqueValues(values: readonly string[], path: string, item: string): Finding[] {
  return repeatedValues(values, (index) => childPath(childPath(path, index), 'value'), item);
}

/** Findings for the form at `path` (e.g. `/forms/0`) of `org`. */
export function checkDonationWizard(form: DonationWizardFormDef, path: string, org: Org): Finding[] {
  const findings: Finding[] = [];
  const purposesPath = childPath(path, 'purposes');
  form.purposes.forEach((purpose, index) => {
    const account = unknownAccount(org, purpose.account, childPath(childPath(purposesPath, index), 'account'));
    if (account) findings.push(account);
  });
  const purposes = form.purposes.map((purpose) => purpose.value);
  findings.push(...uniqueValues(purposes, purposesPath, 'purpose'));
  findings.push(...notOneOf(form.defaultPurpose, purposes, childPath(path, 'defaultPurpose'), 'purposes'));
  findings.push(...checkCurrencies(form, path));
  if (form.category) {
    const categoryPath = childPath(path, 'category');
    const categories = form.category.options.map((option) => option.value);
    findings.push(...uniqueValues(categories, childPath(categoryPath, 'options'), 'category'));
    findings.push(...notOneOf(form.category.default, categories, childPath(categoryPath, 'default'), 'the category options'));
  }
  if (form.address) {
    const addressPath = childPath(path, 'address');
    findings.push(...uniqueValues(form.address.countries.map((option) => option.value), childPath(addressPath, 'countries'), 'country'));
    findings.push(...uniqueValues(form.address.provinces.map((option) => option.value), childPath(addressPath, 'provinces'), 'province'));
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
