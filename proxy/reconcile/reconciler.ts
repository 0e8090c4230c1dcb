/**
 * Reconciliation: follows every order that is `created` or `unknown` until PayPro reports it PAID or
 * BLOCKED, or its due date has ended (`expired`), checking each with a backoff (1, 5, 30 minutes, then
 * hourly; `nextCheckAt`). Orders left `pending` by a process that died mid-call become `unknown` first.
 *
 * A pass checks every order due when it started, in the queue's order (`check-queue.ts`: orders a
 * callback or the donor's poll asked about first, then the newest), reading the queue a page at a time
 * and claiming a few orders at a time, until none is left or its time budget is spent; what is left
 * waits for the next pass. Passes start every
 * interval, so a pass that used its budget leaves the rest of the interval to the donors' own requests.
 * With several processes on one PostgreSQL, each order is leased to one of them at a time, so no order
 * is checked twice at once, and each process checks only the orgs it serves. `forms orders reconcile` runs one pass over every followed order, due or
 * not, without a budget; the proxy runs passes on an interval.
 */
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { purgeExpiredKeys } from '../idempotency/database-idempotency-store.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { LedgerTables } from '../ledger/tables.ts';
import { createPassLoop } from '../pass-loop.ts';
import type { Timers } from '../timers.ts';
import type { StatusChecker } from './status-check.ts';

export interface ReconcilerDeps {
  db: Kysely<LedgerTables>;
  ledger: Ledger;
  check: StatusChecker;
  log: Logger;
  /** The clock; the pass budget, and the time a pass took (the wait before the next), are measured on it too. */
  now: () => Date;
  /** The timers of the loop's interval (`start`); default the system's (tests pass a fake clock's). */
  timers?: Timers;
  /**
   * How old a `pending` order must be, in ms, before it counts as abandoned: longer than any live
   * request can take (its gateway calls and their timeouts).
   */
  abandonAfterMs: number;
  /** How long a pass keeps checking orders, in ms (RECONCILE_PASS_MS); default 45000. */
  passBudgetMs?: number;
  /** The longest one status check can take, in ms (a token and the status call); default 35000. */
  checkMs?: number;
  /**
   * The ids of the orgs whose orders this process checks: those it has credentials for (`forms proxy
   * --org`). Absent: every org's. Another process on the same database, serving other orgs, checks theirs;
   * claiming one here would only fail for want of credentials and put its next check off.
   */
  orgs?: readonly string[];
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
  /** True when the pass ended on its budget (or a stop) while orders were still due. */
  unfinished: boolean;
}

export interface PassOptions {
  /**
   * Check every followed order now, whenever its next check was due, without a time budget (`forms
   * orders reconcile`: the operator wants the answer now).
   */
  everything?: boolean;
}

export interface Reconciler {
  /** Runs one pass now. Rejects only when the database fails. */
  pass(options?: PassOptions): Promise<PassReport>;
  /**
   * Starts a pass every `intervalMs` ms (the first one after `intervalMs`), each counted from the start
   * of the one before; the timer does not keep the process alive.
   */
  start(intervalMs: number): void;
  /** Stops the interval; a pass under way ends after the order in hand, and this waits for it. */
  stop(): Promise<void>;
  /**
   * When the loop last showed it runs, on `now`: the end of its last pass that did not fail, or its
   * `start` while no pass has ended since; undefined before `start`. Readiness (`/readyz`) reads it.
   */
  lastRan(): Date | undefined;
}

/** OrderNumbers read from the queue at a time: one sorted read serves this many claims' worth. */
const PAGE_SIZE = 200;
/** Orders claimed at a time: few, so that two processes share a backlog finely. */
const BATCH_SIZE = 5;

export function createReconciler(deps: ReconcilerDeps): Reconciler {
  const { ledger, check, log } = deps;
  const budgetMs = deps.passBudgetMs ?? 45_000;
  // Long enough for every order of a batch to be checked before another process may take it.
  const leaseMs = BATCH_SIZE * (deps.checkMs ?? 35_000);

  async function pass(options: PassOptions = {}): Promise<PassReport> {
    const started = deps.now();
    const abandoned = await ledger.abandonPending(new Date(started.getTime() - deps.abandonAfterMs));
    if (abandoned.length > 0) {
      log.warn(
        { orderNumbers: abandoned },
        'orders left pending by a request that never finished are now unknown; reconciliation follows them',
      );
    }
    await purgeExpiredKeys(deps.db, started);
    if (options.everything) await ledger.makeDue(started);
    const deadline = options.everything ? Number.POSITIVE_INFINITY : started.getTime() + budgetMs;
    const report: PassReport = { abandoned, checked: 0, unavailable: 0, changed: {}, unfinished: false };
    // Due by the pass's start: every order checked moves its next check past it, so none is checked twice.
    const more = () => !loop.stopping() && deps.now().getTime() < deadline;
    let page: string[] = [];
    while (more()) {
      if (page.length === 0) page = await ledger.dueOrders(started, PAGE_SIZE, deps.orgs);
      if (page.length === 0) return report;
      // Of those, the ones another process claimed meanwhile are not returned.
      const batch = await ledger.claim(page.splice(0, BATCH_SIZE), leaseMs, started);
      for (const [index, order] of batch.entries()) {
        if (!more()) {
          await ledger.release(batch.slice(index).map((left) => left.order_number));
          break;
        }
        const result = await check(order);
        report.checked += 1;
        if (result.kind === 'unavailable') report.unavailable += 1;
        if (result.kind === 'checked' && result.order.state !== order.state) report.changed[order.order_number] = result.order.state;
      }
    }
    report.unfinished = true;
    return report;
  }

  let ranAt: Date | undefined;
  const loop = createPassLoop(
    () =>
      pass()
        .then((report) => {
          ranAt = deps.now();
          if (report.unfinished && !loop.stopping())
            log.warn(report, 'reconciliation pass ran out of time with orders still due; the next pass goes on');
          else if (report.checked > 0 || report.abandoned.length > 0) log.info(report, 'reconciliation pass');
        })
        .catch((err: unknown) => log.error({ err }, 'reconciliation pass failed')),
    deps.now,
    deps.timers,
  );

  return {
    pass,
    start(intervalMs) {
      ranAt = deps.now();
      loop.start(intervalMs);
    },
    stop: loop.stop,
    lastRan: () => ranAt,
  };
}
