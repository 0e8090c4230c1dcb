/**
 * The pairs PayPro's callback may carry, as configured: the agreed pair (PAYPRO_CALLBACK_USERNAME and
 * _PASSWORD) is optional once every merchant account has its own; an account's username defaults to its
 * MerchantId, a membership account's password to its merchant password, a payment account has a pair
 * only with `_CALLBACK_PASSWORD`; with a gateway the proxy refuses to start when an account would have no
 * pair at all, or a pair is half set, naming the variables and quoting no secret. With the simulator
 * every account has a placeholder pair, which the simulator sends by MerchantId.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../orgs/types.ts';
import { simulatorCallbackTarget } from '../../proxy/callback-config.ts';
import { callbackVariables, loadConfig } from '../../proxy/config.ts';
import { configProblem } from './helpers/config-problem.ts';
import { TEST_ENV } from './helpers/test-env.ts';
import { TEST_ORG_IDS, testOrgsWithMembership } from './helpers/test-orgs.ts';

let orgs: Org[];
test.before(async () => {
  orgs = await testOrgsWithMembership();
});

/** TEST_ENV (gateway, every API credential) without the agreed pair, with `extra` added. */
function withoutAgreed(extra: Record<string, string> = {}): Record<string, string> {
  const { PAYPRO_CALLBACK_USERNAME: _username, PAYPRO_CALLBACK_PASSWORD: _password, ...env } = TEST_ENV;
  return { ...env, ...extra };
}

/** Each payment (v2) test org's own callback password, set. */
function paymentAccountPasswords(): Record<string, string> {
  return Object.fromEntries(TEST_ORG_IDS.map((org) => [callbackVariables(org, 'donation').password, `${org}-callback-secret`]));
}

const problemOf = (env: Record<string, string>) => configProblem(env, orgs);

test('variable names: PAYPRO_<ORG>_<ACCOUNT>_CALLBACK_USERNAME and _CALLBACK_PASSWORD', () => {
  assert.equal(callbackVariables('khubaib-foundation', 'zakat'), {
    username: 'PAYPRO_KHUBAIB_FOUNDATION_ZAKAT_CALLBACK_USERNAME',
    password: 'PAYPRO_KHUBAIB_FOUNDATION_ZAKAT_CALLBACK_PASSWORD',
  });
});

test('with a gateway, every account with its own pair is enough: the agreed pair may stay unset', () => {
  const config = loadConfig(withoutAgreed(paymentAccountPasswords()), orgs);
  assert.is(config.callback.agreed, undefined);
  assert.equal(
    config.callback.accounts.map(({ org, account, merchantId, username, password }) => [
      `${org}/${account}`,
      merchantId,
      username,
      password,
    ]),
    [
      ['grid-three-currencies/donation', 'Three_Currencies', 'Three_Currencies', 'grid-three-currencies-callback-secret'],
      ['grid-payment-type/donation', 'Payment_Type_PKR', 'Payment_Type_PKR', 'grid-payment-type-callback-secret'],
      ['grid-five-currencies/donation', 'Five_Currencies', 'Five_Currencies', 'grid-five-currencies-callback-secret'],
      ['grid-phone-required/donation', 'Phone_Required', 'Phone_Required', 'grid-phone-required-callback-secret'],
      // Membership accounts: the merchant's own login, as /cpay/co and /cpay/gos carry it.
      ['membership/associate', 'Membership_Associate', 'Membership_Associate', 'membership-associate-merchant-password'],
      ['membership/corporate', 'Membership_Corporate', 'Membership_Corporate', 'membership-corporate-merchant-password'],
    ],
  );
});

test("an account's own username and password win over the defaults; the agreed pair is kept beside them", () => {
  const three = callbackVariables('grid-three-currencies', 'donation');
  const associate = callbackVariables('membership', 'associate');
  const config = loadConfig(
    { ...TEST_ENV, [three.username]: 'ThreeCurrencies', [three.password]: 'three-pw', [associate.password]: 'associate-pw' },
    orgs,
  );
  assert.equal(config.callback.agreed, { username: 'callback-user', password: 'callback-password' });
  const pairs = new Map(config.callback.accounts.map((pair) => [`${pair.org}/${pair.account}`, [pair.username, pair.password]]));
  assert.equal(pairs.get('grid-three-currencies/donation'), ['ThreeCurrencies', 'three-pw']);
  assert.equal(pairs.get('membership/associate'), ['Membership_Associate', 'associate-pw']);
  assert.not.ok(pairs.has('grid-payment-type/donation'), 'a payment account without its password has no pair: the agreed one serves it');
});

test('with a gateway, an account without any pair is refused at start, by the variable that would give it one', () => {
  const { [callbackVariables('grid-five-currencies', 'donation').password]: _five, ...some } = paymentAccountPasswords();
  const message = problemOf(withoutAgreed(some));
  assert.match(message, 'The proxy cannot start.');
  assert.match(
    message,
    "nor these accounts' own passwords are set: PAYPRO_GRID_FIVE_CURRENCIES_DONATION_CALLBACK_PASSWORD. Set each account's",
  );
  assert.not.match(message, 'MEMBERSHIP_ASSOCIATE_CALLBACK', 'a membership account has its merchant password');
});

test('half a pair is refused, naming the missing half and quoting no secret', () => {
  const three = callbackVariables('grid-three-currencies', 'donation');
  const message = problemOf(
    withoutAgreed({
      ...paymentAccountPasswords(),
      PAYPRO_CALLBACK_PASSWORD: 'agreed-secret',
      [three.password]: '',
      [three.username]: 'Three',
    }),
  );
  assert.match(message, 'PAYPRO_CALLBACK_PASSWORD is set but PAYPRO_CALLBACK_USERNAME is not');
  assert.match(message, `${three.username} is set but ${three.password} is not`);
  assert.not.match(message, 'agreed-secret');
  assert.not.match(message, 'callback-secret');
  // In simulator mode too: half a pair is a mistake whatever plays PayPro.
  assert.match(problemOf({ PAYPRO_CALLBACK_USERNAME: 'someone' }), 'PAYPRO_CALLBACK_USERNAME is set but PAYPRO_CALLBACK_PASSWORD is not');
});

test('with the simulator every account has a placeholder pair, which the simulator sends by MerchantId', () => {
  const config = loadConfig({}, orgs);
  assert.equal(config.callback.agreed, { username: 'sim-callback', password: 'sim-callback-password' });
  assert.is(config.callback.accounts.length, 6);
  const three = config.callback.accounts[0]!;
  assert.equal(
    [three.merchantId, three.username, three.password],
    ['sim-grid-three-currencies-donation', three.merchantId, 'sim-password'],
  );
  const target = simulatorCallbackTarget('http://127.0.0.1:1/paypro/uis', config.callback);
  assert.equal([target.username, target.password], ['sim-callback', 'sim-callback-password']);
  assert.equal(target.merchants?.['sim-membership-corporate'], { username: 'sim-membership-corporate', password: 'sim-password' });
  const gateway = loadConfig(withoutAgreed(paymentAccountPasswords()), orgs);
  assert.throws(() => simulatorCallbackTarget('http://127.0.0.1:1/paypro/uis', gateway.callback), /only without PAYPRO_BASE_URL/);
});

test.run();
