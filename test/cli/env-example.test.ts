/**
 * `.env.example` is the operator's checklist: it must name every variable the proxy reads for the org
 * files in orgs/, each with a comment line right above it.
 */
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { credentialVariables } from '../../proxy/config.ts';
import { accountsUsedBy } from '../../proxy/orders/merchant-account.ts';

const lines = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8').split('\n');
const GENERAL = ['PAYPRO_BASE_URL', 'PORT', 'PAYPRO_TIMEOUT_MS', 'PAYPRO_TOKEN_TTL_SECONDS', 'LOG_LEVEL'];

/** Variable name -> the line just above its assignment. */
function documented(): Map<string, string> {
  const found = new Map<string, string>();
  lines.forEach((line, index) => {
    const match = /^([A-Z0-9_]+)=/.exec(line);
    if (match) found.set(match[1]!, lines[index - 1] ?? '');
  });
  return found;
}

test('every variable the proxy reads is listed with a comment above it', async () => {
  const expected = [...GENERAL];
  for (const { org } of await loadOrgs()) {
    for (const account of new Set(org.forms.flatMap(accountsUsedBy))) {
      expected.push(...Object.values(credentialVariables(org.id, account)));
    }
  }
  const listed = documented();
  for (const name of expected) {
    assert.ok(listed.has(name), `.env.example lacks ${name}`);
    assert.match(listed.get(name)!, /^# \S/, `${name} has no comment line above it`);
  }
});

test('no value in .env.example looks like a real credential', () => {
  for (const [name] of documented()) {
    const value = lines.find((line) => line.startsWith(`${name}=`))!.slice(name.length + 1);
    if (/_(CLIENT_ID|CLIENT_SECRET|MERCHANT_ID)$/.test(name)) assert.is(value, '', `${name} has a value`);
  }
});

test.run();
