/**
 * Whose orders a callback pair opens: the agreed pair every order, an account's own pair that account's
 * (every account sharing it, when two share one), a pair right in one half only none.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CallbackConfig } from '../../../proxy/config.ts';
import { callbackAuthority, covers } from '../../../proxy/routes/callback-credentials.ts';

const account = (org: string, key: string, username: string, password: string) => ({
  org,
  account: key,
  merchantId: username,
  username,
  password,
});
const CONFIG: CallbackConfig = {
  path: '/paypro/uis',
  agreed: { username: 'agreed-user', password: 'agreed-secret' },
  accounts: [
    account('alpha', 'donation', 'Alpha', 'alpha-secret'),
    account('alpha', 'zakat', 'Alpha', 'alpha-secret'),
    account('beta', 'donation', 'Beta', 'beta-secret'),
  ],
};

test('the agreed pair opens every order; an account pair its own accounts; a mixed or wrong pair none', () => {
  const scopeOf = callbackAuthority(CONFIG);
  const agreed = scopeOf('agreed-user', 'agreed-secret');
  assert.equal(agreed, { any: true, accounts: [] });
  assert.ok(covers(agreed!, { org: 'beta', account: 'donation' }));
  const alpha = scopeOf('Alpha', 'alpha-secret');
  assert.equal(alpha, { any: false, accounts: ['alpha/donation', 'alpha/zakat'] }, 'two account keys of one merchant share its pair');
  assert.ok(covers(alpha!, { org: 'alpha', account: 'zakat' }));
  assert.not.ok(covers(alpha!, { org: 'beta', account: 'donation' }));
  for (const [username, password] of [
    ['Alpha', 'beta-secret'],
    ['Beta', 'alpha-secret'],
    ['agreed-user', 'alpha-secret'],
    ['alpha', 'alpha-secret'],
    ['', ''],
  ] as const) {
    assert.is(scopeOf(username, password), undefined, `${username}/${password}`);
  }
});

test('without an agreed pair only the accounts open anything', () => {
  const scopeOf = callbackAuthority({ ...CONFIG, agreed: undefined });
  assert.is(scopeOf('agreed-user', 'agreed-secret'), undefined);
  assert.equal(scopeOf('Beta', 'beta-secret'), { any: false, accounts: ['beta/donation'] });
});

test.run();
