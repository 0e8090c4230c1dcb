import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../orgs/types.ts';
import { ConfigError, credentialVariables, legacyCredentialVariables, loadConfig } from '../../proxy/config.ts';
import { configProblem as problemOf } from './helpers/config-problem.ts';
import { gridFormAt, TEST_ORG_IDS, testOrgs, testOrgsWithMembership } from './helpers/test-orgs.ts';

let orgs: Org[];
test.before(async () => {
  orgs = await testOrgs();
});
const GATEWAY = 'https://demoapi.paypro.com.pk';

/** Every credential variable of the test orgs (each has one account, `donation`), set to recognisable values. */
function allCredentials(): Record<string, string> {
  const env: Record<string, string> = { PAYPRO_CALLBACK_USERNAME: 'callback-user', PAYPRO_CALLBACK_PASSWORD: 'callback-password' };
  for (const org of TEST_ORG_IDS) {
    const names = credentialVariables(org, 'donation');
    env[names.clientId] = `${org}-id`;
    env[names.clientSecret] = `${org}-secret`;
    env[names.merchantId] = `${org}-merchant`;
  }
  return env;
}

/** The message of the ConfigError loadConfig throws for `env`, with the test orgs unless `forOrgs` is given. */
const configProblem = (env: Record<string, string | undefined>, forOrgs?: Org[]) => problemOf(env, forOrgs ?? orgs);

test('variable names: org id and account key upper-cased, other characters as _', () => {
  assert.equal(credentialVariables('grid-three-currencies', 'donation'), {
    clientId: 'PAYPRO_GRID_THREE_CURRENCIES_DONATION_CLIENT_ID',
    clientSecret: 'PAYPRO_GRID_THREE_CURRENCIES_DONATION_CLIENT_SECRET',
    merchantId: 'PAYPRO_GRID_THREE_CURRENCIES_DONATION_MERCHANT_ID',
  });
  assert.is(credentialVariables('grid-five-currencies', 'donation').merchantId, 'PAYPRO_GRID_FIVE_CURRENCIES_DONATION_MERCHANT_ID');
});

test('defaults: simulator mode, 15000 ms timeout, 600 s token life, info', () => {
  const config = loadConfig({}, orgs);
  assert.is(config.payproBaseUrl, undefined);
  assert.is(config.timeoutMs, 15_000);
  assert.is(config.tokenTtlMs, 600_000);
  assert.is(config.logLevel, 'info');
  assert.ok(Object.isFrozen(config));
});

test('simulator mode fills missing credentials with placeholders and keeps the ones given', () => {
  const names = credentialVariables('grid-three-currencies', 'donation');
  const config = loadConfig({ [names.merchantId]: 'Simulated_Merchant' }, orgs);
  const creds = config.credentials('grid-three-currencies', 'donation');
  assert.is(creds.merchantId, 'Simulated_Merchant');
  assert.ok(creds.clientId.length > 0 && creds.clientSecret.length > 0);
  assert.is.not(config.credentials('grid-payment-type', 'donation').clientId, creds.clientId);
});

test('with a gateway and every credential set, values are read and the URL loses its trailing slash', () => {
  const config = loadConfig(
    {
      ...allCredentials(),
      PAYPRO_BASE_URL: `${GATEWAY}/`,
      PAYPRO_TIMEOUT_MS: '20000',
      PAYPRO_TOKEN_TTL_SECONDS: '300',
      LOG_LEVEL: 'warn',
    },
    orgs,
  );
  assert.is(config.payproBaseUrl, GATEWAY);
  assert.equal([config.timeoutMs, config.tokenTtlMs, config.logLevel], [20_000, 300_000, 'warn']);
  assert.equal(config.credentials('grid-payment-type', 'donation'), {
    clientId: 'grid-payment-type-id',
    clientSecret: 'grid-payment-type-secret',
    merchantId: 'grid-payment-type-merchant',
  });
});

