/**
 * The repository's own org files that proxy tests use, loaded through the real loader one by one, so
 * a mistake in an unrelated org file does not fail these tests.
 */
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { FormDef, Org, StandardGridFormDef } from '../../../orgs/types.ts';

/** jhrtrust (PKR, USD, AED), ipchih (paymentType), khubaib-foundation (GBP, CNY), njv-school (phone required). */
export const TEST_ORG_IDS = ['jhrtrust', 'ipchih', 'khubaib-foundation', 'njv-school'] as const;

export async function testOrgs(): Promise<Org[]> {
  const loaded = await Promise.all(TEST_ORG_IDS.map((only) => loadOrgs(undefined, { only })));
  return loaded.flat().map(({ org }) => org);
}

/** The form at `route` among `orgs`; throws when there is none, so a renamed route fails loudly. */
export function formAt(orgs: Org[], route: string): { org: Org; form: FormDef } {
  for (const org of orgs) {
    const form = org.forms.find((candidate) => candidate.route === route);
    if (form) return { org, form };
  }
  throw new Error(`no test org has a form at ${route}`);
}

/** The standard grid form at `route` among `orgs`; throws when there is none. */
export function gridFormAt(orgs: Org[], route: string): StandardGridFormDef {
  const { form } = formAt(orgs, route);
  if (form.kind !== 'standard-grid') throw new Error(`${route} is not a standard grid form`);
  return form;
}

/** The test orgs plus scci, whose /scci page is the membership renewal form. */
export async function testOrgsWithMembership(): Promise<Org[]> {
  const [scci] = await loadOrgs(undefined, { only: 'scci' });
  return [...(await testOrgs()), scci!.org];
}
