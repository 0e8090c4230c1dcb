/**
 * Account removal requests through the whole server, as an operator meets them: one server records a
 * request and stops; a new server on the same FORMS_DATA_DIR records another; `forms removal-requests`
 * lists both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../cli/start-server.ts';
import { runCli } from './helpers/run-cli.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'forms-serve-removal-'));
test.after(() => rmSync(dataDir, { recursive: true, force: true }));

async function requestRemoval(email: string): Promise<void> {
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    simulator: 'unless-configured',
    pages: false,
    env: { LOG_LEVEL: 'silent', FORMS_DATA_DIR: dataDir },
    orgsDir: fixtureOrgsDir,
  });
  try {
    const response = await fetch(`${server.url}/api/account-removal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/platform-pages/account-removal', email }),
    });
    assert.is(response.status, 202);
  } finally {
    await server.close();
  }
}

test('requests recorded before and after a restart are all listed, oldest first', async () => {
  await requestRemoval('first@example.org');
  await requestRemoval('second@example.org');
  const result = runCli(['removal-requests', '--data-dir', dataDir]);
  assert.is(result.stderr, '');
  assert.is(result.status, 0);
  const lines = result.stdout.trimEnd().split('\n');
  assert.is(lines.length, 2, result.stdout);
  assert.match(lines[0]!, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z {2}[0-9a-f-]{36} {2}first@example\.org {2}unverified$/);
  assert.match(lines[1]!, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z {2}[0-9a-f-]{36} {2}second@example\.org {2}unverified$/);
});

test.run();
