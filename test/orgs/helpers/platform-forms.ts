/** The three forms of orgs/platform.yaml, loaded through the real loader, by kind. */
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { AccountRemovalFormDef, CardCheckoutFormDef, Org, SampleContributionFormDef } from '../../../orgs/types.ts';

export interface PlatformForms {
  org: Org;
  removal: AccountRemovalFormDef;
  sample: SampleContributionFormDef;
  checkout: CardCheckoutFormDef;
}

/** Throws when platform.yaml lacks one of the three kinds, so a renamed kind fails loudly. */
export async function platformForms(): Promise<PlatformForms> {
  const [platform] = await loadOrgs(undefined, { only: 'platform' });
  const org = platform!.org;
  const find = <K extends string>(kind: K) => {
    const form = org.forms.find((candidate) => candidate.kind === kind);
    if (!form) throw new Error(`orgs/platform.yaml has no ${kind} form`);
    return form;
  };
  return {
    org,
    removal: find('account-removal') as AccountRemovalFormDef,
    sample: find('sample-contribution') as SampleContributionFormDef,
    checkout: find('card-checkout') as CardCheckoutFormDef,
  };
}
