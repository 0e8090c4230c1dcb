/**
 * Consistency checks of a membership renewal page that the JSON Schema cannot express: each type's
 * account exists, type values are unique, no ID letter belongs to two types, and the org has the
 * contact address the not-found message names.
 */
import type { MembershipRenewalFormDef, Org } from '../../types.ts';
import { childPath, type Finding } from '../../load/finding.ts';
import { repeatedOptionValues } from '../../load/shared-checks.ts';

/** Findings for the form at `path` (e.g. `/forms/0`) of `org`. */
export function checkMembershipRenewal(form: MembershipRenewalFormDef, path: string, org: Org): Finding[] {
  const typesPath = childPath(path, 'membershipTypes');
  const findings = [...repeatedOptionValues(form.membershipTypes, typesPath, 'membership type')];
  const owners = new Map<string, number>();
  for (const [index, type] of form.membershipTypes.entries()) {
    for (const [letterIndex, letter] of type.idLetters.entries()) {
      const owner = owners.get(letter);
      if (owner === undefined) owners.set(letter, index);
      if (owner === undefined || owner === index) continue;
      findings.push({
        path: childPath(childPath(childPath(typesPath, index), 'idLetters'), letterIndex),
        message: `is ${letter}, already a letter of membership type ${form.membershipTypes[owner]!.value}; each letter belongs to one type`,
      });
    }
  }
  if (org.contactEmail === undefined) {
    findings.push({
      path: childPath(path, 'kind'),
      message: "is membership-renewal, whose not-found message names the org's contactEmail; add contactEmail to the org",
    });
  }
  return findings;
}
