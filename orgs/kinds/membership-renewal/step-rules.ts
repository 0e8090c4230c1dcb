/**
 * Rules of each step of the renewal page on its own: the lookup (the page's Get Info and the proxy's
 * lookup) and the details (the page's Submit). The proxy's order check uses `rulesFor(form)`, both at once.
 */
import type { MembershipRenewalFormDef } from '../../types.ts';
import { rulesFromFields, type FormRules } from '../../rules/form-rules.ts';
import { membershipDetailsFields, membershipLookupFields } from './rules.ts';

/** Fields membershipType and membershipId. */
export function membershipLookupRules(form: MembershipRenewalFormDef): FormRules {
  return rulesFromFields(membershipLookupFields(form));
}

/** Fields email and phone. */
export function membershipDetailsRules(): FormRules {
  return rulesFromFields(membershipDetailsFields());
}