test('with a gateway, one message names every missing credential variable', () => {
  const env: Record<string, string | undefined> = { ...allCredentials(), PAYPRO_BASE_URL: GATEWAY };
  delete env.PAYPRO_GRID_THREE_CURRENCIES_DONATION_CLIENT_SECRET;
  env.PAYPRO_GRID_PAYMENT_TYPE_DONATION_CLIENT_ID = '   ';
  delete env.PAYPRO_GRID_FIVE_CURRENCIES_DONATION_MERCHANT_ID;
  const message = configProblem(env);
  for (const name of [
    'PAYPRO_GRID_THREE_CURRENCIES_DONATION_CLIENT_SECRET',
    'PAYPRO_GRID_PAYMENT_TYPE_DONATION_CLIENT_ID',
    'PAYPRO_GRID_FIVE_CURRENCIES_DONATION_MERCHANT_ID',
  ]) {
    assert.ok(message.includes(name), `${name} missing from: ${message}`);
  }
  assert.not.ok(message.includes('PAYPRO_GRID_THREE_CURRENCIES_DONATION_CLIENT_ID'), message);
  assert.not.ok(message.includes('grid-three-currencies-secret'), 'a message must never carry a credential value');
});

test('a base URL that is not http(s) is refused', () => {
  for (const bad of ['demoapi.paypro.com.pk', 'ftp://demoapi.paypro.com.pk', 'https//x']) {
    assert.match(configProblem({ ...allCredentials(), PAYPRO_BASE_URL: bad }), `PAYPRO_BASE_URL is "${bad}"`);
  }
});

test('a base URL with a user name or password is refused, and the password is never quoted', () => {
  for (const name of ['PAYPRO_BASE_URL', 'PAYPRO_MARKETPLACE_URL']) {
    const message = configProblem({ ...allCredentials(), [name]: 'https://merchant:hunter2-secret@demoapi.paypro.com.pk' });
    assert.match(message, `${name} carries a user name or password`);
    assert.not.ok(message.includes('hunter2-secret'), message);
  }
});

test('no setting with a password is ever quoted, even one that is no URL at all', () => {
  const secret = 'hunter2-secret';
  const settings: Record<string, string[]> = {
    PAYPRO_BASE_URL: [
      `https://merchant:${secret} x@demoapi.paypro.com.pk`,
      `htp://merchant:${secret}@h`,
      `https://merchant:${secret}/x@host`,
    ],
    PAYPRO_MARKETPLACE_URL: [`https://u:${secret}@ho st/pyb`],
    PUBLIC_URL: [`https://u:${secret}@pay example.org`, `ftp://u:${secret}@pay.example.org`],
    CORS_ORIGINS: [`https://u:${secret}@donate.example.org`],
    DATABASE_URL: [`postgres://forms:${secret}@db internal/forms`],
    PAYPRO_TIMEOUT_MS: [`${secret}@15000`],
    TRUST_PROXY: [`${secret}@true`],
    LOG_LEVEL: [`${secret}@info`],
  };
  for (const [name, values] of Object.entries(settings)) {
    for (const value of values) {
      const message = configProblem({ ...allCredentials(), PAYPRO_BASE_URL: GATEWAY, [name]: value });
      assert.match(message, name, value);
      assert.not.ok(message.includes(secret), message);
    }
  }
  const smtp = configProblem({ SMTP_URL: `smtps://forms:${secret}@mail example.org`, SMTP_FROM: 'Forms <no-reply@example.org>' });
  assert.match(smtp, 'SMTP_URL');
  assert.not.ok(smtp.includes(secret), smtp);
});

test('a value without an @ is still quoted, so a typo can be found', () => {
  assert.match(
    configProblem({ PUBLIC_URL: 'htps://pay.example.org' }),
    'PUBLIC_URL is "htps://pay.example.org", which is not an http(s) URL',
  );
  assert.match(configProblem({ CORS_ORIGINS: 'donate.example.org' }), 'CORS_ORIGINS lists "donate.example.org", which is not an origin');
});

