/**
 * The donation wizards of the repository's own org files and of the fixture org files, and complete
 * submissions for them.
 */
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { DonationWizardFormDef, Org } from '../../../orgs/types.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';

/** The fixture wizards: purposes paying into two accounts, an address step, a category and three purposes. */
export const WIZARD_FIXTURE_IDS = ['wizard-two-accounts', 'wizard-address', 'wizard-category'] as const;
export type WizardFixtureId = (typeof WIZARD_FIXTURE_IDS)[number];

/** The donation wizard of fixture `id` (`test/fixtures/orgs/<id>.yaml`). */
export async function fixtureWizardForm(id: WizardFixtureId): Promise<DonationWizardFormDef> {
  return (await fixtureForm(id, 'donation-wizard')).form;
}

/** The org ids whose form is a donation wizard: the secure wizard, the address form and the widget. */
export const WIZARD_ORG_IDS = ['akbar-kare', 'scbw-foundation', 'smile-foundation'] as const;
export type WizardOrgId = (typeof WIZARD_ORG_IDS)[number];

/** The org file `orgId`, loaded through the real loader on its own. */
export async function realWizardOrg(orgId: WizardOrgId): Promise<Org> {
  const [loaded] = await loadOrgs(undefined, { only: orgId });
  if (!loaded) throw new Error(`orgs/${orgId}.yaml did not load`);
  return loaded.org;
}

/** The donation wizard of `orgId`; throws when its org file has none. */
export async function realWizardForm(orgId: WizardOrgId): Promise<DonationWizardFormDef> {
  const form = (await realWizardOrg(orgId)).forms.find((candidate) => candidate.kind === 'donation-wizard');
  if (!form) throw new Error(`orgs/${orgId}.yaml has no donation wizard`);
  return form;
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
