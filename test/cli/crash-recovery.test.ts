/**
 * A proxy killed (SIGKILL) while create-order is in flight leaves its order in the ledger; restarted on
 * the same database, the same request with the same Idempotency-Key creates no second order at the
 * gateway and gets the outcome-unknown answer; the ledger holds the order as `unknown`, and one
 * reconciliation pass settles it from PayPro's status by OrderNumber (ggosboi).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { Org } from '../../orgs/types.ts';
import { createLedger } from '../../proxy/ledger/ledger.ts';
import { openDatabase } from '../../proxy/ledger/open-database.ts';
import { ORDER } from './helpers/order-post.ts';
import { runCliAsync } from './helpers/run-cli.ts';
import { spawnServer, type SpawnedServer } from './helpers/spawned-server.ts';
import { gatewayEnv, startStandaloneGateway, type StandaloneGateway } from './helpers/standalone-gateway.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';

/** The child serves the fixture org files. */
const FIXTURE_ARGS = ['--host', '127.0.0.1', '--orgs', fixtureOrgsDir];

const KEY = 'crash-recovery-key-0001';
let orgs: Org[];
let gateway: StandaloneGateway;
let dataDir: string;
const servers: SpawnedServer[] = [];

test.before(async () => {
  orgs = (await loadOrgs(fixtureOrgsDir)).map(({ org }) => org);
  gateway = await startStandaloneGateway();
  dataDir = await mkdtemp(join(tmpdir(), 'forms-crash-'));
});
test.after(async () => {
  for (const server of servers) await server.dispose();
  await gateway.close();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * The children's settings, the same for every process of the test (the merchant ids must match): 2 s
 * per gateway call, so a request cut short counts as abandoned after 9 s.
 */
let settings: Record<string, string> | undefined;
const env = () => (settings ??= gatewayEnv(orgs, gateway, dataDir, { PAYPRO_TIMEOUT_MS: '2000', RECONCILE_INTERVAL_SECONDS: '0' }));

function post(url: string): Promise<Response> {
  return fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': KEY },
    body: JSON.stringify(ORDER),
    signal: AbortSignal.timeout(30_000),
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string, withinMs = 15_000): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('SIGKILL mid create-order, restart, same key: no second order; unknown, then settled by one reconcile pass', async () => {
  // The gateway creates the order, then holds its answer: the proxy is killed while it waits.
  gateway.sim.faults.set({ mode: 'slow', delayMs: 4_000, on: 'co', times: 1 });
  const first = await spawnServer('proxy', env(), FIXTURE_ARGS);
  servers.push(first);
  const cut = post(first.url).then(
    () => 'answered',
    () => 'cut',
  );
  await until(() => gateway.sim.orders.list().length === 1, 'the order reaching the gateway');
  first.child.kill('SIGKILL');
  assert.is(await cut, 'cut');
  const { orderNumber } = gateway.sim.orders.list()[0]!;

  const second = await spawnServer('proxy', env(), FIXTURE_ARGS);
  servers.push(second);
  let answer = await post(second.url);
  // While the dead request's lease runs, the key is still in progress (409); then it is answered from its order.
  const deadline = performance.now() + 20_000;
  while (answer.status === 409 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    answer = await post(second.url);
  }
  const body = (await answer.json()) as { error?: Record<string, unknown> };
  assert.is(answer.status, 503);
  assert.equal([body.error?.code, body.error?.orderNumber, body.error?.orderMayExist], ['gateway_unavailable', orderNumber, true]);
  const again = await post(second.url);
  assert.equal([again.status, again.headers.get('idempotent-replayed')], [503, 'true']);
  assert.is(gateway.sim.orders.list().length, 1, 'no second order at the gateway');
  assert.is(gateway.sim.stats.createOrderCalls, 1);

  const database = await openDatabase({ kind: 'sqlite', dataDir });
  try {
    const ledger = createLedger(database.db);
    assert.equal([(await ledger.list()).length, (await ledger.find(orderNumber))?.state], [1, 'unknown']);
    const pass = await runCliAsync(['orders', 'reconcile', '--orgs', fixtureOrgsDir], env());
    assert.is(pass.code, 0, pass.stderr);
    const settled = await ledger.find(orderNumber);
    assert.equal([settled?.state, settled?.paypro_id], ['created', gateway.sim.orders.list()[0]!.payProId]);
    assert.ok(gateway.sim.stats.orderStatusByNumberCalls >= 1, 'settled from ggosboi');
  } finally {
    await database.close();
  }
});

test.run();
