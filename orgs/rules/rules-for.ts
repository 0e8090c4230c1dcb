/**
 * The rules of any form, by its kind: what the proxy applies to every request. Pages do not import this
 * module (it holds every kind's rules); each page builds its own kind's rules with `rulesFromFields`,
 * so both apply the same declarations while a page's script carries only its own.
 */
import type { FormDef } from '../types.ts';
import { rulesFromFields, type FieldRule, type FormRules } from './form-rules.ts';
import { accountRemovalFields } from './account-removal-rules.ts';
import { associatesFields } from './associates-rules.ts';
import { campaignFormFields } from './campaign-form-rules.ts';
import { courseRegistrationFields } from './course-registration-rules.ts';
import { donationPageFields } from './donation-page-rules.ts';
import { donationWizardFields } from './donation-wizard-rules.ts';
import { fixedAmountFields } from './fixed-amount-rules.ts';
import { membershipRenewalFields } from './membership-renewal-rules.ts';
import { sampleContributionFields } from './sample-contribution-rules.ts';
import { standardGridFields } from './standard-grid-rules.ts';
import { zakatFormFields } from './zakat-form-rules.ts';

/** The field rules a form kind implies. */
function fieldRules(form: FormDef): Record<string, FieldRule> {
  switch (form.kind) {
    case 'standard-grid':
      return standardGridFields(form);
    case 'membership-renewal':
      return membershipRenewalFields(form);
    case 'account-removal':
      return accountRemovalFields();
    case 'sample-contribution':
      return sampleContributionFields(form);
    // The checkout page has no fields: the provider's page takes the card.
    case 'card-checkout':
      return {};
    case 'donation-page':
      return donationPageFields(form);
    case 'zakat-form':
      return zakatFormFields(form);
    case 'campaign-form':
      return campaignFormFields(form);
    case 'donation-wizard':
      return donationWizardFields(form);
    case 'associates':
      return associatesFields(form);
    case 'course-registration':
      return courseRegistrationFields(form);
    case 'fixed-amount':
      return fixedAmountFields();
  }
}

/**
 * Built once per form object: the proxy asks on every request (twice for a post without JavaScript),
 * and building compiles a zod schema per field. Keyed weakly, so a form dropped by its caller (a test's
 * variant) frees its rules; a form must not be changed once its rules are asked for, as org files are
 * loaded once and never changed.
 */
const built = new WeakMap<FormDef, FormRules>();

/** The rules for one form definition from an org file; the same object for the same `form`. */
export function rulesFor(form: FormDef): FormRules {
  let rules = built.get(form);
  if (!rules) {
    rules = rulesFromFields(fieldRules(form));
    built.set(form, rules);
  }
  return rules;
}

