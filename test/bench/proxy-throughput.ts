/**
 * The proxy's own cost: `forms proxy` (compiled, as an operator runs it: a child process, LOG_LEVEL info,
 * its ledger on SQLite, rate limits raised so they refuse nothing, reconciliation off) against a bare
 * Koa app (`test/bench/proxy/bare-app.ts`: @koa/bodyparser and nothing else), both child processes talking
 * to the PayPro simulator on 127.0.0.1, measured in the same run with the same load (`test/bench/proxy/load.ts`:
 * 16 keep-alive connections, a fixed count of requests, each round bounded in time):
 * - full orders: the load test's order mix (valid, one order each) to the proxy vs the bare forwarder,
 *   which makes the same PayPro calls (a cached token, then create-order) and answers the pay-page URL;
 * - the validation path: one invalid submission (the donor's name missing, an amount below the minimum)
 *   that the proxy answers 422 with field messages before PayPro is asked, vs the bare echo (the same
 *   body parsed and answered as JSON).
 * Each is run BENCH_PROXY_ROUNDS times, the proxy and the bare app taking turns, after a warm-up; the
 * best round (highest rate: the least disturbed on a shared machine) is shown, with the CPU time the
 * server used for it per request (user + system, from /proc: steadier than the rate when other work
 * shares the machine) and each child's resident memory (VmRSS from /proc, MB; Linux only) after its
 * last run. Run it after `node cli/compile.mjs`:
 * `node --import tsx test/bench/proxy-throughput.ts` prints the section; `proxySection()` returns it.
 *
 * Options (environment): BENCH_PROXY_ORDERS (orders per round, default 2,000), BENCH_PROXY_INVALID
 * (invalid submissions per round, default 20,000), BENCH_PROXY_ROUNDS (default 2), BENCH_PROXY_ROUND_S
 * (the most seconds one round may take, default 12). With the defaults the section takes under 2 minutes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpuMs, rssMb } from './process-stats.ts';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer } from '../cli/helpers/spawned-server.ts';
import { gatewayEnv, startStandaloneGateway } from '../cli/helpers/standalone-gateway.ts';
import { fixtureOrgs, fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { GENEROUS_RATE_LIMITS } from '../proxy/helpers/generous-rate-limits.ts';
import { orderMix } from '../proxy/load/helpers/order-mix.ts';
import { startBareServer } from './proxy/bare-server.ts';
import { type LoadResult, runLoad } from './proxy/load.ts';

const ORDERS = Number(process.env.BENCH_PROXY_ORDERS ?? 2_000);
const INVALID = Number(process.env.BENCH_PROXY_INVALID ?? 20_000);
const ROUNDS = Number(process.env.BENCH_PROXY_ROUNDS ?? 2);
const ROUND_MS = Number(process.env.BENCH_PROXY_ROUND_S ?? 12) * 1000;
const CONCURRENCY = 16;
/** Requests sent to each server before the first measured round (JIT, the token, the ledger's first pages). */
const WARM_UP = 300;

/** What the proxy refuses with 422 `invalid_fields`: no name, an amount under the org's PKR minimum. */
const INVALID_ORDER = JSON.stringify({
  route: '/merchantform/grid-three-currencies',
  values: { name: '', email: 'donor@example.org', amount: '0.5', currency: 'PKR', donationType: 'Kitchen' },
});

/** A round's load figures and the CPU the server used for it, in µs per request. */
type Round = LoadResult & { cpuUs: number };

/** `runLoad` on the server with process id `pid`, throwing unless every answer had `status`. */
async function measured(pid: number, url: string, bodies: readonly string[], status: number): Promise<Round> {
  const before = await cpuMs(pid);
  const result = await runLoad(url, bodies, CONCURRENCY, ROUND_MS);
  const cpuUs = ((await cpuMs(pid)) - before) * (1000 / result.requests);
  const others = Object.entries(result.statuses).filter(([answered]) => Number(answered) !== status);
  if (others.length > 0) throw new Error(`${url}: expected only ${status}, got ${JSON.stringify(result.statuses)}`);
  return { ...result, cpuUs };
}

/** The round with the highest rate. */
function best(rounds: readonly Round[]): Round {
  return rounds.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
}

function row(path: string, server: string, round: Round, rss: number, bare?: Round): string {
  const ratio = bare ? `${Math.round((round.perSecond / bare.perSecond) * 100)} %` : '100 %';
  const ms = (value: number) => value.toFixed(1);
  const cells = [round.requests, Math.round(round.perSecond), ms(round.p50Ms), ms(round.p99Ms), Math.round(round.cpuUs), rss, ratio];
  return `| ${path} | ${server} | ${cells.join(' | ')} |`;
}

