/**
 * Consistency checks of one schema-valid org file that the JSON Schema cannot express: the id matches
 * the file name, and each form's own checks (by form kind). Logo files are checked against the disk.
 */
import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FormDef, Org } from '../types.ts';
import { checkAssociates } from './associates-checks.ts';
import { checkCampaignForm } from './campaign-form-checks.ts';
import { checkCourseRegistration } from './course-registration-checks.ts';
import { checkDonationPage } from './donation-page-checks.ts';
import { childPath, type Finding } from './finding.ts';
import { checkDonationWizard } from './donation-wizard-checks.ts';
import { checkFixedAmount } from './fixed-amount-checks.ts';
import { checkMembershipRenewal } from './membership-renewal-checks.ts';
import { checkStandardGrid } from './standard-grid-checks.ts';
import { checkZakatForm } from './zakat-form-checks.ts';

function checkForm(form: FormDef, path: string, org: Org): Finding[] {
  switch (form.kind) {
    case 'standard-grid':
      return checkStandardGrid(form, path, org);
    case 'membership-renewal':
      return checkMembershipRenewal(form, path, org);
    case 'donation-page':
      return checkDonationPage(form, path, org);
    case 'zakat-form':
      return checkZakatForm(form, path, org);
    case 'campaign-form':
      return checkCampaignForm(form, path, org);
    case 'donation-wizard':
      return checkDonationWizard(form, path, org);
    case 'associates':
      return checkAssociates(form, path, org);
    case 'course-registration':
      return checkCourseRegistration(form, path, org);
    case 'fixed-amount':
      return checkFixedAmount(form, path, org);
    // No account, and nothing the schema leaves open (the sample form's amounts are unique by schema).
    case 'account-removal':
    case 'sample-contribution':
    case 'card-checkout':
      return [];
  }
}

/** Whether the file exists (any error, e.g. no permission, counts as missing). */
async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/**
 * Findings for `org`, read from the file `<fileId>.yaml` in `orgsDir` (absolute or relative to the
 * working directory; logo paths are relative to it).
 */
export async function checkOrg(org: Org, fileId: string, orgsDir: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  if (org.id !== fileId) {
    findings.push({
      path: '/id',
      message: `is '${org.id}' but the file is ${fileId}.yaml; the id must equal the file name (rename one of them)`,
    });
  }
  for (const [index, form] of org.forms.entries()) {
    const path = childPath('/forms', index);
    findings.push(...checkForm(form, path, org));
    // Any form kind may carry a logo; its file must ship with the org files.
    if ('logo' in form && form.logo && !(await exists(resolve(orgsDir, form.logo.src)))) {
      findings.push({
        path: childPath(childPath(path, 'logo'), 'src'),
        message: `names ${form.logo.src}, which does not exist in the orgs folder; add the file or fix the path`,
      });
    }
  }
  return findings;
}
