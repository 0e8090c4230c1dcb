/**
 * The file store of account removal requests: what one store adds, another store on the same folder
 * (a restarted proxy) lists; the file is private to the proxy's user; concurrent adds stay whole lines;
 * a line torn by a crash is skipped and not glued to the next; any other bad line is named.
 */
import { appendFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  createFileRemovalRequestStore,
  REMOVAL_REQUESTS_FILE,
} from '../../../proxy/removal-requests/file-removal-request-store.ts';
import type { RemovalRequest } from '../../../proxy/removal-requests/removal-request-store.ts';

let dir = '';
test.before.each(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-removal-'));
});
test.after.each(() => rm(dir, { recursive: true, force: true }));

function request(n: number): RemovalRequest {
  return {
    id: `id-${n}`,
    route: '/merchant/deactive_package_or_account',
    email: `person${n}@example.org`,
    receivedAt: new Date(Date.UTC(2025, 2, 10, 20, 15, n)).toISOString(),
  };
}

test('nothing recorded yet: an empty list, and no folder is made by listing', async () => {
  const data = join(dir, 'var');
  assert.equal(await createFileRemovalRequestStore(data).list(), []);
  assert.not.ok(await stat(data).catch(() => undefined));
});

test('a new store on the same folder lists what an earlier one added, oldest first', async () => {
  const data = join(dir, 'nested', 'var');
  const first = createFileRemovalRequestStore(data);
  await first.add(request(1));
  await first.add(request(2));
  const restarted = createFileRemovalRequestStore(data);
  assert.equal(await restarted.list(), [request(1), request(2)]);
  const lines = (await readFile(join(data, REMOVAL_REQUESTS_FILE), 'utf8')).split('\n');
  assert.equal(lines, [JSON.stringify(request(1)), JSON.stringify(request(2)), '']);
});

test('the file and the folder it makes are readable by the owner only', async () => {
  const data = join(dir, 'private');
  await createFileRemovalRequestStore(data).add(request(1));
  assert.is((await stat(data)).mode & 0o777, 0o700);
  assert.is((await stat(join(data, REMOVAL_REQUESTS_FILE))).mode & 0o777, 0o600);
});

test('fifty adds at once, from two stores, give fifty whole lines', async () => {
  const stores = [createFileRemovalRequestStore(dir), createFileRemovalRequestStore(dir)];
  await Promise.all(Array.from({ length: 50 }, (_, n) => stores[n % 2]!.add(request(n))));
  const listed = await stores[0]!.list();
  assert.is(listed.length, 50);
  assert.equal(listed.map((entry) => entry.id).sort(), Array.from({ length: 50 }, (_, n) => `id-${n}`).sort());
});

test('a line torn by a crash is skipped, and the next request starts on a line of its own', async () => {
  const store = createFileRemovalRequestStore(dir);
  await store.add(request(1));
  await appendFile(join(dir, REMOVAL_REQUESTS_FILE), '{"id":"id-2","route":"/merch');
  assert.equal(await store.list(), [request(1)]);
  await store.add(request(3));
  assert.equal(await store.list(), [request(1), request(3)]);
});

test('a line that is JSON but not a request is reported with the file and line number', async () => {
  const path = join(dir, REMOVAL_REQUESTS_FILE);
  await writeFile(path, `${JSON.stringify(request(1))}\n{"id":"x"}\n${JSON.stringify(request(2))}\n`);
  try {
    await createFileRemovalRequestStore(dir).list();
    assert.unreachable('it listed a bad file');
  } catch (error) {
    assert.is((error as Error).name, 'RemovalRequestsFileError');
    assert.is((error as Error).message, `${path}:2 is not a removal request; fix or remove that line, then try again.`);
  }
});

test('an add that cannot write rejects, so nothing is acknowledged', async () => {
  const blocker = join(dir, 'a-file');
  await writeFile(blocker, '');
  const store = createFileRemovalRequestStore(join(blocker, 'var'));
  await store.add(request(1)).then(
    () => assert.unreachable('it acknowledged a request it could not write'),
    (error: NodeJS.ErrnoException) => assert.is(error.code, 'ENOTDIR'),
  );
  // The failure does not block later adds to a store that can write.
  const good = createFileRemovalRequestStore(dir);
  await good.add(request(2));
  assert.equal(await good.list(), [request(2)]);
});

test.run();
