/**
 * `.env.example` is the operator's checklist: it names every general variable the proxy reads, each with
 * a comment line right above it; `forms env` prints the credential variables of the org files (the v2
 * credentials of payment forms, the legacy ones of membership renewal pages) in the same form, so a new
 * org file needs no hand-written names.
 */
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { runCli } from './helpers/run-cli.ts';
import { credentialVariables, legacyCredentialVariables, loadConfig, orgCredentialVariables } from '../../proxy/config.ts';

const lines = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8').split('\n');
const GENERAL = [
  'PAYPRO_BASE_URL',
  'PAYPRO_MARKETPLACE_URL',
  'PORT',
  'PAYPRO_TIMEOUT_MS',
  'PAYPRO_TOKEN_TTL_SECONDS',
  'LOG_LEVEL',
  'FORMS_DATA_DIR',
  'SHUTDOWN_GRACE_MS',
];
/** The ledger, PayPro's callback and reconciliation (proxy/config.ts). */
const LEDGER = [
  'DATABASE_URL',
  'PAYPRO_CALLBACK_USERNAME',
  'PAYPRO_CALLBACK_PASSWORD',
  'PAYPRO_CALLBACK_PATH',
  'RECONCILE_INTERVAL_SECONDS',
];
/** The public edge's settings (proxy/config.ts). */
const EDGE = [
  'RATE_LIMIT_ORDERS_PER_MINUTE',
  'RATE_LIMIT_LOOKUPS_PER_MINUTE',
  'RATE_LIMIT_REMOVALS_PER_MINUTE',
  'RATE_LIMIT_STATUS_PER_MINUTE',
  'TRUST_PROXY',
  'CORS_ORIGINS',
  'PUBLIC_URL',
  'SMTP_URL',
  'SMTP_FROM',
];
const CREDENTIAL = /_(CLIENT_ID|CLIENT_SECRET|MERCHANT_ID|USERNAME|PASSWORD|MERCHANT_PASSWORD)$/;

/** Variable name -> the line just above its assignment. */
function documented(): Map<string, string> {
  const found = new Map<string, string>();
  lines.forEach((line, index) => {
    const match = /^([A-Z0-9_]+)=/.exec(line);
    if (match) found.set(match[1]!, lines[index - 1] ?? '');
  });
  return found;
}

test('every general variable the proxy reads is listed with a comment above it', () => {
  const listed = documented();
  for (const name of [...GENERAL, ...LEDGER, ...EDGE]) {
    assert.ok(listed.has(name), `.env.example lacks ${name}`);
    assert.match(listed.get(name)!, /^# \S/, `${name} has no comment line above it`);
  }
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

test(".env.example's credential lines are ones forms env prints for orgs/, each documented", () => {
  const printed = new Set(runCli(['env']).stdout.split('\n'));
  const listed = documented();
  for (const [name, above] of listed) {
    if (!CREDENTIAL.test(name) || name.startsWith('PAYPRO_CALLBACK_')) continue;
    assert.ok(printed.has(`${name}=`), `${name} is in .env.example but no org file needs it`);
    assert.match(above, /^# \S/, name);
  }
});

test('the edge values in .env.example are the defaults, and loadConfig accepts them', async () => {
  const values = Object.fromEntries(EDGE.map((name) => [name, lines.find((line) => line.startsWith(`${name}=`))!.slice(name.length + 1)]));
  const orgs = (await loadOrgs()).map(({ org }) => org);
  const example = loadConfig(values, orgs);
  const defaults = loadConfig({}, orgs);
  assert.equal(
    [example.rateLimits, example.trustProxy, example.corsOrigins],
    [defaults.rateLimits, defaults.trustProxy, defaults.corsOrigins],
  );
});

test('both kinds of credentials are required where their forms are', async () => {
  const variables = new Map((await loadOrgs()).map(({ org }) => [org.id, orgCredentialVariables(org)]));
  assert.equal(variables.get('jhrtrust'), Object.values(credentialVariables('jhrtrust', 'donation')));
  assert.equal(variables.get('scci'), [
    ...Object.values(legacyCredentialVariables('scci', 'associate')),
    ...Object.values(legacyCredentialVariables('scci', 'corporate')),
  ]);
  assert.not.ok(
    variables.get('scci')!.some((name) => name.endsWith('_CLIENT_ID')),
    'no v2 credentials for scci',
  );
});

test('no value in .env.example looks like a real credential', () => {
  const credentials = [...documented().keys()].filter((name) => CREDENTIAL.test(name));
  assert.ok(
    credentials.some((name) => name.endsWith('_MERCHANT_PASSWORD')),
    'the legacy variables are checked too',
  );
  for (const name of credentials) {
    const value = lines.find((line) => line.startsWith(`${name}=`))!.slice(name.length + 1);
    assert.is(value, '', `${name} has a value`);
  }
});

test.run();
