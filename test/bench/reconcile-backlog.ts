/**
 * How long reconciliation takes to clear a backlog: BENCH_ORDERS orders (default 10,000) are made
 * through the proxy against the built-in simulator on 127.0.0.1 (the load test's order mix over the
 * test fixture org files), paid on the simulator's pay page with PayPro's callback withheld, and made
 * due; then reconciliation passes run as the proxy's loop runs them (one every RECONCILE_INTERVAL_SECONDS,
 * each up to RECONCILE_PASS_MS, the defaults 60 s and 45 s) until no order is followed any more. Prints
 * one markdown table: the time from the first pass to the last order settled, and the passes it took,
 * for the ledger on SQLite (a file: WAL, synchronous=FULL) and on PostgreSQL (a throwaway server on
 * loopback) with one and with two processes. A benchmark, not a test: `npm run bench:reconcile`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Org } from '../../orgs/types.ts';
import { loadConfig } from '../../proxy/config.ts';
import { createLogger } from '../../proxy/logger.ts';
import { type DatabaseTarget, type LedgerDatabase, openDatabase } from '../../proxy/ledger/open-database.ts';
import { createPayProClient } from '../../proxy/paypro/index.ts';
import { createOrderServices, requestLeaseMs } from '../../proxy/reconcile/order-services.ts';
import { createReconciler } from '../../proxy/reconcile/reconciler.ts';
import { fixtureOrgs } from '../helpers/fixture-orgs.ts';
import { startPostgres } from '../helpers/postgres-server.ts';
import { GENEROUS_RATE_LIMITS } from '../proxy/helpers/generous-rate-limits.ts';
import { SIM_BASE_PATH, type SimulatedStack, startSimulatedStack } from '../proxy/helpers/simulated-stack.ts';
import { orderMix } from '../proxy/load/helpers/order-mix.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
/** Requests in flight at once while the backlog is made. */
const IN_FLIGHT = 50;
const ENV = { ...GENEROUS_RATE_LIMITS, RECONCILE_INTERVAL_SECONDS: '0' };

const progress = (line: string) => process.stderr.write(`${line}\n`);

/** Runs `task` for each of `items`, IN_FLIGHT at a time. */
async function eachInFlight<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

/** ORDERS orders made through the proxy and paid at the simulator, no callback sent; then every one due. */
async function makeBacklog(orgs: Org[], stack: SimulatedStack): Promise<void> {
  stack.sim.callbackMode.set({ mode: 'none' });
  const payLinks: string[] = [];
  await eachInFlight(orderMix(orgs, ORDERS), async (submission) => {
    const response = await fetch(`${stack.proxy.origin}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(submission),
    });
    if (response.status !== 200) throw new Error(`an order was answered ${response.status}`);
    payLinks.push(((await response.json()) as { redirectUrl: string }).redirectUrl);
  });
  await eachInFlight(payLinks, async (link) => {
    const bid = new URL(link).searchParams.get('bid') ?? '';
    const paid = await fetch(`${stack.gateway.origin}${SIM_BASE_PATH}/pyb-demo/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ bid }),
    });
    await paid.arrayBuffer();
    if (paid.status !== 200) throw new Error(`Pay was answered ${paid.status}`);
  });
  await stack.database.ledger.makeDue(new Date());
}

/**
 * Reconciles `databases` (one process each, sharing the simulator) as the proxy's loop does, until no
 * order is followed; returns the ms from the first pass to the last order settled, and the passes.
 */
async function reconcile(orgs: Org[], stack: SimulatedStack, databases: LedgerDatabase[]): Promise<{ ms: number; passes: number }> {
  const config = loadConfig(ENV, orgs);
  const paypro = createPayProClient({ baseUrl: `${stack.gateway.origin}${SIM_BASE_PATH}`, timeoutMs: config.timeoutMs });
  const log = createLogger('silent');
  const now = () => new Date();
  let lastSettled = 0;
  const reconcilers = databases.map(({ db }) => {
    const services = createOrderServices({ db, paypro, config, log, now });
    const check: typeof services.check = async (order, options) => {
      const result = await services.check(order, options);
      if (result.kind === 'checked' && result.order.state !== order.state) lastSettled = performance.now();
      return result;
    };
    const leaseMs = requestLeaseMs(config);
    return createReconciler({ db, ledger: services.ledger, check, log, now, abandonAfterMs: leaseMs, checkMs: leaseMs });
  });
  const intervalMs = 60_000;
  const started = performance.now();
  for (let passes = 1; ; passes += 1) {
    const passStarted = performance.now();
    const reports = await Promise.all(reconcilers.map((reconciler) => reconciler.pass()));
    const checked = reports.reduce((sum, report) => sum + report.checked, 0);
    progress(`  pass ${passes}: ${checked} orders checked in ${Math.round(performance.now() - passStarted)} ms`);
    const followed = (await stack.database.ledger.list({ state: 'created' })).length;
    if (followed === 0) return { ms: lastSettled - started, passes };
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs - (performance.now() - passStarted))));
  }
}

const orgs = await fixtureOrgs();
const folder = await mkdtemp(join(tmpdir(), 'forms-bench-'));
const postgres = await startPostgres();
const rows: string[] = [];
try {
  const setups: [string, number, () => Promise<DatabaseTarget>][] = [
    ['SQLite (file, WAL, synchronous=FULL)', 1, async () => ({ kind: 'sqlite', dataDir: await mkdtemp(join(folder, 'db-')) })],
    ['PostgreSQL (loopback)', 1, async () => ({ kind: 'postgres', url: await postgres.createDatabase() })],
    ['PostgreSQL (loopback)', 2, async () => ({ kind: 'postgres', url: await postgres.createDatabase() })],
  ];
  for (const [name, processes, target] of setups) {
    progress(`${name}, ${processes} process(es): making ${ORDERS} paid orders whose callback never came`);
    const where = await target();
    const database = await openDatabase(where);
    const stack = await startSimulatedStack(orgs, 30_000, ENV, database);
    const others: LedgerDatabase[] = [];
    try {
      await makeBacklog(orgs, stack);
      // Each further process has its own connections to the same database.
      for (let index = 1; index < processes; index += 1) others.push(await openDatabase(where));
      const { ms, passes } = await reconcile(orgs, stack, [database, ...others]);
      rows.push(`| ${name} | ${processes} | ${ORDERS} | ${(ms / 1000).toFixed(1)} | ${passes} | ${Math.round((ORDERS / ms) * 1000)} |`);
    } finally {
      for (const other of others) await other.close();
      await stack.close();
    }
  }
} finally {
  await postgres.stop();
  await rm(folder, { recursive: true, force: true });
}
process.stdout.write(
  [
    `Reconciliation of ${ORDERS} due orders, paid at the simulator, no callback; passes every 60 s, up to 45 s each; ${cpus().length} cores, Node ${process.version}.`,
    '',
    '| ledger | processes | orders | time to the last settled (s) | passes | orders/s |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);
