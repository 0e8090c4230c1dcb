/**
 * `forms paypro check --org <id>` as an operator runs it: against a gateway on loopback (the simulator,
 * served by this process) it prints the report and exits 0, or exits 1 with one plain line when a step
 * failed; it refuses to run without PAYPRO_BASE_URL, against PayPro's live host without --live, and for
 * an org without merchant accounts. No credential or token reaches its output.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureOrg, fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { fakeCredentials } from '../security/helpers/fake-credentials.ts';
import { runCli, runCliAsync } from './helpers/run-cli.ts';
import { startStandaloneGateway, type StandaloneGateway } from './helpers/standalone-gateway.ts';

let gateway: StandaloneGateway;
let credentials: ReturnType<typeof fakeCredentials>;

test.before(async () => {
  gateway = await startStandaloneGateway();
  credentials = fakeCredentials([await fixtureOrg('grid-three-currencies')]);
});
test.after(() => gateway.close());

const check = (env: Record<string, string>, ...extra: string[]) =>
  runCliAsync(['paypro', 'check', '--org', 'grid-three-currencies', '--orgs', fixtureOrgsDir, ...extra], env);

test('against the simulator: the report, each step ok, exit 0; no credential in the output', async () => {
  const result = await check({ ...credentials.env, PAYPRO_BASE_URL: gateway.baseUrl });
  assert.equal([result.code, result.stderr], [0, '']);
  const lines = result.stdout.split('\n');
  assert.is(lines[0], `PayPro check of org grid-three-currencies against ${gateway.baseUrl}`);
  assert.match(result.stdout, /account donation: check order [0-9a-z]{20} \(PKR 1, CustomerName "PayPro check"\)/);
  for (const step of ['auth: token received', 'create-order: pay link from Click2Pay', 'ggos: UNPAID', 'moab: status 00']) {
    assert.ok(
      lines.some((line) => line.startsWith('  ok ') && line.includes(step)),
      step,
    );
  }
  assert.match(result.stdout, '  ok            ggos after moab: BLOCKED, AmountPayable 1\n');
  assert.match(result.stdout, 'HTTP 200, token header: present, body: "Authorized"');
  assert.match(result.stdout, 'The check order is blocked: nobody can pay it.');
  assert.match(result.stdout, '1 account(s) checked: 0 step(s) failed, 0 inconclusive.');
  for (const value of credentials.values) assert.not.match(result.stdout, value);
  assert.not.match(result.stdout, 'pyb-demo');
});

test('a step that fails: the report, then one plain line on stderr and exit 1', async () => {
  gateway.sim.answers.set({ auth: 'invalid-keys' });
  try {
    const result = await check({ ...credentials.env, PAYPRO_BASE_URL: gateway.baseUrl });
    assert.is(result.code, 1);
    assert.match(result.stdout, 'auth: PayPro gave no token at auth (HTTP 200): its answer says "InValid Keys"');
    assert.match(result.stdout, '  not run       create-order: auth failed');
    assert.is(result.stderr, '1 step(s) did not answer as proxy/paypro/PROTOCOL.md says: see the report above.\n');
  } finally {
    gateway.sim.answers.set({});
  }
});

test('refusals: no PAYPRO_BASE_URL, the live host without --live, an org without accounts, an unknown org, no --org', () => {
  const unset = runCli(['paypro', 'check', '--org', 'grid-three-currencies', '--orgs', fixtureOrgsDir], { env: credentials.env });
  assert.equal([unset.status, unset.stdout], [1, '']);
  assert.match(unset.stderr, 'PAYPRO_BASE_URL is not set, so there is no gateway to check.');
  const live = runCli(['paypro', 'check', '--org', 'grid-three-currencies', '--orgs', fixtureOrgsDir], {
    env: { ...credentials.env, PAYPRO_BASE_URL: 'https://api.paypro.com.pk' },
  });
  assert.equal([live.status, live.stdout], [1, '']);
  assert.match(live.stderr, "PAYPRO_BASE_URL is PayPro's live gateway");
  assert.match(live.stderr, 'or add --live if that is what you mean.');
  const none = runCli(['paypro', 'check', '--org', 'platform-pages', '--orgs', fixtureOrgsDir], {
    env: { PAYPRO_BASE_URL: 'https://demoapi.paypro.com.pk' },
  });
  assert.equal([none.status, none.stderr], [1, 'Org platform-pages pays into no merchant account: nothing to check.\n']);
  const unknown = runCli(['paypro', 'check', '--org', 'nope', '--orgs', fixtureOrgsDir]);
  assert.equal([unknown.status, unknown.stdout], [1, '']);
  assert.match(unknown.stderr, "there is no org 'nope'");
  const missing = runCli(['paypro', 'check', '--orgs', fixtureOrgsDir]);
  assert.match(missing.stderr, "required option '--org <id>' not specified");
});

test.run();
