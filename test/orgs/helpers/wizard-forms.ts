/** The donation wizards of the fixture org files, and complete submissions for any donation wizard. */
import type { DonationWizardFormDef } from '../../../orgs/types.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';

/** The fixture wizards: purposes paying into two accounts, an address step, a category and three purposes. */
export const WIZARD_FIXTURE_IDS = ['wizard-two-accounts', 'wizard-address', 'wizard-category'] as const;
export type WizardFixtureId = (typeof WIZARD_FIXTURE_IDS)[number];

/** The donation wizard of fixture `id` (`test/fixtures/orgs/<id>.yaml`). */
export async function fixtureWizardForm(id: WizardFixtureId): Promise<DonationWizardFormDef> {
  return (await fixtureForm(id, 'donation-wizard')).form;
}

/** A complete step 1 for `form`: its first category, currency, preset and purpose. */
export function giftValues(form: DonationWizardFormDef): Record<string, string> {
  return {
    ...(form.category && { educationType: form.category.options[0]!.value }),
    currency: form.currencies[0]!,
    amount: String(form.presetAmounts[0]),
    donationPurpose: form.purposes[0]!.value,
  };
}

/** A complete step 2 for `form`, with every address field where the form asks the address. */
export function detailValues(form: DonationWizardFormDef): Record<string, string> {
  return {
    firstName: 'Ayesha',
    lastName: 'Khan',
    email: 'ayesha@example.org',
    contactNumber: '0300 1234567',
    ...(form.address && {
      address: 'House 1, Street 2',
      country: form.address.countries[0]!.value,
      province: form.address.provinces[0]!.value,
      zipCode: '75500',
      city: 'Karachi',
    }),
  };
}

/** Both steps at once: what the page sends on Submit. */
export function wizardValues(form: DonationWizardFormDef): Record<string, string> {
  return { ...giftValues(form), ...detailValues(form) };
}
