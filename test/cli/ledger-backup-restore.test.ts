/**
 * `forms ledger backup` and `forms ledger restore` on SQLite: a backup taken while orders are being
 * recorded restores, into a fresh folder, every order committed before it began (and a consistent
 * snapshot: no later order without every earlier one), passing the integrity check at this version's
 * migration level; restore refuses while the ledger is open, a backup that fails the integrity check,
 * one a newer version migrated, and leaves everything as it was when it refuses; it keeps the ledger it
 * replaces and migrates an older backup; neither works on PostgreSQL.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLedger } from '../../proxy/ledger/ledger.ts';
import { donationEntry } from '../proxy/ledger/helpers/order-entries.ts';
import { breakIndex, FUTURE_MIGRATION, KNOWN_MIGRATIONS, markNewer, olderLedger, orderNumbersIn } from './helpers/ledger-levels.ts';
import { runCli, runCliAsync } from './helpers/run-cli.ts';
import { seededLedger } from './helpers/seeded-ledger.ts';

const root = mkdtempSync(join(tmpdir(), 'forms-cli-ledger-backup-'));
test.after(() => rmSync(root, { recursive: true, force: true }));

const ledger = (dataDir: string, ...args: string[]) => runCli(['ledger', ...args, '--data-dir', dataDir]);
const ledgerFile = (dataDir: string) => join(dataDir, 'ledger.sqlite3');
let count = 0;
const fresh = () => join(root, `fresh-${++count}`);

/** A closed ledger in a new folder holding orders `numbers`. */
async function ledgerWith(numbers: string[]): Promise<string> {
  const seeded = await seededLedger(root);
  for (const number of numbers) await seeded.ledger.record(donationEntry(number));
  await seeded.database.close();
  return seeded.dataDir;
}

/** A backup of a ledger holding `numbers`, made by `forms ledger backup`. */
async function backupOf(numbers: string[]): Promise<{ dataDir: string; file: string }> {
  const dataDir = await ledgerWith(numbers);
  const file = join(root, `backup-${++count}.sqlite3`);
  const backup = ledger(dataDir, 'backup', file);
  assert.is(backup.status, 0, backup.stderr);
  return { dataDir, file };
}

