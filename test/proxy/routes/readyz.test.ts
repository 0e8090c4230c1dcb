/**
 * `GET /readyz`: 200 `{ ready: true, checks }` while the database answers, its migrations are current and
 * the reconciliation loop ran within three intervals (or is off), 503 naming the check that failed
 * otherwise: a closed database, a database that does not answer within its time limit, a migration
 * pending, a loop that stopped. The loop and the time limit run on the fake clock; the answer carries
 * no error text, and the probe passes the Host check like `/healthz`.
 */
import SQLite from 'better-sqlite3';
import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  Migrator,
  SqliteAdapter,
  SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReadinessAnswer } from '../../../orgs/api-endpoints.ts';
import { loadConfig } from '../../../proxy/config.ts';
import { ledgerMigrations } from '../../../proxy/ledger/migrations/index.ts';
import type { LedgerTables } from '../../../proxy/ledger/tables.ts';
import { createReadiness, DATABASE_TIMEOUT_MS, type ReadinessCheck } from '../../../proxy/readiness.ts';
import { createReconciler, type Reconciler } from '../../../proxy/reconcile/reconciler.ts';
import { createFakeTimers, type FakeTimers } from '../../helpers/fake-timers.ts';
import { appOver } from '../helpers/app-over.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import { fakePayPro } from '../helpers/fake-paypro.ts';
import { serveAt, type Served } from '../helpers/serve.ts';
import { memoryDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { TEST_ENV } from '../helpers/test-env.ts';
import { testOrgs } from '../helpers/test-orgs.ts';

const INTERVAL_MS = 60_000;
const PUBLIC_URL = 'https://pay.example.org';
const START = Date.parse('2026-06-01T10:00:00Z');

interface Setup {
  clock: FakeTimers;
  database: TestDatabase;
  reconciler: Reconciler;
  served: Served;
  logs: Record<string, unknown>[];
  /** GET /readyz, sent with another Host than PUBLIC_URL's (as a load balancer probes). */
  probe(): Promise<{ status: number; cacheControl: string | null; body: ReadinessAnswer; text: string }>;
  close(): Promise<void>;
}

/** The proxy app over a fresh ledger with a reconciliation loop of INTERVAL_MS (or off), on a fake clock. */
async function setUp(intervalMs = INTERVAL_MS): Promise<Setup> {
  const clock = createFakeTimers();
  const now = () => new Date(START + clock.now());
  const database = await memoryDatabase();
  const { logger, logs } = capturedLogger();
  const reconciler = createReconciler({
    db: database.db,
    ledger: database.ledger,
    check: async () => ({ kind: 'uncheckable' }),
    log: logger,
    now,
    timers: clock,
    abandonAfterMs: 35_000,
  });
  const readiness = createReadiness({ db: database.db, reconciler, reconcileIntervalMs: intervalMs, now, log: logger, timers: clock });
  const orgs = await testOrgs();
  const config = loadConfig({ ...TEST_ENV, PUBLIC_URL }, orgs);
  const served = await serveAt((origin) =>
    appOver(database.db, { orgs, config, paypro: fakePayPro(), logger, origin, now, readiness }).callback(),
  );
  const probe = async () => {
    const response = await fetch(`${served.origin}/readyz`);
    const text = await response.text();
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      body: JSON.parse(text) as ReadinessAnswer,
      text,
    };
  };
  const close = async () => {
    await reconciler.stop();
    await served.close();
    await database.close();
  };
  return { clock, database, reconciler, served, logs, probe, close };
}

/** Runs `check` over a fresh `setUp(intervalMs)`, closed afterwards whatever happens. */
async function withProxy(check: (setup: Setup) => Promise<void>, intervalMs = INTERVAL_MS): Promise<void> {
  const setup = await setUp(intervalMs);
  try {
    await check(setup);
  } finally {
    await setup.close();
  }
}

/** Moves the fake clock one interval on and waits for the pass it starts to end (the loop then waits again). */
async function onePass({ clock }: Setup): Promise<void> {
  await clock.advance(INTERVAL_MS);
  await clock.untilWaiting();
}

test('ready: the database answers, no migration is pending, the loop ran; never cached', () =>
  withProxy(async (setup) => {
    setup.reconciler.start(INTERVAL_MS);
    const { status, cacheControl, body } = await setup.probe();
    assert.is(status, 200);
    assert.is(cacheControl, 'no-store');
    assert.equal(body, { ready: true, checks: { database: 'ok', migrations: 'current', reconciliation: 'recent' } });
  }));

