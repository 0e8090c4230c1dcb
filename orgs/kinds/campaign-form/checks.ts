/**
 * Consistency checks of a donation-type and campaign form that the JSON Schema cannot express: each
 * donation type's account exists, option values are unique in both lists, the currencies agree.
 */
import type { CampaignFormDef } from '../../types.ts';
import { checkCurrencies } from '../../load/currency-checks.ts';
import { childPath, type Finding } from '../../load/finding.ts';
import { repeatedOptionValues } from '../../load/shared-checks.ts';

/** Findings for the form at `path` (e.g. `/forms/0`). */
export function checkCampaignForm(form: CampaignFormDef, path: string): Finding[] {
  const optionsPath = (list: 'donationType' | 'campaign') => childPath(childPath(path, list), 'options');
  return [
    ...repeatedOptionValues(form.donationType.options, optionsPath('donationType'), 'option'),
    ...repeatedOptionValues(form.campaign.options, optionsPath('campaign'), 'option'),
    ...checkCurrencies(form, path),
  ];
}
