/**
 * The fixture orgs that proxy tests use (`test/fixtures/orgs/`, loaded through the real loader), and how
 * to find a form among them by route.
 */
import type { FormDef, Org, StandardGridFormDef } from '../../../orgs/types.ts';
import { fixtureOrgs } from '../../helpers/fixture-orgs.ts';

/**
 * The standard grid fixtures: grid-three-currencies (PKR, USD, AED), grid-payment-type (a paymentType
 * instead of a purpose), grid-five-currencies (GBP and CNY too), grid-phone-required (phone required).
 */
export const TEST_ORG_IDS = ['grid-three-currencies', 'grid-payment-type', 'grid-five-currencies', 'grid-phone-required'] as const;

/** The standard grid fixture orgs of `TEST_ORG_IDS`, in that order. */
export async function testOrgs(): Promise<Org[]> {
  return fixtureOrgs(TEST_ORG_IDS);
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

/** The test orgs plus the membership fixture, whose /membership page is the membership renewal form. */
export async function testOrgsWithMembership(): Promise<Org[]> {
  return [...(await testOrgs()), ...(await fixtureOrgs(['membership']))];
}
