/**
 * Every account a form pays into must be in its org's `accounts`, whatever the form's kind: the loader
 * checks it for all kinds alike (orgs/load/shared-checks.ts), at the `account` property that names it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unknownAccounts } from '../../../orgs/load/shared-checks.ts';
import type { Org } from '../../../orgs/types.ts';

const org = { id: 'fixture', displayName: 'Fixture', accounts: { donation: { label: 'Donations' } }, forms: [] } as unknown as Org;
const notIn = (account: string) => `names account '${account}', which is not in accounts; use one of: donation`;

test('accounts that are in the org file give no finding', () => {
  assert.equal(unknownAccounts(org, { account: 'donation', purposes: [{ account: 'donation' }] }, '/forms/0', ['donation']), []);
});

test('an unknown account is found at the account property that names it, however deep', () => {
  const form = {
    account: 'donation',
    purposes: [
      { value: 'General', account: 'donation' },
      { value: 'Zakat', account: 'zakat' },
    ],
  };
  assert.equal(unknownAccounts(org, form, '/forms/3', ['donation', 'zakat']), [
    { path: '/forms/3/purposes/1/account', message: notIn('zakat') },
  ]);
});

test('an account the kind pays into that no account property names is found at the form', () => {
  assert.equal(unknownAccounts(org, { merchant: 'gifts' }, '/forms/1', ['gifts', 'gifts']), [
    { path: '/forms/1', message: notIn('gifts') },
  ]);
});

test.run();