test('a loop that keeps running stays recent long after its start', () =>
  withProxy(async (setup) => {
    setup.reconciler.start(INTERVAL_MS);
    for (let pass = 0; pass < 5; pass += 1) await onePass(setup);
    const { status, body } = await setup.probe();
    assert.is(status, 200);
    assert.is(body.checks.reconciliation, 'recent');
  }));

test('a loop that has not run for three intervals is stale: 503, the other checks still ok', () =>
  withProxy(async (setup) => {
    setup.reconciler.start(INTERVAL_MS);
    await onePass(setup);
    // The loop dies (as a process whose loop is stuck would look): no pass ends any more.
    await setup.reconciler.stop();
    await setup.clock.advance(3 * INTERVAL_MS);
    assert.is((await setup.probe()).status, 200, 'three intervals are still recent');
    await setup.clock.advance(1);
    const { status, body } = await setup.probe();
    assert.is(status, 503);
    assert.equal(body, { ready: false, checks: { database: 'ok', migrations: 'current', reconciliation: 'stale' } });
  }));

test('with RECONCILE_INTERVAL_SECONDS=0 the loop is off, and says so', () =>
  withProxy(async (setup) => {
    await setup.clock.advance(10 * INTERVAL_MS);
    const { status, body } = await setup.probe();
    assert.is(status, 200);
    assert.is(body.checks.reconciliation, 'off');
  }, 0));

test('a closed database: 503 unreachable, migrations unknown, and no error text in the answer', () =>
  withProxy(async (setup) => {
    setup.reconciler.start(INTERVAL_MS);
    await setup.database.close();
    const response = await fetch(`${setup.served.origin}/readyz`);
    const text = await response.text();
    assert.is(response.status, 503);
    assert.equal(JSON.parse(text), { ready: false, checks: { database: 'unreachable', migrations: 'unknown', reconciliation: 'recent' } });
    assert.ok(
      setup.logs.some((line) => line.msg === 'readiness: the ledger database did not answer'),
      'the operator finds the reason in the log',
    );
    assert.not.match(text, /destroyed|error|sqlite/i);
  }));

/** A Kysely whose connection never comes: a database server that does not answer. */
function silentDatabase(): Kysely<LedgerTables> {
  const driver: Driver = {
    init: async () => {},
    acquireConnection: () => new Promise<DatabaseConnection>(() => {}),
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  return new Kysely<LedgerTables>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}

/** The readiness check over `db` on `clock`, the loop off. */
function readinessOver(db: Kysely<LedgerTables>, clock: FakeTimers): ReadinessCheck {
  const now = () => new Date(START + clock.now());
  const log = capturedLogger().logger;
  return createReadiness({ db, reconciler: { lastRan: () => undefined }, reconcileIntervalMs: 0, now, log, timers: clock });
}

test('a database that does not answer within its time limit is unreachable; probes meanwhile share the check', async () => {
  const clock = createFakeTimers();
  const db = silentDatabase();
  const readiness = readinessOver(db, clock);
  const first = readiness();
  const second = readiness();
  await clock.untilWaiting();
  assert.is(clock.waiting(), 1, 'one query, one time limit');
  let settled = false;
  void first.then(() => {
    settled = true;
  });
  await clock.advance(DATABASE_TIMEOUT_MS - 1);
  assert.not.ok(settled, 'it waits out its time limit');
  await clock.advance(1);
  assert.equal(await first, { ready: false, checks: { database: 'unreachable', migrations: 'unknown', reconciliation: 'off' } });
  assert.is(await second, await first);
  await db.destroy();
});

test('a migration of this version still pending: 503 pending', async () => {
  const clock = createFakeTimers();
  const db = new Kysely<LedgerTables>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  try {
    const names = Object.keys(await ledgerMigrations.getMigrations());
    const { error } = await new Migrator({ db, provider: ledgerMigrations }).migrateTo(names.at(-2)!);
    assert.is(error, undefined);
    assert.equal(await readinessOver(db, clock)(), {
      ready: false,
      checks: { database: 'ok', migrations: 'pending', reconciliation: 'off' },
    });
    await new Migrator({ db, provider: ledgerMigrations }).migrateToLatest();
    assert.is((await readinessOver(db, clock)()).checks.migrations, 'current');
  } finally {
    await db.destroy();
  }
});

test.run();
