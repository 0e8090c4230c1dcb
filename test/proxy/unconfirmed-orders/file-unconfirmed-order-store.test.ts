/**
 * The file of orders whose outcome is unknown: what one store adds, a store on the same folder (a
 * restarted proxy) lists; the file is private to the proxy's user; a bad line is named.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  createFileUnconfirmedOrderStore,
  UNCONFIRMED_ORDERS_FILE,
} from '../../../proxy/unconfirmed-orders/file-unconfirmed-order-store.ts';
import type { UnconfirmedOrder } from '../../../proxy/unconfirmed-orders/unconfirmed-order-store.ts';

let dir = '';
test.before.each(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-unconfirmed-'));
});
test.after.each(() => rm(dir, { recursive: true, force: true }));

function order(n: number): UnconfirmedOrder {
  return {
    orderNumber: `1741637700000-${n}-abc123`,
    org: 'jhrtrust',
    route: '/merchantform/jhrtrust',
    account: 'donation',
    reason: 'gateway_timeout',
    recordedAt: new Date(Date.UTC(2025, 2, 10, 20, 15, n)).toISOString(),
  };
}

test('nothing recorded yet: an empty list', async () => {
  assert.equal(await createFileUnconfirmedOrderStore(join(dir, 'var')).list(), []);
});

test('a restarted store lists what an earlier one added, oldest first, one JSON line each, in a private file', async () => {
  const data = join(dir, 'var');
  const first = createFileUnconfirmedOrderStore(data);
  await first.add(order(1));
  await first.add(order(2));
  assert.equal(await createFileUnconfirmedOrderStore(data).list(), [order(1), order(2)]);
  const text = await readFile(join(data, UNCONFIRMED_ORDERS_FILE), 'utf8');
  assert.is(text, `${JSON.stringify(order(1))}\n${JSON.stringify(order(2))}\n`);
  assert.is((await stat(join(data, UNCONFIRMED_ORDERS_FILE))).mode & 0o777, 0o600);
});

test('a line that is JSON but not an unconfirmed order is reported with the file and line number', async () => {
  const path = join(dir, UNCONFIRMED_ORDERS_FILE);
  await writeFile(path, `${JSON.stringify(order(1))}\n{"orderNumber":"x"}\n`);
  try {
    await createFileUnconfirmedOrderStore(dir).list();
    assert.unreachable('it listed a bad file');
  } catch (error) {
    assert.is((error as Error).name, 'UnconfirmedOrdersFileError');
    assert.is((error as Error).message, `${path}:2 is not an unconfirmed order; fix or remove that line, then try again.`);
  }
});

test.run();
