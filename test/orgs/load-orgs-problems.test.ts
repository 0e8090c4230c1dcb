/** Broken org files: each scenario gives exact `file:line:col path message` lines, all at once. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { fixtureDir, fixtureFile, problemLines } from './helpers/fixtures.ts';

const currencies = 'PKR, USD, EUR, GBP, CAD, AUD, AED, CNY, SAR';
const formProperties =
  'kind, route, title, description, account, theme, logo, nameLabel, currencies, defaultCurrency, purpose, phone, callback, minimums, maxAmount, submitFlow';

/** The problem lines of loading one scenario's folder. */
const linesOf = (scenario: string) => problemLines(loadOrgs(fixtureDir(scenario)));

test('an unknown property is named at its key, with the allowed ones', async () => {
  assert.equal(await linesOf('unknown-property'), [
    `${fixtureFile('unknown-property', 'acme.yaml')}:25:5 /forms/0 has unknown property 'colour'; remove it, or use one of: ${formProperties}`,
  ]);
});

test('a currency outside the list points at the item and lists the allowed values', async () => {
  assert.equal(await linesOf('wrong-currency'), [
    `${fixtureFile('wrong-currency', 'acme.yaml')}:14:28 /forms/0/currencies/2 must be equal to one of the allowed values: ${currencies}`,
  ]);
});

test('a missing property points at the object that lacks it', async () => {
  assert.equal(await linesOf('missing-property'), [
    `${fixtureFile('missing-property', 'acme.yaml')}:8:5 /forms/0 must have required property 'title'`,
  ]);
});

test('a YAML syntax error gives its own line and column', async () => {
  assert.equal(await linesOf('bad-syntax'), [
    `${fixtureFile('bad-syntax', 'acme.yaml')}:15:5 / is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]; fix the syntax at this position (later lines are checked once it parses)`,
  ]);
});

test('an indentation slip is one problem, not one for every line after it', async () => {
  assert.equal(await linesOf('bad-indent'), [
    `${fixtureFile('bad-indent', 'acme.yaml')}:11:1 / is not valid YAML: All mapping items must start at the same column; fix the syntax at this position (later lines are checked once it parses)`,
  ]);
});

test('an id that is not the file name is reported at the id', async () => {
  assert.equal(await linesOf('id-mismatch'), [
    `${fixtureFile('id-mismatch', 'acme.yaml')}:2:5 /id is 'acme-trust' but the file is acme.yaml; the id must equal the file name (rename one of them)`,
  ]);
});

test('a form naming an unknown account lists the accounts', async () => {
  assert.equal(await linesOf('unknown-account'), [
    `${fixtureFile('unknown-account', 'acme.yaml')}:11:14 /forms/0/account names account 'zakat', which is not in accounts; use one of: donation`,
  ]);
});

test('a default currency the form does not offer is reported', async () => {
  assert.equal(await linesOf('default-currency'), [
    `${fixtureFile('default-currency', 'acme.yaml')}:15:22 /forms/0/defaultCurrency is AED, which is not in currencies; use one of: PKR, USD`,
  ]);
});

test('a repeated option value is reported at the repeat', async () => {
  assert.equal(await linesOf('duplicate-option'), [
    `${fixtureFile('duplicate-option', 'acme.yaml')}:21:20 /forms/0/purpose/options/1/value repeats the value 'Zakat' of option 0; option values must be unique`,
  ]);
});

test('a renewal page: an unknown account, a repeated type, a shared ID letter and a dues year ending on no real day, all at once', async () => {
  const file = fixtureFile('membership-problems', 'acme.yaml');
  assert.equal(await linesOf('membership-problems'), [
    `${file}:14:18 /forms/0/membershipTypes/1/value repeats the value 'Associate' of membership type 0; membership type values must be unique`,
    `${file}:14:38 /forms/0/membershipTypes/1/account names account 'corporate', which is not in accounts; use one of: associate`,
    `${file}:14:77 /forms/0/membershipTypes/1/idLetters/0 is B, already a letter of membership type Associate; each letter belongs to one type`,
    `${file}:16:47 /forms/0/duesYear/validUntil is 2025-02-30, not a day of the calendar; write the last day the fees apply as YYYY-MM-DD`,
  ]);
});

test('a logo file that does not exist is reported', async () => {
  assert.equal(await linesOf('missing-logo'), [
    `${fixtureFile('missing-logo', 'acme.yaml')}:13:18 /forms/0/logo/src names assets/acme-logo.svg, which does not exist in the orgs folder; add the file or fix the path`,
  ]);
});

test('a route used by two files is reported in the second, naming the first', async () => {
  assert.equal(await linesOf('duplicate-route'), [
    `${fixtureFile('duplicate-route', 'beta.yaml')}:9:12 /forms/0/route is /shared, already a route of ${fixtureFile('duplicate-route', 'alpha.yaml')}:9; each route belongs to one form`,
  ]);
});

test('a route that differs from another only in letter case is reported, naming both', async () => {
  assert.equal(await linesOf('case-route'), [
    `${fixtureFile('case-route', 'beta.yaml')}:9:12 /forms/0/route is /Shared, which differs only in letter case from /shared of ${fixtureFile('case-route', 'alpha.yaml')}:9; a static host on a case-insensitive disk would serve one folder for both, so change one`,
  ]);
});

test('every problem of every file is reported in one error, in file and line order', async () => {
  assert.equal(await linesOf('several-problems'), [
    `${fixtureFile('several-problems', 'alpha.yaml')}:14:23 /forms/0/currencies/1 must be equal to one of the allowed values: ${currencies}`,
    `${fixtureFile('several-problems', 'alpha.yaml')}:25:5 /forms/0 has unknown property 'colour'; remove it, or use one of: ${formProperties}`,
    `${fixtureFile('several-problems', 'beta.yaml')}:8:5 /forms/0 must have required property 'title'`,
    `${fixtureFile('several-problems', 'omega.yaml')}:9:12 /forms/0/route is /gamma, already a route of ${fixtureFile('several-problems', 'gamma.yaml')}:9; each route belongs to one form`,
  ]);
});

test('the valid files of a folder load on their own', async () => {
  const [gamma] = await loadOrgs(fixtureDir('several-problems'), { only: 'gamma' });
  assert.is(gamma?.org.id, 'gamma');
  assert.is(gamma?.file, fixtureFile('several-problems', 'gamma.yaml'));
});

test.run();
