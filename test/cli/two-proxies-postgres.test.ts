/**
 * Two `forms proxy` processes sharing one PostgreSQL ledger receive the same order with the same
 * Idempotency-Key at the same moment: the gateway gets one order, and both donors' requests are
 * answered with it (the second after waiting for the first) or told it is still in progress (409).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { createLedger } from '../../proxy/ledger/ledger.ts';
import { openDatabase } from '../../proxy/ledger/open-database.ts';
import { startPostgres, type PostgresServer } from '../helpers/postgres-server.ts';
import { ORDER } from './helpers/order-post.ts';
import { spawnServer, type SpawnedServer } from './helpers/spawned-server.ts';
import { gatewayEnv, startStandaloneGateway, type StandaloneGateway } from './helpers/standalone-gateway.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';

/** The child serves the fixture org files. */
const FIXTURE_ARGS = ['--host', '127.0.0.1', '--orgs', fixtureOrgsDir];

let postgres: PostgresServer;
let gateway: StandaloneGateway;
let dataDir: string;
const servers: SpawnedServer[] = [];

test.before(async () => {
  postgres = await startPostgres();
  gateway = await startStandaloneGateway();
  dataDir = await mkdtemp(join(tmpdir(), 'forms-two-proxies-'));
});
test.after(async () => {
  for (const server of servers) await server.dispose();
  await gateway.close();
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
});

test('the same key at the same moment on two processes: one order at the gateway, one row in the ledger', async () => {
  const orgs = (await loadOrgs(fixtureOrgsDir)).map(({ org }) => org);
  const databaseUrl = await postgres.createDatabase();
  const env = gatewayEnv(orgs, gateway, dataDir, { DATABASE_URL: databaseUrl, RECONCILE_INTERVAL_SECONDS: '0' });
  const [one, two] = await Promise.all([spawnServer('proxy', env, FIXTURE_ARGS), spawnServer('proxy', env, FIXTURE_ARGS)]);
  servers.push(one!, two!);
  // In proxy mode it points at the API, not at forms it does not serve.
  assert.match(one!.stdout(), `The proxy is served at http://localhost:${new URL(one!.url).port}/api (health check:`);
  // The gateway takes a moment, so both requests are under way together.
  gateway.sim.faults.set({ mode: 'slow', delayMs: 600, on: 'co', times: 1 });
  const send = (url: string) =>
    fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'two-processes-key-01' },
      body: JSON.stringify(ORDER),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));
  const answers = await Promise.all([send(one!.url), send(two!.url)]);
  assert.is(gateway.sim.stats.createOrderCalls, 1, 'one create-order at the gateway');
  const statuses = answers.map((answer) => answer.status).sort();
  assert.ok(statuses[0] === 200 && (statuses[1] === 200 || statuses[1] === 409), `answers ${JSON.stringify(answers)}`);
  const numbers = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.orderNumber));
  assert.is(numbers.size, 1, 'both 200s name the same order');

  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const rows = await createLedger(database.db).list();
    assert.equal(
      rows.map((row) => [row.order_number, row.state]),
      [[[...numbers][0], 'created']],
    );
  } finally {
    await database.close();
  }
});

test.run();