/** Runs the benchmark (see the module comment) and returns its markdown section. Throws if any answer is not the expected one. */
export async function proxySection(): Promise<string> {
  const orgs = await fixtureOrgs();
  const orderBodies = orderMix(orgs, WARM_UP + ORDERS * ROUNDS).map((submission) => JSON.stringify(submission));
  const invalidBodies = Array.from({ length: INVALID }, () => INVALID_ORDER);
  const gateway = await startStandaloneGateway();
  const dataDir = await mkdtemp(join(tmpdir(), 'forms-bench-proxy-'));
  const servers: { dispose(): Promise<void> }[] = [];
  try {
    // The orders group counts the invalid submissions too: lifted past what the rounds can send.
    const limits = { ...GENEROUS_RATE_LIMITS, RATE_LIMIT_ORDERS_PER_MINUTE: '100000000', RECONCILE_INTERVAL_SECONDS: '0' };
    const proxy = await spawnServer('proxy', gatewayEnv(orgs, gateway, dataDir, limits), ['--host', '127.0.0.1', '--orgs', fixtureOrgsDir]);
    servers.push(proxy);
    // spawnServer keeps all the proxy prints and searches it again on every chunk: over tens of thousands
    // of request lines that would load the load generator more than the servers. Once it listens, its
    // lines are read and let go (it still writes each one, as it does in production).
    proxy.child.stdout!.removeAllListeners('data');
    proxy.child.stdout!.resume();
    const bare = await startBareServer(gateway.baseUrl);
    servers.push(bare);
    const [proxyPid, barePid] = [proxy.child.pid!, bare.child.pid!];
    const proxyOrders = `${proxy.url}/api/orders`;
    const bareOrders = `${bare.url}/api/orders`;
    const bareEcho = `${bare.url}/echo`;
    await measured(proxyPid, proxyOrders, orderBodies.slice(0, WARM_UP), 200);
    await measured(barePid, bareOrders, orderBodies.slice(0, WARM_UP), 200);
    await measured(proxyPid, proxyOrders, invalidBodies.slice(0, WARM_UP), 422);
    await measured(barePid, bareEcho, invalidBodies.slice(0, WARM_UP), 200);
    const runs = { proxyOrders: [] as Round[], bareOrders: [] as Round[], proxyInvalid: [] as Round[], bareEcho: [] as Round[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const bodies = orderBodies.slice(WARM_UP + round * ORDERS, WARM_UP + (round + 1) * ORDERS);
      runs.proxyOrders.push(await measured(proxyPid, proxyOrders, bodies, 200));
      runs.bareOrders.push(await measured(barePid, bareOrders, bodies, 200));
    }
    const ordersRss = { proxy: await rssMb(proxyPid), bare: await rssMb(barePid) };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.proxyInvalid.push(await measured(proxyPid, proxyOrders, invalidBodies, 422));
      runs.bareEcho.push(await measured(barePid, bareEcho, invalidBodies, 200));
    }
    const invalidRss = { proxy: await rssMb(proxyPid), bare: await rssMb(barePid) };
    const [orders, bareOrder, invalid, echo] = [
      best(runs.proxyOrders),
      best(runs.bareOrders),
      best(runs.proxyInvalid),
      best(runs.bareEcho),
    ];
    return [
      '## The proxy against bare Koa',
      '',
      `Child processes on 127.0.0.1 against the PayPro simulator: \`forms proxy\` (compiled, LOG_LEVEL info, SQLite ledger, rate limits lifted) vs a bare Koa app (@koa/bodyparser only; for orders the same token and create-order calls). ${CONCURRENCY} keep-alive connections; best of ${ROUNDS} rounds of at most ${ORDERS} orders or ${INVALID} invalid submissions (${ROUND_MS / 1000} s each), the two taking turns; CPU: the server's own (user + system, /proc) per request in that round; RSS after the last round. The machine is shared, so compare the rows with one another, not with another run; ${cpus().length} cores, Node ${process.version}.`,
      '',
      '| path | server | requests | per s | p50 (ms) | p99 (ms) | CPU (µs/request) | RSS (MB) | of bare (rate) |',
      '|---|---|---|---|---|---|---|---|---|',
      row('order (200)', '`forms proxy`', orders, ordersRss.proxy, bareOrder),
      row('order (200)', 'bare forwarder', bareOrder, ordersRss.bare),
      row('invalid order (422)', '`forms proxy`', invalid, invalidRss.proxy, echo),
      row('invalid order (422)', 'bare echo', echo, invalidRss.bare),
      '',
    ].join('\n');
  } finally {
    for (const server of servers) await server.dispose();
    await gateway.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(await proxySection());
