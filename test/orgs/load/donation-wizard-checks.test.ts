/** A donation wizard's problems in an org file: exact `file:line:col path message` lines, all at once. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import { fixtureDir, fixtureFile, problemLines } from '../helpers/fixtures.ts';

const linesOf = (scenario: string) => problemLines(loadOrgs(fixtureDir(scenario)));

test('unknown purpose account, repeated values and defaults outside their lists are each reported', async () => {
  const file = fixtureFile('wizard-problems', 'acme.yaml');
  assert.equal(await linesOf('wizard-problems'), [
    `${file}:14:44 /forms/0/category/options/1/value repeats the value 'Books' of category 0; category values must be unique`,
    `${file}:15:16 /forms/0/category/default is Toys, which is not in the category options; use one of: Books`,
    `${file}:17:22 /forms/0/defaultCurrency is AED, which is not in currencies; use one of: PKR, USD`,
    `${file}:21:34 /forms/0/purposes/1/account names account 'zakat', which is not in accounts; use one of: donation`,
    `${file}:22:21 /forms/0/defaultPurpose is Sadqah, which is not in purposes; use one of: General, Zakat`,
    `${file}:25:46 /forms/0/address/provinces/1/value repeats the value 'Sindh' of province 0; province values must be unique`,
  ]);
});

test('an address field required on a form without the address step is reported; the contact number is fine', async () => {
  const file = fixtureFile('wizard-no-address', 'acme.yaml');
  assert.equal(await linesOf('wizard-no-address'), [
    `${file}:16:38 /forms/0/requiredDetails/1 is city, a field of the address step, which this form does not have; add address or remove city`,
  ]);
});

test('the three wizard org files load without a problem', async () => {
  for (const only of ['akbar-kare', 'scbw-foundation', 'smile-foundation']) {
    const [loaded] = await loadOrgs(undefined, { only });
    assert.is(loaded?.org.forms[0]?.kind, 'donation-wizard', only);
  }
});

test.run();
