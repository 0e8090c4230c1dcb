/**
 * Rules of each step of the renewal page on its own: the lookup (the page's Get Info and the proxy's
 * lookup) and the details (the page's Submit). The proxy's order check uses `rulesFor(form, translator)`,
 * both at once. Messages are in `translator`'s language.
 */
import type { Translator } from '../../i18n/translator.ts';
import type { MembershipRenewalFormDef } from '../../types.ts';
import { rulesFromFields, type FormRules } from '../../rules/form-rules.ts';
import { membershipDetailsFields, membershipLookupFields } from './rules.ts';

/** Fields membershipType and membershipId. */
export function membershipLookupRules(form: MembershipRenewalFormDef, translator: Translator): FormRules {
  return rulesFromFields(membershipLookupFields(form, translator));
}

/** Fields email and phone. */
export function membershipDetailsRules(translator: Translator): FormRules {
  return rulesFromFields(membershipDetailsFields(translator));
}
