/**
 * `forms ledger check` and `forms ledger migrate` on SQLite ledgers at each level: a current one reports
 * its rows per state and exits 0; an older one names its pending migrations and exits 1 until `migrate`
 * runs them (`--dry-run` lists them and changes nothing); one a newer version migrated is named as such
 * and refused; one that fails SQLite's integrity check exits 1 with SQLite's lines.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { donationEntry } from '../proxy/ledger/helpers/order-entries.ts';
import { breakIndex, FUTURE_MIGRATION, KNOWN_MIGRATIONS, markNewer, olderLedger } from './helpers/ledger-levels.ts';
import { runCli } from './helpers/run-cli.ts';
import { seededLedger } from './helpers/seeded-ledger.ts';

const root = mkdtempSync(join(tmpdir(), 'forms-cli-ledger-check-'));
test.after(() => rmSync(root, { recursive: true, force: true }));

const ledger = (dataDir: string, ...args: string[]) => runCli(['ledger', ...args, '--data-dir', dataDir]);

/** A current ledger with three orders: one pending, one created, one rejected. */
async function currentLedger(): Promise<string> {
  const seeded = await seededLedger(root);
  for (const number of ['C-1', 'C-2', 'C-3']) await seeded.ledger.record(donationEntry(number));
  await seeded.ledger.created('C-2', { payProId: '01102205600002', redirectUrl: 'x' });
  await seeded.ledger.rejected('C-3', { status: '03', description: 'Invalid json object!' });
  await seeded.database.close();
  return seeded.dataDir;
}

test('check: a current ledger is ok, with its level and its rows per state; exit 0', async () => {
  const dataDir = await currentLedger();
  const check = ledger(dataDir, 'check');
  assert.equal([check.status, check.stderr], [0, '']);
  assert.is(
    check.stdout,
    `ledger: ${join(dataDir, 'ledger.sqlite3')}\n` +
      'integrity: ok\n' +
      `migrations: ${KNOWN_MIGRATIONS.length} applied, ${KNOWN_MIGRATIONS.length} known to this version, 0 pending\n` +
      'orders: 3 (created 1, pending 1, rejected 1)\n' +
      'receipts: 0\n' +
      'mail outbox: 0\n',
  );
});

test('an older ledger: check names the pending migrations and exits 1; --dry-run lists them, changes nothing; migrate runs them', async () => {
  const dataDir = join(root, 'older');
  await olderLedger(dataDir, '004-check-first');
  const before = ledger(dataDir, 'check');
  assert.is(before.status, 1);
  assert.match(before.stdout, `migrations: 4 applied, ${KNOWN_MIGRATIONS.length} known to this version, 2 pending\n`);
  assert.match(before.stdout, '  pending: 005-amount-check, 006-receipts (forms ledger migrate runs them)\n');
  assert.match(before.stdout, 'orders: 0\n');
  assert.not.match(before.stdout, 'receipts:', 'a table a pending migration creates is left out');
  assert.is(before.stderr, 'The ledger needs attention: migrations are pending (forms ledger migrate).\n');

  const dryRun = ledger(dataDir, 'migrate', '--dry-run');
  assert.equal([dryRun.status, dryRun.stderr], [0, '']);
  assert.match(dryRun.stdout, '2 pending on the ledger at ');
  assert.match(dryRun.stdout, '(dry run, nothing changed):\n  005-amount-check\n  006-receipts\n');
  assert.is(ledger(dataDir, 'check').status, 1, 'the dry run ran nothing');

  const migrate = ledger(dataDir, 'migrate');
  assert.equal([migrate.status, migrate.stderr], [0, '']);
  assert.match(migrate.stdout, ':\n  005-amount-check\n  006-receipts\n');
  assert.is(ledger(dataDir, 'check').status, 0);
  assert.match(
    ledger(dataDir, 'migrate', '--dry-run').stdout,
    `is up to date: ${KNOWN_MIGRATIONS.length} migrations, the last 006-receipts.`,
  );
});

test('a ledger a newer version migrated: check says so and exits 1, migrate refuses it', async () => {
  const dataDir = await currentLedger();
  markNewer(dataDir);
  const check = ledger(dataDir, 'check');
  assert.is(check.status, 1);
  assert.match(check.stdout, `  unknown to this version: ${FUTURE_MIGRATION} (a newer version migrated it)\n`);
  assert.match(check.stderr, 'a newer version of forms migrated it');
  const migrate = ledger(dataDir, 'migrate');
  assert.equal([migrate.status, migrate.stdout], [1, '']);
  assert.match(
    migrate.stderr,
    `is newer than this version of forms: it has migration ${FUTURE_MIGRATION}, which this version does not know`,
  );
});

test("check: a ledger that fails the integrity check prints SQLite's lines and exits 1", async () => {
  const dataDir = await currentLedger();
  breakIndex(dataDir);
  const check = ledger(dataDir, 'check');
  assert.is(check.status, 1);
  assert.match(check.stdout, 'integrity: FAILED\n');
  assert.match(check.stdout, /missing from index orders_created/);
  assert.match(check.stderr, 'the integrity check failed');
});

test('no ledger in the folder: said, exit 1, nothing created', () => {
  const dataDir = join(root, 'empty');
  const check = ledger(dataDir, 'check');
  assert.equal([check.status, check.stdout], [1, '']);
  assert.match(check.stderr, `No ledger in ${join(dataDir, 'ledger.sqlite3')}`);
});

test('a PostgreSQL ledger that cannot be reached: one line saying so, exit 1', () => {
  const check = runCli(['ledger', 'check'], { env: { DATABASE_URL: 'postgres://forms:secret@127.0.0.1:1/forms' } });
  assert.equal([check.status, check.stdout], [1, '']);
  assert.match(check.stderr, /^The ledger database at postgres:\/\/forms:\*\*\*@127\.0\.0\.1:1\/forms could not be reached: .+\n$/);
  assert.not.match(check.stderr, 'secret');
});

test.run();
