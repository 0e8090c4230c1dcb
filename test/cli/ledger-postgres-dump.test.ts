/**
 * A PostgreSQL ledger is backed up and restored with PostgreSQL's own tools, as OPERATIONS.md says
 * ("Backing up and restoring the ledger"): `pg_dump -Fc`, then, after orders were lost, `pg_restore
 * --clean --if-exists --no-owner` into the same database brings every order back as it was, and
 * `forms ledger check` finds it at this version's level.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLedger } from '../../proxy/ledger/ledger.ts';
import { openDatabase } from '../../proxy/ledger/open-database.ts';
import { postgresBinDir, startPostgres, type PostgresServer } from '../helpers/postgres-server.ts';
import { donationEntry } from '../proxy/ledger/helpers/order-entries.ts';
import { KNOWN_MIGRATIONS } from './helpers/ledger-levels.ts';
import { runCli } from './helpers/run-cli.ts';

const run = promisify(execFile);
let server: PostgresServer;
let folder: string;

test.before(async () => {
  server = await startPostgres();
  folder = await mkdtemp(join(tmpdir(), 'forms-pg-dump-'));
});
test.after(async () => {
  await server.stop();
  await rm(folder, { recursive: true, force: true });
});

/** Every order of the ledger at `url`: number, state and PayProId, by number. */
async function ordersAt(url: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const rows = await database.db.selectFrom('orders').select(['order_number', 'state', 'paypro_id']).orderBy('order_number').execute();
    return rows.map((row) => `${row.order_number} ${row.state} ${row.paypro_id ?? '-'}`);
  } finally {
    await database.close();
  }
}

test('pg_dump -Fc, then pg_restore --clean --if-exists after a loss: every order is back', async () => {
  const url = await server.createDatabase();
  const database = await openDatabase({ kind: 'postgres', url });
  const ledger = createLedger(database.db);
  for (let i = 0; i < 40; i += 1) {
    const number = `PG-${String(i).padStart(3, '0')}`;
    await ledger.record(donationEntry(number));
    if (i % 2 === 0) await ledger.created(number, { payProId: `0110220560${String(i).padStart(4, '0')}`, redirectUrl: 'x' });
  }
  await database.close();
  const before = await ordersAt(url);
  assert.is(before.length, 40);

  const dump = join(folder, 'ledger.dump');
  await run(join(postgresBinDir(), 'pg_dump'), ['-Fc', '--dbname', url, '--file', dump]);
  const lost = await openDatabase({ kind: 'postgres', url });
  await lost.db.deleteFrom('orders').where('order_number', '>=', 'PG-020').execute();
  await lost.db.updateTable('orders').set({ state: 'expired' }).where('order_number', '=', 'PG-000').execute();
  await lost.close();
  assert.is((await ordersAt(url)).length, 20);

  await run(join(postgresBinDir(), 'pg_restore'), ['--clean', '--if-exists', '--no-owner', '--dbname', url, dump]);
  assert.equal(await ordersAt(url), before);
  const check = runCli(['ledger', 'check'], { env: { DATABASE_URL: url } });
  assert.equal([check.status, check.stderr], [0, '']);
  assert.match(check.stdout, 'integrity: not checked here (PostgreSQL checks its own pages)\n');
  assert.match(
    check.stdout,
    `migrations: ${KNOWN_MIGRATIONS.length} applied, ${KNOWN_MIGRATIONS.length} known to this version, 0 pending\n`,
  );
  assert.match(check.stdout, 'orders: 40 (created 20, pending 20)\n');
});

test.run();
