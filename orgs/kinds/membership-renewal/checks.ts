/**
 * Consistency checks of a membership renewal page that the JSON Schema cannot express: each type's
 * account exists, type values are unique, no ID letter belongs to two types, and the dues year ends on
 * a real day; and the warning once that day is past.
 */
import { karachiDay } from '../../karachi-time.ts';
import type { MembershipRenewalFormDef } from '../../types.ts';
import { childPath, type Finding } from '../../load/finding.ts';
import { repeatedOptionValues } from '../../load/shared-checks.ts';

const DAY = 'yyyy-MM-dd';

/** Findings for the form at `path` (e.g. `/forms/0`) of `org`. */
export function checkMembershipRenewal(form: MembershipRenewalFormDef, path: string): Finding[] {
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
  if (!karachiDay(form.duesYear.validUntil, DAY)) {
    findings.push({
      path: childPath(childPath(path, 'duesYear'), 'validUntil'),
      message: `is ${form.duesYear.validUntil}, not a day of the calendar; write the last day the fees apply as YYYY-MM-DD`,
    });
  }
  return findings;
}

/**
 * A warning, at `duesYear/validUntil`, once `now` is past the end of that day in Pakistan: the page
 * would still ask members for the dues of a year that has ended. None while the day is to come, or is
 * not a real day (a problem `checkMembershipRenewal` reports).
 */
export function staleDuesYear(form: MembershipRenewalFormDef, path: string, now: Date): Finding[] {
  const { label, validUntil } = form.duesYear;
  const end = karachiDay(validUntil, DAY, 'end');
  if (!end || now <= end) return [];
  return [
    {
      path: childPath(childPath(path, 'duesYear'), 'validUntil'),
      message:
        `is ${validUntil}, which has passed: the page still asks for the dues of the year ${label}; write the ` +
        "current year's label, its last day and the fees once the organisation has confirmed them",
    },
  ];
}
