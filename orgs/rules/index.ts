/** Form rules: one declaration per form kind, shared by the page and the proxy. */
export { rulesFor } from './rules-for.ts';
export { rulesFromFields } from './form-rules.ts';
export type { CheckMode, CheckResult, FormRules, FormValues } from './form-rules.ts';
export { strictCheck } from './strict-check.ts';
export { donationWizardStepRules, type WizardStepRules } from '../kinds/donation-wizard/step-rules.ts';
export { wizardLabels } from '../kinds/donation-wizard/rules.ts';
export { membershipDues, membershipTypeOf, type MembershipDues } from '../kinds/membership-renewal/dues.ts';
export { membershipDetailsRules, membershipLookupRules } from '../kinds/membership-renewal/step-rules.ts';
export { membershipIdDigits, membershipIdShown, membershipTypeOfId } from '../kinds/membership-renewal/rules.ts';
