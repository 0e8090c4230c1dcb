/**
 * The fixture org files of `test/fixtures/orgs/`, each named for the scenario it serves (a grid in three
 * currencies, a payment type instead of a purpose, a required phone, a membership renewal, ...), loaded
 * through the real loader. Behaviour tests use these instead of the charities' own files in `orgs/`, so
 * that editing a charity's purposes, currencies or routes breaks no behaviour test.
 */
import { fileURLToPath } from 'node:url';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { LoadedOrg, Org } from '../../orgs/types.ts';

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