test('a backup taken while orders are recorded restores every order committed before it began', async () => {
  const source = await seededLedger(root);
  const orders = createLedger(source.database.db);
  const committed: string[] = [];
  const recordOne = async () => {
    const number = `LOAD-${String(committed.length).padStart(6, '0')}`;
    await orders.record(donationEntry(number));
    committed.push(number);
  };
  for (let i = 0; i < 300; i += 1) await recordOne();
  const before = committed.length;
  const file = join(root, 'during-load.sqlite3');
  let finished = false;
  const backup = runCliAsync(['ledger', 'backup', file, '--data-dir', source.dataDir]).finally(() => {
    finished = true;
  });
  // Orders keep coming on this process's connection until the backup (another process) is done.
  while (!finished) {
    await recordOne();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { code, stdout, stderr } = await backup;
  await source.database.close();
  assert.equal([code, stderr], [0, '']);
  assert.match(stdout, `Backed up ${ledgerFile(source.dataDir)} to ${file}: integrity ok, `);
  assert.is((statSync(file).mode & 0o777).toString(8), '600', "it holds donors' details");

  const target = fresh();
  const restore = ledger(target, 'restore', file);
  assert.equal([restore.status, restore.stderr], [0, '']);
  assert.match(restore.stdout, `Restored it as ${ledgerFile(target)}.\n`);
  const restored = orderNumbersIn(ledgerFile(target));
  assert.ok(restored.length >= before, `${restored.length} orders restored, ${before} committed before the backup began`);
  assert.equal(restored, committed.slice(0, restored.length), 'a snapshot: every order up to a point, none after it');
  const check = ledger(target, 'check');
  assert.is(check.status, 0, check.stderr);
  assert.match(check.stdout, 'integrity: ok\n');
  assert.match(
    check.stdout,
    `migrations: ${KNOWN_MIGRATIONS.length} applied, ${KNOWN_MIGRATIONS.length} known to this version, 0 pending\n`,
  );
});

test('backup refuses to overwrite a file unless --force, and replaces it with --force', async () => {
  const dataDir = await ledgerWith(['F-1']);
  const file = join(root, 'existing.sqlite3');
  writeFileSync(file, 'keep me');
  const refused = ledger(dataDir, 'backup', file);
  assert.equal([refused.status, refused.stdout], [1, '']);
  assert.is(refused.stderr, `${file} exists already; give another name, or --force to replace it.\n`);
  assert.is(readFileSync(file, 'utf8'), 'keep me');
  const forced = ledger(dataDir, 'backup', file, '--force');
  assert.is(forced.status, 0, forced.stderr);
  assert.equal(orderNumbersIn(file), ['F-1']);
  assert.equal(
    readdirSync(root).filter((name) => name.includes('.partial-')),
    [],
    'no temporary copy left',
  );
});

test('restore refuses while the ledger is open, changing nothing; once closed it restores and keeps the replaced file', async () => {
  const { file } = await backupOf(['B-1', 'B-2']);
  const live = await seededLedger(root);
  await live.ledger.record(donationEntry('LIVE-1'));
  const refused = ledger(live.dataDir, 'restore', file);
  const left = readdirSync(live.dataDir);
  await live.database.close();
  assert.equal([refused.status], [1]);
  assert.match(
    refused.stderr,
    `${ledgerFile(live.dataDir)} is open in another process (a running proxy, or a forms command): stop it first. Nothing was changed.`,
  );
  assert.equal(
    left.filter((name) => name.includes('restor')),
    [],
    'no copy left behind',
  );
  assert.equal(orderNumbersIn(ledgerFile(live.dataDir)), ['LIVE-1']);

  const restored = ledger(live.dataDir, 'restore', file);
  assert.is(restored.status, 0, restored.stderr);
  const kept = readdirSync(live.dataDir).filter((name) => name.startsWith('ledger.sqlite3.before-restore-'));
  assert.is(kept.length, 1);
  assert.match(kept[0]!, /^ledger\.sqlite3\.before-restore-\d{8}T\d{6}Z$/);
  assert.match(restored.stdout, `Checked ${file}: integrity ok, 2 orders, migrations up to ${KNOWN_MIGRATIONS.at(-1)}.\n`);
  assert.match(restored.stdout, `Kept the ledger it replaces as ${join(live.dataDir, kept[0]!)}.\n`);
  assert.equal(orderNumbersIn(join(live.dataDir, kept[0]!)), ['LIVE-1']);
  assert.equal(orderNumbersIn(ledgerFile(live.dataDir)), ['B-1', 'B-2']);
});

test('restore refuses a backup that fails the integrity check, and a file that is no database', async () => {
  const { dataDir, file } = await backupOf(['I-1']);
  const brokenCopy = await backupOf(['X-1']);
  breakIndex(brokenCopy.dataDir);
  const backup = ledger(brokenCopy.dataDir, 'backup', join(root, 'broken.sqlite3'));
  assert.is(backup.status, 1, 'backup checks its copy too');
  assert.match(backup.stderr, 'failed its check, so no backup was kept: row 1 missing from index orders_created');
  assert.not.ok(existsSync(join(root, 'broken.sqlite3')));

  const text = join(root, 'notes.txt');
  writeFileSync(text, 'not a database at all, but long enough to look like a header of one '.repeat(20));
  const refused = ledger(dataDir, 'restore', text);
  assert.is(refused.status, 1);
  assert.match(refused.stderr, `${text} cannot be restored, nothing was changed: file is not a database`);
  assert.equal(
    readdirSync(dataDir).filter((name) => name.includes('restor')),
    [],
  );
  assert.equal(orderNumbersIn(ledgerFile(dataDir)), ['I-1']);
  assert.ok(existsSync(file));
});

test('restore refuses a backup a newer version migrated, naming its migration; nothing changed', async () => {
  const newer = await backupOf(['N-1']);
  markNewer(newer.dataDir);
  const file = join(root, 'newer.sqlite3');
  assert.is(ledger(newer.dataDir, 'backup', file).status, 0);
  const target = await ledgerWith(['T-1']);
  const refused = ledger(target, 'restore', file);
  assert.is(refused.status, 1);
  assert.match(refused.stderr, `it has migration ${FUTURE_MIGRATION}, which this version does not know`);
  assert.match(refused.stderr, 'Nothing was changed.');
  assert.equal(
    readdirSync(target).filter((name) => name.includes('restor')),
    [],
  );
  assert.equal(orderNumbersIn(ledgerFile(target)), ['T-1']);
});

test('restore migrates an older backup after putting it in place', async () => {
  const older = fresh();
  await olderLedger(older, '004-check-first');
  const file = join(root, 'older.sqlite3');
  assert.is(ledger(older, 'backup', file).status, 0);
  const target = await ledgerWith(['T-2']);
  const restored = ledger(target, 'restore', file);
  assert.is(restored.status, 0, restored.stderr);
  assert.match(restored.stdout, 'migrations up to 004-check-first.\n');
  assert.match(restored.stdout, 'Migrated it: 005-amount-check, 006-receipts.\n');
  assert.is(ledger(target, 'check').status, 0);
});

test('on PostgreSQL (DATABASE_URL set) backup and restore point at pg_dump and pg_restore, exit 1', () => {
  const env = { DATABASE_URL: 'postgres://forms@127.0.0.1:1/forms' };
  const backup = runCli(['ledger', 'backup', join(root, 'pg.dump')], { env });
  assert.equal([backup.status, backup.stdout], [1, '']);
  assert.match(backup.stderr, 'use pg_dump -Fc --dbname "$DATABASE_URL"');
  const restore = runCli(['ledger', 'restore', join(root, 'pg.dump')], { env });
  assert.equal([restore.status, restore.stdout], [1, '']);
  assert.match(restore.stderr, 'use pg_restore --clean --if-exists');
  assert.not.ok(existsSync(join(root, 'pg.dump')));
});

test.run();
