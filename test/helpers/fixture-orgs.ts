/**
 * The fixture org files of `test/fixtures/orgs/`, each named for the scenario it serves (a grid in three
 * currencies, a payment type instead of a purpose, a required phone, a membership renewal, ...), loaded
 * through the real loader. Behaviour tests use these instead of the charities' own files in `orgs/`, so
 * that editing a charity's purposes, currencies or routes breaks no behaviour test.
 */
import { fileURLToPath } from 'node:url';
import type { FormKind, FormOf } from '../../orgs/kinds.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { LoadedOrg, MembershipRenewalFormDef, Org, StandardGridFormDef } from '../../orgs/types.ts';

/** The folder of the fixture org files (absolute); pass it where a command or function takes an orgs folder. */
export const fixtureOrgsDir = fileURLToPath(new URL('../fixtures/orgs/', import.meta.url));

/** The fixture org `id` (`test/fixtures/orgs/<id>.yaml`), loaded alone through the real loader. */
export async function fixtureOrg(id: string): Promise<Org> {
  return (await loadedFixtureOrg(id)).org;
}

/** The fixture org `id` as the loader returns it (file name and warnings too). */
export async function loadedFixtureOrg(id: string): Promise<LoadedOrg> {
  const [loaded] = await loadOrgs(fixtureOrgsDir, { only: id });
  if (!loaded) throw new Error(`no fixture org ${id}`);
  return loaded;
}

/** The fixture orgs `ids`, in that order, each loaded alone; without `ids`, every fixture file (checked together). */
export async function fixtureOrgs(ids?: readonly string[]): Promise<Org[]> {
  if (ids === undefined) return (await loadOrgs(fixtureOrgsDir)).map(({ org }) => org);
  return Promise.all(ids.map((id) => fixtureOrg(id)));
}

/**
 * The form of `org` at `route` (default: its first form), narrowed to `kind`; throws unless there is one,
 * naming `file` (e.g. `fixture grid-logo`), so an org file edited out of shape fails loudly.
 */
export function formOfKind<K extends FormKind>(org: Org, kind: K, route: string | undefined, file: string): FormOf<K> {
  const form = route === undefined ? org.forms[0] : org.forms.find((candidate) => candidate.route === route);
  if (form?.kind !== kind) throw new Error(`${file} has no ${kind} form${route ? ` at ${route}` : ''}`);
  return form as FormOf<K>;
}

/** The fixture org `orgId` and its form of `kind` at `route` (default: its first form); see `formOfKind`. */
export async function fixtureForm<K extends FormKind>(orgId: string, kind: K, route?: string): Promise<{ org: Org; form: FormOf<K> }> {
  const org = await fixtureOrg(orgId);
  return { org, form: formOfKind(org, kind, route, `fixture ${orgId}`) };
}

/** The form of kind `kind` at `route` of fixture `orgId` (as `fixtureForm`, the form alone). */
export async function fixtureFormAt<K extends FormKind>(orgId: string, route: string, kind: K): Promise<FormOf<K>> {
  return (await fixtureForm(orgId, kind, route)).form;
}

/** The standard grid form of fixture `orgId` (e.g. 'grid-three-currencies'). */
export async function fixtureGridForm(orgId: string): Promise<StandardGridFormDef> {
  return (await fixtureForm(orgId, 'standard-grid')).form;
}

/** The membership renewal form of the `membership` fixture. */
export async function fixtureMembershipForm(): Promise<MembershipRenewalFormDef> {
  return (await fixtureForm('membership', 'membership-renewal')).form;
}

/** The standard grid form of every fixture that has one, by org id (each of these fixtures has one form). */
export async function fixtureGridForms(): Promise<Map<string, StandardGridFormDef>> {
  const forms = new Map<string, StandardGridFormDef>();
  for (const org of await fixtureOrgs()) {
    for (const form of org.forms) if (form.kind === 'standard-grid') forms.set(org.id, form);
  }
  return forms;
}
