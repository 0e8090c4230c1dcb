/** Consistency checks of a donation page that the JSON Schema cannot express. */
import type { DonationPageFormDef, Org } from '../../types.ts';
import { checkCurrencies } from '../../load/currency-checks.ts';
import { childPath, type Finding } from '../../load/finding.ts';
import { unknownAccount } from '../../load/shared-checks.ts';

/** Findings for the form at `path` (e.g. `/forms/0`) of `org`: its account exists, its currencies agree. */
export function checkDonationPage(form: DonationPageFormDef, path: string, org: Org): Finding[] {
  return [...unknownAccount(org, form.account, childPath(path, 'account')), ...checkCurrencies(form, path)];
}
