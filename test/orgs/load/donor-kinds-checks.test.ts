/**
 * Loader checks of the donation page, zakat form and campaign form: currencies that agree with the
 * list, accounts that exist (also per donation type), unique options and minimums, minimums below the
 * largest amount, the quote and the
 * rates link only on the variant that shows them; schema problems of these kinds in readable words.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import { fixtureDir, fixtureFile, problemLines } from '../helpers/fixtures.ts';

test('every consistency problem of the three kinds is reported at its place', async () => {
  const file = fixtureFile('donor-kinds-problems', 'acme.yaml');
  assert.equal(await problemLines(loadOrgs(fixtureDir('donor-kinds-problems'))), [
    `${file}:15:22 /forms/0/defaultCurrency is EUR, which is not in currencies; use one of: PKR, USD`,
    `${file}:18:21 /forms/0/minimums/1/currency is GBP, which is not in currencies; use one of: PKR, USD`,
    `${file}:19:21 /forms/0/minimums/2/currency repeats the value 'PKR' of minimum 0; minimum values must be unique`,
    `${file}:19:34 /forms/0/minimums/2/amount is 600, above the form's largest amount 550`,
    `${file}:27:14 /forms/1/account names account 'zakat', which is not in accounts; use one of: donation`,
    `${file}:33:12 /forms/1/quote is shown only by the summary variant, and this form is plain; remove it or change the variant`,
    `${file}:43:36 /forms/2/donationType/options/0/account names account 'zakat', which is not in accounts; use one of: donation`,
    `${file}:49:20 /forms/2/campaign/options/1/value repeats the value 'OrphanCare' of option 0; option values must be unique`,
  ]);
});

test('an unknown variant and a minimum of 0 fail the schema', async () => {
  const file = fixtureFile('donor-kinds-schema', 'acme.yaml');
  assert.equal(await problemLines(loadOrgs(fixtureDir('donor-kinds-schema'))), [
    `${file}:9:14 /forms/0/variant must be equal to one of the allowed values: summary, plain`,
    `${file}:15:41 /forms/0/minimums/0/amount must be greater than 0`,
  ]);
});

test('the real org files of these kinds load without problems', async () => {
  for (const only of ['darulsukoon', 'jtq', 'qnq-foundation']) {
    const [loaded] = await loadOrgs(undefined, { only });
    assert.is(loaded?.org.id, only);
  }
});

test.run();
