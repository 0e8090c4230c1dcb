/**
 * Consistency checks of a donation-type and campaign form that the JSON Schema cannot express: each
 * donation type's account exists, option values are unique in both lists, the currencies agree.
 */
import type { CampaignFormDef, Org } from '../types.ts';
import { checkCurrencies } from './currency-checks.ts';
import { childPath, type Finding } from './finding.ts';
import { repeatedValues, unknownAccount } from './shared-checks.ts';

/** Findings for the form at `path` (e.g. `/forms/0`) of `org`. */
export function checkCampaignForm(form: CampaignFormDef, path: string, org: Org): Finding[] {
  const findings: Finding[] = [];
  const typesPath = childPath(childPath(path, 'donationType'), 'options');
  form.donationType.options.forEach((option, index) => {
    const account = unknownAccount(org, option.account, childPath(childPath(typesPath, index), 'account'));
    if (account) findings.push(account);
  });
  for (const list of ['donationType', 'campaign'] as const) {
    const optionsPath = childPath(childPath(path, list), 'options');
    const values = form[list].options.map((option) => option.value);
    findings.push(...repeatedValues(values, (index) => childPath(childPath(optionsPath, index), 'value'), 'option'));
  }
  findings.push(...checkCurrencies(form, path));
  return findings;
}
