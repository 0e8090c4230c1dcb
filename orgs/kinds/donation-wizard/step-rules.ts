/**
 * Rules of each step of a donation wizard on its own: the page checks step 1 on Next and step 2 on
 * Submit; the proxy checks both at once with `rulesFor(form, translator)`.
 */
import type { Translator } from '../../i18n/translator.ts';
import type { DonationWizardFormDef } from '../../types.ts';
import { rulesFromFields, type FormRules } from '../../rules/form-rules.ts';
import { wizardDetailFields, wizardGiftFields } from './rules.ts';

export interface WizardStepRules {
  /** Step 1: educationType (with a category), currency, amount, donationPurpose. */
  gift: FormRules;
  /** Step 2: the donor's name, email, contact number and, with an address step, the address fields. */
  details: FormRules;
}

/** The rules of each step of `form`, with messages in `translator`'s language; pure, safe in the browser. */
export function donationWizardStepRules(form: DonationWizardFormDef, translator: Translator): WizardStepRules {
  return { gift: rulesFromFields(wizardGiftFields(form, translator)), details: rulesFromFields(wizardDetailFields(form, translator)) };
}
