/**
 * One org or all: `forms env --org <id>` prints only those orgs' variables, `forms proxy --org <id>`
 * serves only those orgs (the others' routes unknown, their credentials not asked for), and an unknown
 * id is refused naming the org files there are. Without `--org`, `forms proxy` names every problem of
 * its environment in one grouped message, in one run, quoting no secret; `--data-dir` names the ledger's
 * folder over an empty FORMS_DATA_DIR. Runs the compiled `forms`.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { orgCredentialVariables } from '../../proxy/config.ts';
import { assertEveryProblem, everyProblemEnv } from '../helpers/every-problem-env.ts';
import { fixtureOrgs, fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { runCli } from './helpers/run-cli.ts';
import { spawnServer } from './helpers/spawned-server.ts';
import { gatewayEnv, startStandaloneGateway } from './helpers/standalone-gateway.ts';

const CHOSEN = ['membership', 'grid-three-currencies'];
const UNKNOWN = "there is no org 'no-such-org'; use one of: associates, campaign-and-zakat,";

let cwd: string;
test.before(async () => {
  // An empty folder, so no .env is read.
  cwd = await mkdtemp(join(tmpdir(), 'forms-org-selection-'));
});
test.after(() => rm(cwd, { recursive: true, force: true }));

/** The variable names `forms env` printed, in order. */
const printedNames = (stdout: string) => stdout.split('\n').flatMap((line) => /^([A-Z0-9_]+)=$/.exec(line)?.[1] ?? []);

test('forms env --org prints only the variables of the orgs named, in the order named', async () => {
  const result = runCli(['env', '--orgs', fixtureOrgsDir, ...CHOSEN.flatMap((id) => ['--org', id])], { cwd });
  assert.is(result.status, 0, result.stderr);
  const expected = (await fixtureOrgs(CHOSEN)).flatMap((org) => orgCredentialVariables(org));
  assert.equal(printedNames(result.stdout), expected);
  const all = printedNames(runCli(['env', '--orgs', fixtureOrgsDir], { cwd }).stdout);
  assert.ok(all.length > expected.length, 'without --org, every org');
});

test('an unknown --org is refused, with the known ids, by forms env and forms proxy alike', () => {
  for (const command of ['env', 'proxy']) {
    const result = runCli([command, '--orgs', fixtureOrgsDir, '--org', 'grid-three-currencies', '--org', 'no-such-org'], {
      cwd,
      timeoutMs: 20_000,
    });
    assert.is(result.status, 1, `${command}: ${result.stdout}${result.stderr}`);
    assert.match(result.stderr, UNKNOWN);
    assert.is(result.stdout, '');
  }
});

test('forms proxy names every problem of its environment in one grouped message, quoting no secret', async () => {
  const orgs = await fixtureOrgs(CHOSEN);
  const expected = everyProblemEnv(orgs);
  const args = ['proxy', '--host', '127.0.0.1', '--port', '0', '--orgs', fixtureOrgsDir, ...CHOSEN.flatMap((id) => ['--org', id])];
  const result = runCli(args, { env: expected.env, cwd, timeoutMs: 20_000 });
  assert.is(result.status, 1, result.stdout + result.stderr);
  assertEveryProblem(result.stderr, expected, orgs);
  assert.not.match(result.stderr, 'GRID_PAYMENT_TYPE', 'no org left out is asked for');
});

test("forms proxy --org serves that org with its credentials alone; another org's form is unknown to it", async () => {
  const gateway = await startStandaloneGateway();
  const dataDir = await mkdtemp(join(cwd, 'data-'));
  // An empty FORMS_DATA_DIR, as an environment file leaves it: --data-dir names the ledger's folder.
  const env = {
    ...gatewayEnv(await fixtureOrgs(['grid-three-currencies']), gateway, dataDir),
    FORMS_DATA_DIR: '',
    RECONCILE_INTERVAL_SECONDS: '0',
  };
  const args = ['--host', '127.0.0.1', '--orgs', fixtureOrgsDir, '--org', 'grid-three-currencies', '--data-dir', dataDir];
  const server = await spawnServer('proxy', env, args);
  try {
    const order = (route: string) =>
      fetch(`${server.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          route,
          values: { name: 'Sana', email: 'sana@example.org', amount: '700', currency: 'PKR', donationType: 'Kitchen' },
        }),
      });
    const served = await order('/merchantform/grid-three-currencies');
    assert.is(served.status, 200, await served.clone().text());
    const other = await order('/merchantform/grid-payment-type');
    assert.is(other.status, 404);
    assert.is(((await other.json()) as { error: { code: string } }).error.code, 'unknown_form');
    assert.ok(existsSync(join(dataDir, 'ledger.sqlite3')), 'the ledger is in the folder --data-dir names');
  } finally {
    await server.dispose();
    await gateway.close();
  }
});

test.run();
