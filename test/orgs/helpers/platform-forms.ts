/**
 * The three forms of the platform-pages fixture (or, for the tests of the real file, of orgs/platform.yaml),
 * loaded through the real loader, by kind.
 */
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import { fixtureOrg } from '../../helpers/fixture-orgs.ts';
import type { AccountRemovalFormDef, CardCheckoutFormDef, Org, SampleContributionFormDef } from '../../../orgs/types.ts';

export interface PlatformForms {
  org: Org;
  removal: AccountRemovalFormDef;
  sample: SampleContributionFormDef;
  checkout: CardCheckoutFormDef;
}

/**
 * The forms of the platform-pages fixture, or with `'real'` of orgs/platform.yaml; throws when the file
 * lacks one of the three kinds, so a renamed kind fails loudly.
 */
export async function platformForms(source: 'fixture' | 'real' = 'fixture'): Promise<PlatformForms> {
  const org = source === 'real' ? (await loadOrgs(undefined, { only: 'platform' }))[0]!.org : await fixtureOrg('platform-pages');
  const find = <K extends string>(kind: K) => {
    const form = org.forms.find((candidate) => candidate.kind === kind);
    if (!form) throw new Error(`${org.id} has no ${kind} form`);
    return form;
  };
  return {
    org,
    removal: find('account-removal') as AccountRemovalFormDef,
    sample: find('sample-contribution') as SampleContributionFormDef,
    checkout: find('card-checkout') as CardCheckoutFormDef,
  };
}
