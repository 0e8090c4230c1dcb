/**
 * `forms removal-requests` as the operator runs it: exact lines on stdout (time, id, email), exit codes,
 * the data folder from --data-dir or FORMS_DATA_DIR, and a broken file reported on stderr.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createFileRemovalRequestStore } from '../../proxy/removal-requests/file-removal-request-store.ts';
import { runCli } from './helpers/run-cli.ts';

const root = mkdtempSync(join(tmpdir(), 'forms-cli-removal-'));
test.after(() => rmSync(root, { recursive: true, force: true }));

const ROUTE = '/merchant/deactive_package_or_account';

test('no requests yet: says so, names the file, exits 0', () => {
  const dir = join(root, 'empty');
  const result = runCli(['removal-requests', '--data-dir', dir]);
  assert.is(result.stderr, '');
  assert.is(result.status, 0);
  assert.is(result.stdout, `No account removal requests are recorded in ${dir}/removal-requests.jsonl.\n`);
});

test('recorded requests: one line each, oldest first, from --data-dir or FORMS_DATA_DIR', async () => {
  const dir = join(root, 'two');
  const store = createFileRemovalRequestStore(dir);
  await store.add({ id: 'b1f2', route: ROUTE, email: 'first@example.org', receivedAt: '2025-03-10T20:15:00.000Z' });
  await store.add({ id: 'c3d4', route: ROUTE, email: 'second@example.org', receivedAt: '2025-03-11T08:00:05.000Z' });
  const expected = '2025-03-10T20:15:00.000Z  b1f2  first@example.org\n2025-03-11T08:00:05.000Z  c3d4  second@example.org\n';
  for (const result of [runCli(['removal-requests', '--data-dir', dir]), runCli(['removal-requests'], { env: { FORMS_DATA_DIR: dir } })]) {
    assert.is(result.stderr, '');
    assert.is(result.status, 0);
    assert.is(result.stdout, expected);
  }
});

test('a line that is not a request: one line on stderr naming file and line, nothing on stdout, exit 1', () => {
  const folder = mkdtempSync(join(root, 'broken-'));
  writeFileSync(join(folder, 'removal-requests.jsonl'), '{"id":"x"}\n');
  const result = runCli(['removal-requests', '--data-dir', folder]);
  assert.is(result.status, 1);
  assert.is(result.stdout, '');
  assert.is(result.stderr, `${folder}/removal-requests.jsonl:1 is not a removal request; fix or remove that line, then try again.\n`);
});

test.run();
