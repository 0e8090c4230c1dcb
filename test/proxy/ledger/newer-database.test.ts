/**
 * A ledger migrated by a newer version of the code (a rollback since): opening it for the proxy refuses
 * with a message naming the migrations this code does not know and what to do, and runs nothing; an
 * older ledger is brought up to date, naming what ran.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { migrationLevel } from '../../../proxy/ledger/migration-level.ts';
import { ledgerMigrations } from '../../../proxy/ledger/migrations/index.ts';
import { connectDatabase, migrateDatabase, openDatabase } from '../../../proxy/ledger/open-database.ts';
import { bothDatabases } from './helpers/both-databases.ts';

/** What a newer version leaves behind: a migration name this code has not got. */
const FUTURE = '999-from-a-newer-version';

bothDatabases('a ledger newer than the code', (suite, fresh, dialect, blank) => {
  suite('is refused with the unknown migration named and nothing run', async () => {
    const database = await fresh();
    await database.db
      .insertInto('kysely_migration' as never)
      .values({ name: FUTURE, timestamp: new Date().toISOString() } as never)
      .execute();
    const refusal = await migrateDatabase(database).then(
      () => undefined,
      (error: Error) => error,
    );
    assert.is(refusal?.name, 'LedgerDatabaseError');
    assert.match(refusal!.message, `is newer than this version of forms: it has migration ${FUTURE}, which this version does not know`);
    assert.match(refusal!.message, 'forms ledger restore <file>');
    assert.equal((await migrationLevel(database.db)).unknown, [FUTURE]);
  });

  suite('an older ledger is migrated, and the migrations run are named', async () => {
    const db = await blank();
    await new Migrator({ db, provider: ledgerMigrations }).migrateTo('004-check-first');
    const level = await migrationLevel(db);
    assert.equal([level.pending, level.unknown], [['005-amount-check', '006-receipts'], []]);
    const older = { db, dialect, location: 'the test database', close: async () => {} };
    assert.equal(await migrateDatabase(older), ['005-amount-check', '006-receipts']);
    assert.equal((await migrationLevel(db)).pending, []);
  });
});

test('start-up refuses a SQLite ledger newer than the code and leaves it as it was', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'forms-newer-ledger-'));
  try {
    const first = await openDatabase({ kind: 'sqlite', dataDir });
    await first.db
      .insertInto('kysely_migration' as never)
      .values({ name: FUTURE, timestamp: new Date().toISOString() } as never)
      .execute();
    await first.close();
    const refusal = await openDatabase({ kind: 'sqlite', dataDir }).then(
      () => undefined,
      (error: Error) => error,
    );
    assert.is(refusal?.name, 'LedgerDatabaseError');
    assert.match(refusal!.message, `The ledger database at ${join(dataDir, 'ledger.sqlite3')} is newer than this version of forms`);
    assert.match(refusal!.message, FUTURE);
    const again = await connectDatabase({ kind: 'sqlite', dataDir });
    const level = await migrationLevel(again.db);
    await again.close();
    assert.equal([level.unknown, level.pending], [[FUTURE], []]);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test.run();
