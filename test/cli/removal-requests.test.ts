/**
 * `forms removal-requests` and `forms unconfirmed-orders` as the operator runs them: exact lines on
 * stdout read from the ledger, the data folder from --data-dir or FORMS_DATA_DIR, and a folder where the
 * proxy never ran reported on stderr (exit 1) instead of an empty ledger made there.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRemovalRequestStore } from '../../proxy/ledger/removal-requests.ts';
import { donationEntry } from '../proxy/ledger/helpers/order-entries.ts';
import { runCli } from './helpers/run-cli.ts';
import { seededLedger } from './helpers/seeded-ledger.ts';

const root = mkdtempSync(join(tmpdir(), 'forms-cli-ledger-lists-'));
test.after(() => rmSync(root, { recursive: true, force: true }));

const ROUTE = '/platform-pages/account-removal';

test('a folder where the proxy never ran: stderr names the file, exit 1, nothing created', () => {
  const dir = join(root, 'never');
  for (const command of ['removal-requests', 'unconfirmed-orders']) {
    const result = runCli([command, '--data-dir', dir]);
    assert.equal([result.status, result.stdout], [1, ''], command);
    assert.match(result.stderr, `No ledger in ${dir}/ledger.sqlite3`);
  }
  assert.not.ok(existsSync(dir));
});

test('removal requests: one line each, oldest first, with where the confirmation stands, from --data-dir or FORMS_DATA_DIR', async () => {
  const seeded = await seededLedger(root);
  const store = createRemovalRequestStore(seeded.database.db);
  await store.add({ id: 'b1f2', route: ROUTE, email: 'first@example.org', receivedAt: '2025-03-10T20:15:00.000Z', language: 'en' });
  await store.add({ id: 'c3d4', route: ROUTE, email: 'second@example.org', receivedAt: '2025-03-11T08:00:05.000Z', language: 'en' });
  // Emailed links: one followed, one still open (far in the future), one run out.
  const link = (tokenHash: string, expiresAt: string) => ({ tokenHash, expiresAt });
  await store.add(
    { id: 'd5e6', route: ROUTE, email: 'third@example.org', receivedAt: '2025-03-12T09:00:00.000Z', language: 'en' },
    link('h1', '2999-01-01T00:00:00.000Z'),
  );
  await store.add(
    { id: 'e7f8', route: ROUTE, email: 'fourth@example.org', receivedAt: '2025-03-13T09:00:00.000Z', language: 'en' },
    link('h2', '2999-01-01T00:00:00.000Z'),
  );
  await store.add(
    { id: 'f9a0', route: ROUTE, email: 'fifth@example.org', receivedAt: '2025-03-14T09:00:00.000Z', language: 'en' },
    link('h3', '2025-03-15T09:00:00.000Z'),
  );
  assert.ok(await store.confirm('h2', new Date()));
  await seeded.database.close();
  const expected = [
    '2025-03-10T20:15:00.000Z  b1f2  first@example.org  unverified',
    '2025-03-11T08:00:05.000Z  c3d4  second@example.org  unverified',
    '2025-03-12T09:00:00.000Z  d5e6  third@example.org  awaiting',
    '2025-03-13T09:00:00.000Z  e7f8  fourth@example.org  verified',
    '2025-03-14T09:00:00.000Z  f9a0  fifth@example.org  expired',
    '',
  ].join('\n');
  for (const result of [
    runCli(['removal-requests', '--data-dir', seeded.dataDir]),
    runCli(['removal-requests'], { env: { FORMS_DATA_DIR: seeded.dataDir } }),
  ]) {
    assert.equal([result.status, result.stderr, result.stdout], [0, '', expected]);
  }
});

test('unconfirmed orders: the unknown ones only, oldest first, with the reason; none says so', async () => {
  const seeded = await seededLedger(root);
  const { ledger } = seeded;
  await ledger.record(donationEntry('A-1'));
  await ledger.unknown('A-1', 'gateway_timeout');
  seeded.at('2025-03-11T08:00:05.000Z');
  await ledger.record(donationEntry('B-2', { org: 'membership', route: '/membership', account: 'associate' }));
  await ledger.unknown('B-2', 'abandoned');
  await ledger.record(donationEntry('C-3'));
  await ledger.created('C-3', { payProId: '1', redirectUrl: 'x' });
  await seeded.database.close();
  const result = runCli(['unconfirmed-orders', '--data-dir', seeded.dataDir]);
  assert.equal([result.status, result.stderr], [0, '']);
  assert.is(
    result.stdout,
    '2025-03-10T20:15:00.000Z  A-1  grid-three-currencies  /merchantform/grid-three-currencies  donation  gateway_timeout\n' +
      '2025-03-11T08:00:05.000Z  B-2  membership  /membership  associate  abandoned\n',
  );
  const empty = await seededLedger(root);
  await empty.database.close();
  assert.is(runCli(['unconfirmed-orders', '--data-dir', empty.dataDir]).stdout, 'No orders with an unknown outcome are recorded.\n');
});

test.run();
