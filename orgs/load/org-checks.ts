/**
 * Consistency checks of one schema-valid org file that the JSON Schema cannot express: the id matches
 * the file name, every account a form names is in `accounts`, and each form's own checks (by form
 * kind). Logo files are checked against the disk. And the warnings of a valid file.
 */
import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { kindOf } from '../kinds.ts';
import type { Org } from '../types.ts';
import { childPath, type Finding } from './finding.ts';
import { placeholderHosts } from './placeholder-checks.ts';
import { receiptsFindings, receiptsWarnings } from './receipts-checks.ts';
import { unknownAccounts } from './shared-checks.ts';

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
  const findings: Finding[] = receiptsFindings(org);
  if (org.id !== fileId) {
    findings.push({
      path: '/id',
      message: `is '${org.id}' but the file is ${fileId}.yaml; the id must equal the file name (rename one of them)`,
    });
  }
  for (const [index, form] of org.forms.entries()) {
    const path = childPath('/forms', index);
    const kind = kindOf(form);
    findings.push(...unknownAccounts(org, form, path, kind.accounts(form)), ...kind.checks(form, path, org));
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

/**
 * The warnings of a valid `org` at `now`: accounts no form pays into, placeholder addresses
 * (`placeholder-checks.ts`) and each form kind's own (e.g. dues of a year that has ended).
 */
export function orgWarnings(org: Org, now: Date): Finding[] {
  const kinds = org.forms.flatMap((form, index) => kindOf(form).warnings?.(form, childPath('/forms', index), now) ?? []);
  return [...unusedAccounts(org), ...placeholderHosts(org), ...receiptsWarnings(org, now), ...kinds];
}

/**
 * Warnings for accounts no form of `org` pays into: allowed (an account may be kept for a form to come),
 * but an operator would otherwise set up credentials nothing uses, or miss a form that names the wrong
 * key. Reported at the account's key.
 */
function unusedAccounts(org: Org): Finding[] {
  const used = new Set(org.forms.flatMap((form) => kindOf(form).accounts(form)));
  return Object.keys(org.accounts)
    .filter((key) => !used.has(key))
    .map((key) => ({
      path: childPath('/accounts', key),
      message: `is an account no form pays into; remove it, or name it in a form (no credentials are needed for it meanwhile)`,
    }));
}