test('plain http is refused for a gateway on another machine, kept for one on loopback', () => {
  for (const bad of ['http://demoapi.paypro.com.pk', 'http://10.0.0.5:8080', 'http://0.0.0.0:9000']) {
    assert.match(configProblem({ ...allCredentials(), PAYPRO_BASE_URL: bad }), 'plain http on another machine; use https://');
  }
  for (const local of ['http://127.0.0.1:9000/sim', 'http://localhost:9000', 'http://[::1]:9000']) {
    assert.is(loadConfig({ ...allCredentials(), PAYPRO_BASE_URL: local }, orgs).payproBaseUrl, local.replace(/\/+$/, ''), local);
  }
});

test('SMTP_URL and SMTP_FROM go together; a URL that is not smtp(s) is refused without quoting it', () => {
  const smtp = { SMTP_URL: 'smtps://forms:mail-secret@mail.example.org:465', SMTP_FROM: 'Forms <no-reply@example.org>' };
  assert.equal(loadConfig(smtp, orgs).smtp, { url: smtp.SMTP_URL, from: smtp.SMTP_FROM });
  assert.is(loadConfig({}, orgs).smtp, undefined);
  assert.match(configProblem({ SMTP_URL: smtp.SMTP_URL }), 'SMTP_URL and SMTP_FROM go together');
  const wrong = configProblem({ ...smtp, SMTP_URL: 'https://forms:mail-secret@mail.example.org' });
  assert.match(wrong, 'SMTP_URL is not an smtp:// or smtps:// URL');
  assert.not.match(wrong, 'mail-secret');
});

test('bad numbers and log levels are refused, all in one message', () => {
  const message = configProblem({ PAYPRO_TIMEOUT_MS: '15s', PAYPRO_TOKEN_TTL_SECONDS: '0', LOG_LEVEL: 'loud' });
  assert.match(message, 'PAYPRO_TIMEOUT_MS is "15s"');
  assert.match(message, 'PAYPRO_TOKEN_TTL_SECONDS is "0"');
  assert.match(message, 'LOG_LEVEL is "loud"');
  assert.match(configProblem({ PAYPRO_TIMEOUT_MS: '-5' }), 'PAYPRO_TIMEOUT_MS is "-5"');
});

test('two accounts whose variable names coincide are refused', () => {
  const form = gridFormAt(orgs, '/merchantform/grid-three-currencies');
  const clash: Org[] = [
    { id: 'a-b', displayName: 'A B', accounts: { c: { label: 'c' } }, forms: [{ ...form, account: 'c' }] },
    { id: 'a', displayName: 'A', accounts: { 'b-c': { label: 'b-c' } }, forms: [{ ...form, account: 'b-c' }] },
  ];
  assert.match(configProblem({}, clash), 'PAYPRO_A_B_C_CLIENT_ID');
});

test('credentials of an account no form uses are refused', () => {
  const config = loadConfig({}, orgs);
  assert.throws(
    () => config.credentials('grid-three-currencies', 'zakat'),
    (err: unknown) => err instanceof ConfigError,
  );
});

/** The membership fixture's legacy variables, all set to recognisable values. */
function membershipCredentials(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const account of ['associate', 'corporate']) {
    for (const [field, name] of Object.entries(legacyCredentialVariables('membership', account))) env[name] = `${account}-${field}`;
  }
  return env;
}

test('legacy variable names: USERNAME, PASSWORD, MERCHANT_ID, MERCHANT_PASSWORD', () => {
  assert.equal(legacyCredentialVariables('membership', 'associate'), {
    userName: 'PAYPRO_MEMBERSHIP_ASSOCIATE_USERNAME',
    password: 'PAYPRO_MEMBERSHIP_ASSOCIATE_PASSWORD',
    merchantId: 'PAYPRO_MEMBERSHIP_ASSOCIATE_MERCHANT_ID',
    merchantPassword: 'PAYPRO_MEMBERSHIP_ASSOCIATE_MERCHANT_PASSWORD',
  });
});

