/**
 * `forms unconfirmed-orders` as the operator runs it: exact lines on stdout (time, order number, org,
 * route, account, reason), the data folder from --data-dir or FORMS_DATA_DIR, a broken file on stderr.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createFileUnconfirmedOrderStore } from '../../proxy/unconfirmed-orders/file-unconfirmed-order-store.ts';
import { runCli } from './helpers/run-cli.ts';

const root = mkdtempSync(join(tmpdir(), 'forms-cli-unconfirmed-'));
test.after(() => rmSync(root, { recursive: true, force: true }));

test('nothing recorded: says so, names the file, exits 0', () => {
  const dir = join(root, 'empty');
  const result = runCli(['unconfirmed-orders', '--data-dir', dir]);
  assert.equal([result.status, result.stderr], [0, '']);
  assert.is(result.stdout, `No orders with an unknown outcome are recorded in ${dir}/unconfirmed-orders.jsonl.\n`);
});

test('recorded orders: one line each, oldest first, from --data-dir or FORMS_DATA_DIR', async () => {
  const dir = join(root, 'two');
  const store = createFileUnconfirmedOrderStore(dir);
  await store.add({ orderNumber: 'A-1', org: 'jhrtrust', route: '/merchantform/jhrtrust', account: 'donation', reason: 'gateway_timeout', recordedAt: '2025-03-10T20:15:00.000Z' });
  await store.add({ orderNumber: 'B-2', org: 'scci', route: '/scci', account: 'associate', reason: 'gateway_unreachable', recordedAt: '2025-03-11T08:00:05.000Z' });
  const expected =
    '2025-03-10T20:15:00.000Z  A-1  jhrtrust  /merchantform/jhrtrust  donation  gateway_timeout\n' +
    '2025-03-11T08:00:05.000Z  B-2  scci  /scci  associate  gateway_unreachable\n';
  for (const result of [runCli(['unconfirmed-orders', '--data-dir', dir]), runCli(['unconfirmed-orders'], { env: { FORMS_DATA_DIR: dir } })]) {
    assert.equal([result.status, result.stderr, result.stdout], [0, '', expected]);
  }
});

test('a line that is not an unconfirmed order: one line on stderr naming file and line, exit 1', () => {
  const folder = mkdtempSync(join(root, 'broken-'));
  writeFileSync(join(folder, 'unconfirmed-orders.jsonl'), '{"orderNumber":"x"}\n');
  const result = runCli(['unconfirmed-orders', '--data-dir', folder]);
  assert.equal([result.status, result.stdout], [1, '']);
  assert.is(result.stderr, `${folder}/unconfirmed-orders.jsonl:1 is not an unconfirmed order; fix or remove that line, then try again.\n`);
});

test.run();
