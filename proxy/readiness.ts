/**
 * Readiness, apart from liveness: `/healthz` says the process answers, `/readyz` whether it should get
 * traffic (`ReadinessAnswer`, orgs/api-endpoints.ts). Three checks, each cheap and told in words only,
 * never an error text, a count or an address, as the answer is public:
 * - the ledger's database answers a trivial query within DATABASE_TIMEOUT_MS (a PostgreSQL server that
 *   hangs would otherwise hold the probe as long as the driver waits);
 * - no migration of this version is pending (`migrationLevel`), so a process on a
 *   database another version left behind says so rather than failing orders;
 * - the reconciliation loop ran within STALE_AFTER_INTERVALS intervals (`Reconciler.lastRan`), or
 *   RECONCILE_INTERVAL_SECONDS is 0 and it is off. A pass may use three quarters of an interval and
 *   the next starts an interval after the one before, so a loop that runs is never more than two
 *   intervals from its last pass; three leave room for a pass that ends on a slow gateway's time limit.
 * Probes that arrive while a check is under way share it, so a flood of probes runs one query at a time.
 */
import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { ReadinessAnswer } from '../orgs/api-endpoints.ts';
import { migrationLevel } from './ledger/migration-level.ts';
import type { LedgerTables } from './ledger/tables.ts';
import type { Reconciler } from './reconcile/reconciler.ts';
import { systemTimers, type TimerHandle, type Timers } from './timers.ts';

/** How long the database may take to answer the readiness query, in ms. */
export const DATABASE_TIMEOUT_MS = 2_000;
/** How many reconciliation intervals may pass without a pass before the loop counts as stale. */
export const STALE_AFTER_INTERVALS = 3;

export interface ReadinessDeps {
  /** The ledger's database, opened and migrated at start. */
  db: Kysely<LedgerTables>;
  /** The reconciliation loop, of which only its last sign of life is read. */
  reconciler: Pick<Reconciler, 'lastRan'>;
  /** RECONCILE_INTERVAL_SECONDS in ms; 0: the loop is off. */
  reconcileIntervalMs: number;
  /** The reconciler's clock. */
  now: () => Date;
  log: Logger;
  /** The timers of the database's time limit; default the system's (tests pass a fake clock's). */
  timers?: Timers;
}

/** Answers whether the proxy is ready; never rejects. */
export type ReadinessCheck = () => Promise<ReadinessAnswer>;

/** The readiness check over `deps`, as the module comment says. */
export function createReadiness(deps: ReadinessDeps): ReadinessCheck {
  const timers = deps.timers ?? systemTimers;
  let running: Promise<ReadinessAnswer> | undefined;

  async function databaseAnswers(): Promise<boolean> {
    let timer: TimerHandle | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = timers.setTimeout(() => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS);
    });
    try {
      await Promise.race([sql`select 1`.execute(deps.db), late]);
      return true;
    } catch (err) {
      // For the operator only: the answer says no more than `unreachable`.
      deps.log.warn({ err }, 'readiness: the ledger database did not answer');
      return false;
    } finally {
      timers.clearTimeout(timer!);
    }
  }

  async function migrations(): Promise<ReadinessAnswer['checks']['migrations']> {
    try {
      return (await migrationLevel(deps.db)).pending.length === 0 ? 'current' : 'pending';
    } catch (err) {
      deps.log.warn({ err }, 'readiness: the ledger migrations could not be read');
      return 'unknown';
    }
  }

  function reconciliation(): ReadinessAnswer['checks']['reconciliation'] {
    if (deps.reconcileIntervalMs === 0) return 'off';
    const ranAt = deps.reconciler.lastRan();
    if (ranAt === undefined) return 'stale';
    return deps.now().getTime() - ranAt.getTime() <= STALE_AFTER_INTERVALS * deps.reconcileIntervalMs ? 'recent' : 'stale';
  }

  async function check(): Promise<ReadinessAnswer> {
    const database = (await databaseAnswers()) ? 'ok' : 'unreachable';
    const checks = {
      database,
      migrations: database === 'ok' ? await migrations() : 'unknown',
      reconciliation: reconciliation(),
    } as const;
    const ready = checks.database === 'ok' && checks.migrations === 'current' && checks.reconciliation !== 'stale';
    return { ready, checks };
  }

  return () => {
    running ??= check().finally(() => {
      running = undefined;
    });
    return running;
  };
}