test('a membership page needs exactly the four legacy variables of each type account, named in one message', async () => {
  const withMembership = await testOrgsWithMembership();
  const env: Record<string, string | undefined> = { ...allCredentials(), ...membershipCredentials(), PAYPRO_BASE_URL: GATEWAY };
  const config = loadConfig(env, withMembership);
  assert.equal(config.legacyCredentials('membership', 'corporate'), {
    userName: 'corporate-userName',
    password: 'corporate-password',
    merchantId: 'corporate-merchantId',
    merchantPassword: 'corporate-merchantPassword',
  });
  assert.throws(
    () => config.credentials('membership', 'associate'),
    (err: unknown) => err instanceof ConfigError,
  );
  assert.throws(
    () => config.legacyCredentials('grid-three-currencies', 'donation'),
    (err: unknown) => err instanceof ConfigError,
  );

  delete env.PAYPRO_MEMBERSHIP_ASSOCIATE_MERCHANT_PASSWORD;
  delete env.PAYPRO_MEMBERSHIP_CORPORATE_USERNAME;
  const message = configProblem(env, withMembership);
  assert.match(message, 'are not set: PAYPRO_MEMBERSHIP_ASSOCIATE_MERCHANT_PASSWORD, PAYPRO_MEMBERSHIP_CORPORATE_USERNAME.');
  assert.not.match(message, 'CLIENT_ID', 'a membership account needs no v2 credentials');
});

test('simulator mode gives a membership account legacy placeholders', async () => {
  const config = loadConfig({}, await testOrgsWithMembership());
  const creds = config.legacyCredentials('membership', 'corporate');
  assert.ok(Object.values(creds).every((value) => value.length > 0));
  assert.is(creds.merchantId, 'sim-membership-corporate');
  assert.is(config.marketplaceUrl, undefined);
});

test('PAYPRO_MARKETPLACE_URL is kept as given when it is an http(s) URL, refused otherwise', () => {
  const url = 'https://marketplace.paypro.com.pk/pyb-demo/';
  assert.is(loadConfig({ PAYPRO_MARKETPLACE_URL: url }, orgs).marketplaceUrl, url);
  assert.match(
    configProblem({ PAYPRO_MARKETPLACE_URL: 'marketplace.paypro.com.pk' }),
    'PAYPRO_MARKETPLACE_URL is "marketplace.paypro.com.pk"',
  );
});

test('edge defaults: 60 orders, 10 lookups, 5 removals, 120 status reads a minute; no proxy trusted; no extra CORS origins', () => {
  const config = loadConfig({}, orgs);
  assert.equal(config.rateLimits, {
    orders: 60,
    lookups: 10,
    removals: 5,
    removalConfirmations: 10,
    statusChecks: 120,
    callbacks: 600,
    callbackRefusals: 10,
  });
  assert.is(config.trustProxy, false);
  assert.equal(config.corsOrigins, []);
  assert.ok(Object.isFrozen(config.rateLimits) && Object.isFrozen(config.corsOrigins));
});

test('edge settings are read: rate limits, TRUST_PROXY and CORS_ORIGINS', () => {
  const config = loadConfig(
    {
      RATE_LIMIT_ORDERS_PER_MINUTE: '120',
      RATE_LIMIT_LOOKUPS_PER_MINUTE: '60',
      RATE_LIMIT_REMOVALS_PER_MINUTE: '2',
      RATE_LIMIT_STATUS_PER_MINUTE: '30',
      RATE_LIMIT_REMOVAL_CONFIRMATIONS_PER_MINUTE: '4',
      RATE_LIMIT_CALLBACKS_PER_MINUTE: '1000',
      RATE_LIMIT_CALLBACK_REFUSALS_PER_MINUTE: '3',
      TRUST_PROXY: 'TRUE',
      CORS_ORIGINS: 'https://Donate.Example.org, http://localhost:3000/',
    },
    orgs,
  );
  assert.equal(config.rateLimits, {
    orders: 120,
    lookups: 60,
    removals: 2,
    removalConfirmations: 4,
    statusChecks: 30,
    callbacks: 1000,
    callbackRefusals: 3,
  });
  assert.is(config.trustProxy, true);
  assert.equal(config.corsOrigins, ['https://donate.example.org', 'http://localhost:3000']);
});

