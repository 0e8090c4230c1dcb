/**
 * `forms proxy`'s resident memory (VmRSS, MB, from /proc: Linux only), run as an operator runs it: the
 * compiled command in a child process, its ledger on SQLite, talking to the PayPro simulator on
 * 127.0.0.1 as to a real gateway. Measured when it starts listening, after SETTLE_S seconds idle (V8
 * gives memory back once the process goes quiet), then after BENCH_MEMORY_ORDERS valid orders
 * (default 10,000; 16 at a time, the load test's order mix) and again after SETTLE_S idle. Reconciliation
 * is off, so only the orders are measured. It serves the test fixture org files (`test/fixtures/orgs/`),
 * whose routes the order mix posts to. Prints one markdown table. Run with `npm run bench:memory`
 * after `node cli/compile.mjs` (npm runs it on install).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { rssMb } from './process-stats.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnServer } from '../cli/helpers/spawned-server.ts';
import { fixtureOrgs, fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { gatewayEnv, startStandaloneGateway } from '../cli/helpers/standalone-gateway.ts';
import { orderMix } from '../proxy/load/helpers/order-mix.ts';

const ORDERS = Number(process.env.BENCH_MEMORY_ORDERS ?? 10_000);
const SETTLE_S = 30;
const CONCURRENCY = 16;

const orgs = await fixtureOrgs();
const gateway = await startStandaloneGateway();
const dataDir = await mkdtemp(join(tmpdir(), 'forms-bench-memory-'));
const served = await spawnServer(
  'proxy',
  {
    ...gatewayEnv(orgs, gateway, dataDir, { RATE_LIMIT_ORDERS_PER_MINUTE: '1000000', RECONCILE_INTERVAL_SECONDS: '0' }),
    LOG_LEVEL: 'warn',
  },
  ['--host', '127.0.0.1', '--orgs', fixtureOrgsDir],
);
try {
  const pid = served.child.pid!;
  const rows: string[] = [];
  const row = async (moment: string) => rows.push(`| ${moment} | ${await rssMb(pid)} |`);
  await row('listening');
  await sleep(SETTLE_S * 1000);
  await row(`idle ${SETTLE_S} s`);
  const submissions = orderMix(orgs, ORDERS);
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < submissions.length) {
        const submission = submissions[next++]!;
        const response = await fetch(`${served.url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(submission),
        });
        await response.arrayBuffer();
        if (response.status !== 200) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if (failed > 0) throw new Error(`${failed} of ${ORDERS} orders failed`);
  await row(`after ${ORDERS} orders (${Math.round(seconds)} s)`);
  await sleep(SETTLE_S * 1000);
  await row(`after ${ORDERS} orders, idle ${SETTLE_S} s`);
  process.stdout.write(
    [`\`forms proxy\` resident memory; Node ${process.version}.`, '', '| moment | RSS (MB) |', '|---|---|', ...rows, ''].join('\n'),
  );
} finally {
  await served.dispose();
  await gateway.close();
  await rm(dataDir, { recursive: true, force: true });
}
