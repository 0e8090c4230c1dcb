/**
 * The repository's own org files: every file in `orgs/` valid; the original orgs (named in
 * `ORIGINAL_ORG_IDS`, so a maintainer's new file changes nothing here) one per standard-grid route and
 * true to the spec's lists.
 */
import { readdir, readFile } from 'node:fs/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultOrgsDir, loadOrgs } from '../../orgs/load-orgs.ts';
import { listRoutes } from '../../orgs/routes.ts';
import { loadOriginalOrgs, ORIGINAL_ORG_IDS } from './helpers/original-orgs.ts';
import { realGridForms } from './helpers/real-forms.ts';

/** The standard grid routes of the original forms, each on its org (a new org file may add more). */
const standardGridRoutes = {
  '/merchantform/nexusforge': 'nexusforge',
  '/merchantform/fixit': 'fixit',
  '/merchantform/jhrtrust': 'jhrtrust',
  '/merchantform/khubaib-foundation': 'khubaib-foundation',
  '/merchantform/ndf': 'ndf',
  '/merchantform/njv-school': 'njv-school',
  '/merchantform/pdsa': 'pdsa',
  '/merchantform/wdo-pakistan': 'wdo-pakistan',
  '/merchantform/RMI-education': 'rmi-education',
  '/umeedwelfare': 'umeedwelfare',
  '/amour-foundation': 'amour-foundation',
  '/finiz': 'finiz',
  '/ipchih': 'ipchih',
  '/lesson-learn': 'lesson-learn',
  '/hansoties-foundation': 'hansoties-foundation',
  '/natha-foundation': 'natha-foundation',
};

test('every org file in orgs/ loads without problems', async () => {
  const names = (await readdir(defaultOrgsDir)).filter((name) => name.endsWith('.yaml'));
  const loaded = await loadOrgs();
  assert.is(loaded.length, names.length);
});

test("the route list has the original forms' 16 standard-grid routes, each on its org", async () => {
  const rows = listRoutes((await loadOrgs()).map(({ org }) => org)).filter((row) => row.kind === 'standard-grid');
  const found = Object.fromEntries(rows.map((row) => [row.route, row.orgId]));
  for (const [route, orgId] of Object.entries(standardGridRoutes)) assert.is(found[route], orgId, route);
});

test('each original file starts with a one-line comment, then names the schema for editors', async () => {
  for (const name of ORIGINAL_ORG_IDS.map((id) => `${id}.yaml`)) {
    const [first, second] = (await readFile(new URL(name, `file://${defaultOrgsDir}/`), 'utf8')).split('\n');
    assert.match(first!, /^# \S.+\.$/, name);
    assert.is(second, '# yaml-language-server: $schema=./org.schema.json', name);
  }
});

test('currencies follow the original forms', async () => {
  const forms = await realGridForms();
  const wide = ['PKR', 'USD', 'GBP', 'AUD', 'CAD', 'SAR', 'EUR'];
  const expected: Record<string, string[]> = {
    nexusforge: ['PKR', 'USD', 'AED'],
    'khubaib-foundation': ['PKR', 'USD', 'AED', 'GBP', 'CNY'],
    'lesson-learn': wide,
    'hansoties-foundation': wide,
    finiz: ['PKR'],
    'natha-foundation': ['PKR'],
  };
  for (const [id, form] of forms) {
    assert.equal(form.currencies, expected[id] ?? ['PKR', 'USD', 'AED'], id);
    assert.is(form.defaultCurrency, form.currencies.length === 1 ? 'PKR' : undefined, id);
  }
});

test('purpose lists follow the original forms and the route table', async () => {
  const forms = await realGridForms();
  const values = (id: string) => forms.get(id)!.purpose.options.map((option) => option.value);
  assert.equal(values('fixit'), ['FixitFamilyHome', 'FixitKitchen', 'WaterWell', 'RozgarScheme', 'Zakat', 'Sadqah', 'Other']);
  for (const id of ['jhrtrust', 'wdo-pakistan']) {
    assert.equal(values(id), ['FamilyHome', 'Kitchen', 'WaterWell', 'RozgarScheme', 'Zakat', 'Sadqah', 'Other'], id);
  }
  assert.equal(values('khubaib-foundation'), [
    'Zakat',
    'Sadqah',
    'Fitrah',
    'FoodProgram',
    'MedicalSegment',
    'EducationSegment',
    'PatientSupport',
    'OrphanSupport',
    'Other',
  ]);
  assert.equal(values('njv-school'), [
    'StudentTuitionFee',
    'StudentMessSupport',
    'StudentHostelFacility',
    'StudentMedicalAid',
    'AlumniUniversitySupport',
    'StudentSportsSupport',
    'ZakatAlmsgiving',
    'e-learningSchools',
  ]);
  assert.equal(values('rmi-education'), ['Education', 'Health', 'Green Pakistan', 'Clean Water', 'Qurbani', 'Old Age Home']);
  assert.equal(values('umeedwelfare'), ['Education', 'Food/Cloth Distribution', 'Flood Relief', 'Zakkat', 'General Fund']);
  assert.is(values('amour-foundation').length, 9);
  assert.is(values('amour-foundation').at(-1), 'Other');
  const ipchih = forms.get('ipchih')!.purpose;
  assert.equal([ipchih.field, ipchih.requiredMessage, values('ipchih')], ['paymentType', 'Payment type is required.', ['Donation']]);
  for (const [id, form] of forms) {
    if (id !== 'ipchih')
      assert.equal([form.purpose.field, form.purpose.requiredMessage], ['donationType', 'Donation type is required.'], id);
  }
});

test('CamelCase values carry a readable label', async () => {
  for (const [id, form] of await realGridForms()) {
    for (const option of form.purpose.options) {
      if (/[a-z][A-Z]/.test(option.value)) assert.ok(option.label !== undefined && option.label !== option.value, `${id}: ${option.value}`);
    }
  }
});

test('per-form details: phone, name label, logo, theme, account and callback', async () => {
  for (const [id, form] of await realGridForms()) {
    const school = id === 'njv-school';
    assert.equal(
      [form.phone.label, form.phone.placeholder, form.phone.required, form.phone.submitMessage],
      ['WhatsApp Number', '03XXXXXXXXX', school, school ? 'WhatsApp Number is required.' : undefined],
      id,
    );
    assert.is(form.nameLabel, school ? 'Name / Organization' : 'Name', id);
    assert.is(form.logo?.src, ['ndf', 'pdsa'].includes(id) ? `assets/${id}-logo.svg` : undefined, id);
    assert.is(form.theme, id === 'hansoties-foundation' ? 'dark' : 'light', id);
    assert.is(form.account, 'donation', id);
    // Fixit's own site, where the original form returned its donors, is not known (test/orgs/submit-flow-variants.test.ts).
    assert.is(form.callback, 'thank-you', id);
  }
});

test('display names of the original orgs write the id out plainly', async () => {
  const names = Object.fromEntries((await loadOriginalOrgs()).map(({ org }) => [org.id, org.displayName]));
  assert.is(names.jhrtrust, 'JHR Trust');
  assert.is(names['khubaib-foundation'], 'Khubaib Foundation');
  assert.is(names['njv-school'], 'NJV School');
  assert.is(names['rmi-education'], 'RMI Education');
  for (const [id, name] of Object.entries(names)) {
    assert.is(name!.toLowerCase().replace(/[^a-z0-9]/g, ''), id.replace(/-/g, ''), id);
  }
});

test.run();