test('a bad edge setting is a ConfigError naming each variable', () => {
  const message = configProblem({
    RATE_LIMIT_ORDERS_PER_MINUTE: '0',
    RATE_LIMIT_LOOKUPS_PER_MINUTE: 'many',
    RATE_LIMIT_REMOVALS_PER_MINUTE: '2.5',
    RATE_LIMIT_CALLBACK_REFUSALS_PER_MINUTE: '-1',
    TRUST_PROXY: 'yes',
    CORS_ORIGINS: 'https://donate.example.org/give',
  });
  assert.match(message, 'RATE_LIMIT_ORDERS_PER_MINUTE is "0"');
  assert.match(message, 'RATE_LIMIT_LOOKUPS_PER_MINUTE is "many"');
  assert.match(message, 'RATE_LIMIT_REMOVALS_PER_MINUTE is "2.5"');
  assert.match(message, 'RATE_LIMIT_CALLBACK_REFUSALS_PER_MINUTE is "-1"');
  assert.match(message, 'TRUST_PROXY is "yes", which is neither true nor false');
  assert.match(message, 'CORS_ORIGINS lists "https://donate.example.org/give", which is not an origin');
});

test('ledger and callback defaults: SQLite, /paypro/uis with the simulator placeholders, reconciliation every 60 s', () => {
  const config = loadConfig({}, orgs);
  assert.equal(
    [config.databaseUrl, config.callback.path, config.callback.agreed?.username, config.reconcileIntervalMs],
    [undefined, '/paypro/uis', 'sim-callback', 60_000],
  );
  const set = loadConfig(
    { DATABASE_URL: 'postgresql://forms:pw@db:5432/forms', PAYPRO_CALLBACK_PATH: '/hooks/paypro', RECONCILE_INTERVAL_SECONDS: '0' },
    orgs,
  );
  assert.equal([set.databaseUrl, set.callback.path, set.reconcileIntervalMs], ['postgresql://forms:pw@db:5432/forms', '/hooks/paypro', 0]);
});

test('a reconciliation pass may take three quarters of the interval unless RECONCILE_PASS_MS says otherwise', () => {
  assert.is(loadConfig({}, orgs).reconcilePassMs, 45_000);
  assert.is(loadConfig({ RECONCILE_INTERVAL_SECONDS: '20' }, orgs).reconcilePassMs, 15_000);
  assert.is(loadConfig({ RECONCILE_INTERVAL_SECONDS: '20', RECONCILE_PASS_MS: '5000' }, orgs).reconcilePassMs, 5_000);
  assert.match(configProblem({ RECONCILE_PASS_MS: '0' }), 'RECONCILE_PASS_MS is "0", which is not a whole number greater than 0');
});

test("with a gateway, PayPro's callback credentials are required and named; bad ledger settings never quote a password", () => {
  const { PAYPRO_CALLBACK_USERNAME: _user, PAYPRO_CALLBACK_PASSWORD: _password, ...withoutCallback } = allCredentials();
  const missing = configProblem({ ...withoutCallback, PAYPRO_BASE_URL: GATEWAY });
  assert.match(
    missing,
    "neither PAYPRO_CALLBACK_USERNAME and PAYPRO_CALLBACK_PASSWORD (one pair agreed with PayPro for every account) nor these accounts' own passwords are set: PAYPRO_GRID_THREE_CURRENCIES_DONATION_CALLBACK_PASSWORD,",
  );
  const bad = configProblem({
    DATABASE_URL: 'mysql://forms:hunter2@db/forms',
    PAYPRO_CALLBACK_PATH: '/api/uis',
    RECONCILE_INTERVAL_SECONDS: 'often',
  });
  assert.match(bad, 'DATABASE_URL is not a postgres:// or postgresql:// URL');
  assert.not.match(bad, 'hunter2');
  assert.match(bad, 'PAYPRO_CALLBACK_PATH is "/api/uis"');
  assert.match(bad, 'RECONCILE_INTERVAL_SECONDS is "often"');
});

test.run();
