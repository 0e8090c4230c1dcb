/** Where the zakat calculator applies, on the repository's own org files and on fixtures. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { LoadedOrg } from '../../../orgs/types.ts';
import { zakatTargetOf } from '../../../orgs/zakat/zakat-target.ts';
import { fixtureDir, fixtureFile, problemLines } from '../helpers/fixtures.ts';

let orgs: LoadedOrg[] = [];
test.before(async () => {
  orgs = await loadOrgs();
});

/** The target of the form at `route` of org `id` of the repository. */
function targetAt(id: string, route: string) {
  const { org } = orgs.find((loaded) => loaded.org.id === id)!;
  const form = org.forms.find((candidate) => candidate.route === route);
  if (!form) throw new Error(`${id} has no form at ${route}`);
  return zakatTargetOf(org, form);
}

test("darulsukoon's Zakat page (purposeOfDonation Zakat) is a target without a purpose choice; its Donation page is none", () => {
  assert.equal(targetAt('darulsukoon', '/merchantform/DarUlSukoon/Zakat'), {});
  assert.is(targetAt('darulsukoon', '/merchantform/DarUlSukoon/Donation'), undefined);
});

test('an associates form (zubari-associate) selects zakat with its purpose and takes whole rupees only', () => {
  const { org } = orgs.find((loaded) => loaded.org.id === 'zubari-associate')!;
  const form = org.forms.find((candidate) => candidate.kind === 'associates')!;
  assert.equal(zakatTargetOf(org, form), { purpose: { field: 'donationType', value: 'Zakat' }, wholeRupees: true });
});

test("a zakat form is always a target: jtq's /merchantform/JTQ/Zakat", () => {
  assert.equal(targetAt('jtq', '/merchantform/JTQ/Zakat'), {});
});

test("akbar-kare's wizard selects zakat with its purpose buttons (donationPurpose = Zakat)", () => {
  const { org } = orgs.find((loaded) => loaded.org.id === 'akbar-kare')!;
  const wizard = org.forms.find((form) => form.kind === 'donation-wizard')!;
  assert.equal(zakatTargetOf(org, wizard), { purpose: { field: 'donationPurpose', value: 'Zakat' } });
});

test("jtq's campaign form selects zakat with its donation type", () => {
  assert.equal(targetAt('jtq', '/merchantform/JTQ/Donation'), { purpose: { field: 'donationType', value: 'Zakat' } });
});

test('a standard grid offering Zakat selects it with its purpose field; by its label too (ZakatAlmsgiving, "Zakat (Almsgiving)")', () => {
  const { org } = orgs.find((loaded) => loaded.org.id === 'jhrtrust')!;
  const grid = org.forms.find((form) => form.kind === 'standard-grid')!;
  assert.equal(zakatTargetOf(org, grid), { purpose: { field: 'donationType', value: 'Zakat' } });
  const njv = orgs.find((loaded) => loaded.org.id === 'njv-school')!.org;
  assert.equal(zakatTargetOf(njv, njv.forms[0]!), { purpose: { field: 'donationType', value: 'ZakatAlmsgiving' } });
});

test('zakat al-fitr, a word that only contains zakat, or no zakat option: no calculator', () => {
  const { org } = orgs.find((loaded) => loaded.org.id === 'jhrtrust')!;
  const grid = org.forms.find((form) => form.kind === 'standard-grid')!;
  if (grid.kind !== 'standard-grid') throw new Error('jhrtrust has a grid');
  for (const options of [
    [{ value: 'Zakat-ul-Fitr' }],
    [{ value: 'Fitrana', label: 'Zakat al-Fitr' }],
    [{ value: 'NoZakatHere' }],
    [{ value: 'General' }],
  ]) {
    assert.is(zakatTargetOf(org, { ...grid, purpose: { ...grid.purpose, options } }), undefined, JSON.stringify(options));
  }
});

test('an org with zakatCalculator: false has no target, even on a form offering Zakat', async () => {
  const [{ org }] = (await loadOrgs(fixtureDir('zakat-calculator-off'))) as [LoadedOrg];
  assert.is(org.zakatCalculator, false);
  assert.is(zakatTargetOf(org, org.forms[0]!), undefined);
  assert.equal(zakatTargetOf({ ...org, zakatCalculator: true }, org.forms[0]!), { purpose: { field: 'donationType', value: 'Zakat' } });
});

test("the schema refuses zakatCalculator: 'no' at its place", async () => {
  assert.equal(await problemLines(loadOrgs(fixtureDir('zakat-calculator-not-boolean'))), [
    `${fixtureFile('zakat-calculator-not-boolean', 'acme.yaml')}:4:18 /zakatCalculator must be true or false`,
  ]);
});

test.run();
