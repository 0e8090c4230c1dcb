/**
 * Orders per second through the proxy with the ledger on SQLite (a file: WAL, synchronous=FULL) and on
 * PostgreSQL (a throwaway server on loopback), against the built-in simulator on 127.0.0.1: N concurrent
 * valid submissions of the order mix the load test uses (over the test fixture org files), timed from
 * the first request to the last answer. Prints one markdown table. A benchmark, not a test: run it with
 * `npm run bench:ledger`.
 *
 * Options (environment): BENCH_ORDERS (default 500), BENCH_ROUNDS (default 3; the median is shown).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Org } from '../../orgs/types.ts';
import { openDatabase, type LedgerDatabase } from '../../proxy/ledger/open-database.ts';
import { startPostgres } from '../helpers/postgres-server.ts';
import { GENEROUS_RATE_LIMITS } from '../proxy/helpers/generous-rate-limits.ts';
import { startSimulatedStack } from '../proxy/helpers/simulated-stack.ts';
import { fixtureOrgs } from '../helpers/fixture-orgs.ts';
import { orderMix } from '../proxy/load/helpers/order-mix.ts';
import { median } from './median.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** One round on `database`: the wall time in ms of ORDERS concurrent orders; throws if any failed. */
async function round(orgs: Org[], database: LedgerDatabase): Promise<number> {
  const stack = await startSimulatedStack(orgs, 30_000, { ...GENEROUS_RATE_LIMITS, RECONCILE_INTERVAL_SECONDS: '0' }, database);
  try {
    const submissions = orderMix(orgs, ORDERS);
    const started = performance.now();
    const statuses = await Promise.all(
      submissions.map(async (submission) => {
        const response = await fetch(`${stack.proxy.origin}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(submission),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const elapsed = performance.now() - started;
    const failed = statuses.filter((status) => status !== 200).length;
    if (failed > 0) throw new Error(`${failed} of ${ORDERS} orders failed`);
    return elapsed;
  } finally {
    await stack.close();
  }
}

const orgs = await fixtureOrgs();
const rows: string[] = [];
const folder = await mkdtemp(join(tmpdir(), 'forms-bench-'));
const postgres = await startPostgres();
try {
  const stores: [string, () => Promise<LedgerDatabase>][] = [
    ['SQLite (file, WAL, synchronous=FULL)', async () => openDatabase({ kind: 'sqlite', dataDir: await mkdtemp(join(folder, 'db-')) })],
    ['PostgreSQL 15 (loopback)', async () => openDatabase({ kind: 'postgres', url: await postgres.createDatabase() })],
  ];
  for (const [name, open] of stores) {
    const times: number[] = [];
    for (let index = 0; index < ROUNDS; index += 1) times.push(await round(orgs, await open()));
    const ms = median(times);
    rows.push(`| ${name} | ${ORDERS} | ${Math.round(ms)} | ${Math.round((ORDERS / ms) * 1000)} |`);
  }
} finally {
  await postgres.stop();
  await rm(folder, { recursive: true, force: true });
}
process.stdout.write(
  [
    `Orders through the proxy, ${ORDERS} concurrent, median of ${ROUNDS} rounds; ${cpus().length} cores, Node ${process.version}.`,
    '',
    '| ledger | orders | wall time (ms) | orders/s |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);
