/**
 * Reconciliation: follows every order that is `created` or `unknown` until PayPro reports it PAID or
 * BLOCKED, or its due date has ended (`expired`), checking each with a backoff (1, 5, 30 minutes, then
 * hourly; `nextCheckAt`). Orders left `pending` by a process that died mid-call become `unknown` first.
 * With several processes on one PostgreSQL, each order is leased to one of them at a time
 * (`Ledger.claimDue`). `forms orders reconcile` runs one pass; the proxy runs passes on an interval.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { purgeExpiredKeys } from '../idempotency/database-idempotency-store.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { LedgerTables } from '../ledger/tables.ts';
import type { StatusChecker } from './status-check.ts';

export interface ReconcilerDeps {
  db: Kysely<LedgerTables>;
  ledger: Ledger;
  check: StatusChecker;
  log: Logger;
  now: () => Date;
  /**
   * How old a `pending` order must be, in ms, before it counts as abandoned: longer than any live
   * request can take (its gateway calls and their timeouts).
   */
  abandonAfterMs: number;
  /** Orders checked per pass at most; default 50. */
  batchSize?: number;
  /** How long a claimed order is held for this process, in ms; default 120000. */
  leaseMs?: number;
}

/** What one pass did. */
export interface PassReport {
  /** OrderNumbers found abandoned in `pending` and now `unknown`. */
  abandoned: string[];
  /** Orders whose status was asked for. */
  checked: number;
  /** Of those, the ones PayPro could not answer about (they are tried again later). */
  unavailable: number;
  /** OrderNumber -> new state, for the orders whose state changed. */
  changed: Record<string, string>;
}

export interface PassOptions {
  /**
   * Check every followed order now, whenever its next check was due (`forms orders reconcile`: the
   * operator wants the answer now), instead of only the due ones in one batch.
   */
  everything?: boolean;
}

export interface Reconciler {
  /** Runs one pass now. Rejects only when the database fails. */
  pass(options?: PassOptions): Promise<PassReport>;
  /** Runs a pass every `intervalMs` ms (the first one after `intervalMs`); the timer does not keep the process alive. */
  start(intervalMs: number): void;
  /** Stops the interval and waits for a pass under way. */
  stop(): Promise<void>;
}

export function createReconciler(deps: ReconcilerDeps): Reconciler {
  const { ledger, check, log } = deps;
  const batchSize = deps.batchSize ?? 50;
  const leaseMs = deps.leaseMs ?? 120_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function pass(options: PassOptions = {}): Promise<PassReport> {
    const now = deps.now();
    const abandoned = await ledger.abandonPending(new Date(now.getTime() - deps.abandonAfterMs));
    if (abandoned.length > 0) {
      log.warn(
        { orderNumbers: abandoned },
        'orders left pending by a request that never finished are now unknown; reconciliation follows them',
      );
    }
    await purgeExpiredKeys(deps.db, now);
    const report: PassReport = { abandoned, checked: 0, unavailable: 0, changed: {} };
    const claimed = options.everything
      ? await ledger.claimDue(Number.MAX_SAFE_INTEGER, leaseMs, new Date('9999-12-31T23:59:59.999Z'))
      : await ledger.claimDue(batchSize, leaseMs);
    for (const order of claimed) {
      const result = await check(order);
      report.checked += 1;
      if (result.kind === 'unavailable') report.unavailable += 1;
      if (result.kind === 'checked' && result.order.state !== order.state) report.changed[order.order_number] = result.order.state;
    }
    return report;
  }

  const tick = (intervalMs: number) => {
    timer = setTimeout(() => {
      running = pass()
        .then((report) => {
          if (report.checked > 0 || report.abandoned.length > 0) log.info(report, 'reconciliation pass');
        })
        .catch((err: unknown) => log.error({ err }, 'reconciliation pass failed'))
        .finally(() => {
          if (!stopped) tick(intervalMs);
        });
    }, intervalMs);
    timer.unref();
  };

  return {
    pass,
    start(intervalMs) {
      stopped = false;
      tick(intervalMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
