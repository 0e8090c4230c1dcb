/**
 * The loader's warnings that keep a placeholder or an out-of-date fact from reaching a donor: a host or
 * email address under a name reserved for examples and tests (RFC 2606) in anything a page shows or
 * loads, and a membership dues year that has ended. Each is at its place in the file; the file still
 * loads. The repository's original org files have none but the dues year of SCCI, left on purpose (its
 * fees for the current year are not known); a file a maintainer adds may have some, which are printed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { kindNamed } from '../../../orgs/kinds.ts';
import { reservedHostsIn } from '../../../orgs/load/placeholder-checks.ts';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { LoadedOrg } from '../../../orgs/types.ts';
import { fixtureMembershipForm } from '../../helpers/fixture-orgs.ts';
import { fixtureDir, fixtureFile } from '../helpers/fixtures.ts';
import { originalFilesOnly } from '../helpers/original-orgs.ts';

const PLACEHOLDER = (host: string) =>
  `names ${host}, a domain reserved for examples and tests (RFC 2606): it reaches no one, so a donor would meet a placeholder; ` +
  'write the real address, or leave the value out until it is known';

/** `file:line:col path message` of each warning of `loaded`. */
const lines = (loaded: LoadedOrg[]) =>
  loaded.flatMap(({ warnings }) => warnings.map((w) => `${w.file}:${w.line}:${w.col} ${w.path} ${w.message}`));

test('the reserved names, in URLs, email addresses and text alike, and in any letter case', () => {
  assert.equal(reservedHostsIn('https://rates-widget.example.com/currency-rates.js'), ['rates-widget.example.com']);
  assert.equal(reservedHostsIn('membership@scci.example.org'), ['scci.example.org']);
  assert.equal(reservedHostsIn('see example.net, www.Example.ORG and example.com.'), ['example.net', 'www.Example.ORG', 'example.com']);
  assert.equal(reservedHostsIn('http://shop.example:8080/ and a@b.test, c.invalid'), ['shop.example', 'b.test', 'c.invalid']);
});

test('real names, loopback, names that only look alike, and text without a host are no placeholders', () => {
  for (const text of [
    'https://www.paypro.com.pk',
    'donations@jhrtrust.org',
    'http://localhost:8080/api',
    'http://127.0.0.1:8080/api',
    'https://example.com.pk/',
    'https://myexample.org/',
    'https://examples.net/',
    'https://test.org/',
    'Al-Baqarah 2:261, e.g. 2.5% of PKR 1,000.50',
    'Renewal Dues For the Year 2024-25',
  ]) {
    assert.equal(reservedHostsIn(text), [], text);
  }
});

test('a placeholder in what a page shows or loads is a warning at its value; permissions are not looked at', async () => {
  const file = fixtureFile('placeholders', 'acme.yaml');
  const loaded = await loadOrgs(fixtureDir('placeholders'));
  assert.equal(lines(loaded), [
    `${file}:6:15 /contactEmail ${PLACEHOLDER('acme.example.org')}`,
    `${file}:27:18 /forms/0/currencyWidget/scriptUrl ${PLACEHOLDER('rates.EXAMPLE.net')}`,
    `${file}:28:14 /forms/0/currencyWidget/title ${PLACEHOLDER('example.test')}`,
    `${file}:28:14 /forms/0/currencyWidget/title ${PLACEHOLDER('rates.invalid')}`,
    `${file}:29:15 /forms/0/callback ${PLACEHOLDER('acme.example')}`,
  ]);
});

test('dues of a year that has ended are a warning at validUntil, naming the year', async () => {
  const file = fixtureFile('stale-dues', 'acme.yaml');
  assert.equal(lines(await loadOrgs(fixtureDir('stale-dues'))), [
    `${file}:16:47 /forms/0/duesYear/validUntil is 2020-06-30, which has passed: the page still asks for the dues of the year 2019-20; ` +
      "write the current year's label, its last day and the fees once the organisation has confirmed them",
  ]);
});

test('the dues year counts to the end of its last day in Pakistan (UTC+5)', async () => {
  const form = await fixtureMembershipForm();
  const warnings = kindNamed('membership-renewal').warnings!;
  const ending = { ...form, duesYear: { label: '2024-25', validUntil: '2025-06-30' } };
  assert.equal(warnings(ending, '/forms/0', new Date('2025-06-30T18:59:59.999Z')), [], 'the last moment of 30 June in Karachi');
  assert.equal(
    warnings(ending, '/forms/0', new Date('2025-06-30T19:00:00Z')).map((finding) => finding.path),
    ['/forms/0/duesYear/validUntil'],
    'the first moment of 1 July in Karachi',
  );
});

test("the original org files: no placeholder, and only SCCI's dues year, left on purpose (an added file's are printed)", async () => {
  const all = (await loadOrgs()).flatMap((loaded) => loaded.warnings);
  const warnings = originalFilesOnly(all, ({ file, line, col, path, message }) => `${file}:${line}:${col} ${path} ${message}`);
  assert.equal(
    warnings.map(({ file, path }) => `${file} ${path}`),
    ['orgs/scci.yaml /forms/0/duesYear/validUntil'],
  );
});

test.run();
