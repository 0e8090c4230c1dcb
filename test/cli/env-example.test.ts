/**
 * The environment is declared once (proxy/env-variables.ts): `.env.example` and the variable table of
 * proxy/OPERATIONS.md are written from it (`npm run docs:env`) and must be current; `loadConfig` reads
 * no variable the declaration lacks; `forms env` prints the credential variables of the org files (the
 * v2 credentials of payment forms, the legacy ones of membership renewal pages), so a new org file needs
 * no hand-written names and changes no committed file.
 */
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { fixtureOrgs } from '../helpers/fixture-orgs.ts';
import { runCli } from './helpers/run-cli.ts';
import {
  callbackVariables,
  credentialVariables,
  legacyCredentialVariables,
  loadConfig,
  orgCredentialVariables,
} from '../../proxy/config.ts';
import { envExample, TABLE_END, TABLE_START, withVariableTable } from '../../proxy/env-docs.ts';
import { ENV_VARIABLE_NAMES, ENV_VARIABLES, exampleValue } from '../../proxy/env-variables.ts';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

test('.env.example is what the declaration writes (run npm run docs:env after changing it)', () => {
  assert.fixture(read('.env.example'), envExample());
});

test("proxy/OPERATIONS.md's variable table is what the declaration writes", () => {
  const operations = read('proxy/OPERATIONS.md');
  assert.fixture(operations, withVariableTable(operations));
  for (const name of ENV_VARIABLE_NAMES) assert.match(operations, `| \`${name}\` |`);
});

test('a document without the table markers is refused, not rewritten', () => {
  assert.throws(() => withVariableTable('# Operations\n'), /lacks the markers/);
  assert.throws(() => withVariableTable(`${TABLE_END}\n${TABLE_START}\n`), /lacks the markers/);
});

test('every variable loadConfig reads is declared, and every declared one is read', async () => {
  const orgs = (await loadOrgs()).map(({ org }) => org);
  const credentials = new Set(orgs.flatMap((org) => orgCredentialVariables(org)));
  const seen = new Set<string>();
  const recording = (values: Record<string, string>) =>
    new Proxy(values, {
      get(target, name) {
        if (typeof name === 'string') seen.add(name);
        return target[name as string];
      },
    });
  // With a gateway (it stops at the missing credentials) and without one (it reads everything else).
  assert.throws(() => loadConfig(recording({ PAYPRO_BASE_URL: 'https://demoapi.paypro.com.pk' }), orgs), /cannot start/);
  loadConfig(recording({}), orgs);
  const read = [...seen].filter((name) => !credentials.has(name));
  assert.equal(
    read.filter((name) => !ENV_VARIABLE_NAMES.includes(name)),
    [],
    'read but not declared',
  );
  assert.equal(
    ENV_VARIABLE_NAMES.filter((name) => !read.includes(name)),
    [],
    'declared but never read',
  );
});

test('the values .env.example sets are the defaults, and loadConfig accepts them', async () => {
  const values = Object.fromEntries(ENV_VARIABLES.flat().map((variable) => [variable.name, exampleValue(variable)]));
  const orgs = (await loadOrgs()).map(({ org }) => org);
  const { credentials: _a, legacyCredentials: _b, ...example } = loadConfig(values, orgs);
  const { credentials: _c, legacyCredentials: _d, ...defaults } = loadConfig({}, orgs);
  assert.equal(example, defaults);
});

test('no secret has a value in .env.example', () => {
  const secrets = ['PAYPRO_CALLBACK_USERNAME', 'PAYPRO_CALLBACK_PASSWORD', 'SMTP_URL', 'DATABASE_URL'];
  for (const name of secrets) assert.ok(read('.env.example').split('\n').includes(`${name}=`), `${name} is empty`);
});

test('forms env prints every credential variable of the org files, each with a comment above it, empty', async () => {
  const result = runCli(['env']);
  assert.equal([result.status, result.stderr], [0, '']);
  const printed = result.stdout.split('\n');
  const expected = (await loadOrgs()).flatMap(({ org }) => orgCredentialVariables(org));
  assert.ok(expected.length > 0);
  for (const name of expected) {
    const at = printed.indexOf(`${name}=`);
    assert.ok(at > 0, `forms env lacks ${name}`);
    assert.match(printed[at - 1]!, /^# \S/, `${name} has no comment line above it`);
  }
  assert.is(printed.filter((line) => /^[A-Z0-9_]+=/.test(line)).length, expected.length, 'nothing else');
});

test("both kinds of credentials are read where their forms are, each account's callback pair beside them", async () => {
  const variables = new Map((await fixtureOrgs()).map((org) => [org.id, orgCredentialVariables(org)]));
  assert.equal(variables.get('grid-three-currencies'), [
    ...Object.values(credentialVariables('grid-three-currencies', 'donation')),
    ...Object.values(callbackVariables('grid-three-currencies', 'donation')),
  ]);
  assert.equal(variables.get('membership'), [
    ...Object.values(legacyCredentialVariables('membership', 'associate')),
    ...Object.values(callbackVariables('membership', 'associate')),
    ...Object.values(legacyCredentialVariables('membership', 'corporate')),
    ...Object.values(callbackVariables('membership', 'corporate')),
  ]);
  assert.not.ok(
    variables.get('membership')!.some((name) => name.endsWith('_CLIENT_ID')),
    'no v2 credentials for the membership fixture',
  );
});

test.run();
