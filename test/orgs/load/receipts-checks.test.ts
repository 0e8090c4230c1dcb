/**
 * The `receipts` block of an org file: what the schema refuses (NTN, prefix, send), what the loader
 * checks beyond it (real days in order), the warning while the tax approval does not cover today, and
 * the fixture that issues receipts loading clean.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { receiptsFindings, receiptsWarnings } from '../../../orgs/load/receipts-checks.ts';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { Org } from '../../../orgs/types.ts';
import { loadedFixtureOrg } from '../../helpers/fixture-orgs.ts';
import { fixtureDir, fixtureFile, problemLines } from '../helpers/fixtures.ts';

const withStatus = (validFrom: string, validUntil: string) =>
  ({ receipts: { taxStatus: { section: '2(36)', reference: 'R', validFrom, validUntil } } }) as unknown as Org;

test('a malformed NTN, a lower-case prefix and a send that is not true or false are named at their line', async () => {
  const file = fixtureFile('receipts-bad', 'acme.yaml');
  assert.equal(await problemLines(loadOrgs(fixtureDir('receipts-bad'))), [
    `${file}:6:8 /receipts/ntn must be a National Tax Number: 7 digits, a hyphen and the check digit, in quotes, e.g. '1234567-8'`,
    `${file}:8:17 /receipts/numberPrefix must be capital letters and digits, 2 to 10 of them, e.g. JHR`,
    `${file}:9:9 /receipts/send must be true or false`,
  ]);
});

test('an approval date that is no calendar day is an error at its line', async () => {
  const file = fixtureFile('receipts-dates', 'acme.yaml');
  assert.equal(await problemLines(loadOrgs(fixtureDir('receipts-dates'))), [
    `${file}:10:17 /receipts/taxStatus/validUntil is '2025-06-31', which is not a calendar day`,
  ]);
});

test('an approval whose last day comes before its first is refused; one in order is not', () => {
  assert.equal(receiptsFindings(withStatus('2026-07-01', '2025-06-30')), [
    { path: '/receipts/taxStatus/validUntil', message: "is before validFrom (2026-07-01); the approval's last day comes after its first" },
  ]);
  assert.equal(receiptsFindings(withStatus('2025-07-01', '2028-06-30')), []);
  assert.equal(receiptsFindings({} as Org), []);
});

test('outside the approval days, a warning says receipts leave out the tax-credit sentence', () => {
  const status = withStatus('2025-07-01', '2026-06-30');
  assert.equal(receiptsWarnings(status, new Date('2026-05-01T00:00:00Z')), []);
  assert.match(
    receiptsWarnings(status, new Date('2026-07-01T00:00:00Z'))[0]?.message ?? '',
    /ended on 2026-06-30, so receipts issued today leave out/,
  );
  assert.match(receiptsWarnings(status, new Date('2025-06-01T00:00:00Z'))[0]?.message ?? '', /begins on 2025-07-01/);
});

test('the fixture org that issues receipts loads without a problem', async () => {
  const loaded = await loadedFixtureOrg('receipts-issuer');
  assert.is(loaded.org.receipts?.numberPrefix, 'RCT');
});

test.run();
