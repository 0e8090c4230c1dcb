/**
 * Consistency checks of a donation-type and campaign form that the JSON Schema cannot express: each
 * donation type's account exists, option values are unique in both lists, the currencies agree.
 */
import type { CampaignFormDef, Org } from '../../types.ts';
import { checkCurrencies } from '../../load/currency-checks.ts';
import { childPath, type Finding } from '../../load/finding.ts';
import { repeatedOptionValues, unknownItemAccounts } from '../../load/shared-checks.ts';

/** Findings for the form at `path` (e.g. `/forms/0`) of `org`. */
export function checkCampaignForm(form: CampaignFormDef, path: string, org: Org): Finding[] {
  const optionsPath = (list: 'donationType' | 'campaign') => childPath(childPath(path, list), 'options');
  return [
    ...unknownItemAccounts(org, form.donationType.options, optionsPath('donationType')),
    ...repeatedOptionValues(form.donationType.options, optionsPath('donationType'), 'option'),
    ...repeatedOptionValues(form.campaign.options, optionsPath('campaign'), 'option'),
    ...checkCurrencies(form, path),
  ];
}
