/**
 * `npm start` is safe on a server: `forms serve` listens on 127.0.0.1 unless --host says otherwise,
 * the simulator (fake checkout, `__sim` routes, an order list with donors' details) runs on a loopback
 * bind only unless --simulator is passed, and a loud banner says payments are simulated whenever it runs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../cli/start-server.ts';
import { ConfigError } from '../../proxy/config.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { spawnServer } from './helpers/spawned-server.ts';
import { gatewayEnv, startStandaloneGateway } from './helpers/standalone-gateway.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';

/** The child serves the fixture org files. */
const FIXTURE_ARGS = ['--host', '127.0.0.1', '--orgs', fixtureOrgsDir];

const QUIET = { LOG_LEVEL: 'silent' };

test('on an address other machines reach, the simulator is refused without --simulator', async () => {
  for (const host of ['0.0.0.0', '::']) {
    try {
      const server = await startServer({ port: 0, host, simulator: 'unless-configured', env: QUIET, orgsDir: fixtureOrgsDir });
      await server.close();
      assert.unreachable(`the simulator started on ${host}`);
    } catch (error) {
      assert.instance(error, ConfigError);
      assert.match((error as Error).message, `runs on a loopback address only, and --host is ${host}`);
      assert.match((error as Error).message, '--simulator');
    }
  }
});

test('with --simulator it runs there anyway, and says it is simulated', async () => {
  const server = await startServer({
    port: 0,
    host: '0.0.0.0',
    simulator: 'unless-configured',
    simulatorOnAnyHost: true,
    env: QUIET,
    orgsDir: fixtureOrgsDir,
  });
  try {
    assert.ok(server.simulated);
    assert.is((await fetch(`${server.url}/paypro-sim/__sim/orders`)).status, 200);
  } finally {
    await server.close();
  }
});

test('forms serve without --host listens on 127.0.0.1 and prints the simulated-payments banner before its address', async () => {
  const served = await spawnServer('serve', {}, ['--orgs', fixtureOrgsDir]);
  try {
    const out = served.stdout();
    const banner = out.indexOf('!!  SIMULATED PAYMENTS: NO REAL MONEY.');
    assert.ok(banner > 0 && banner < out.indexOf('Forms are served at'), out);
    assert.ok(
      out.split('\n').some((line) => line.includes('"msg":"simulated payments: no real money')),
      'logged too',
    );
    const listening = out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'listening');
    assert.is(listening?.boundTo, '127.0.0.1');
    assert.is(listening?.simulator, true);
  } finally {
    await served.dispose();
  }
});

test('forms proxy with a gateway prints no banner', async () => {
  const gateway = await startStandaloneGateway();
  const dataDir = await mkdtemp(join(tmpdir(), 'forms-no-banner-'));
  try {
    const orgs = (await loadOrgs(fixtureOrgsDir)).map(({ org }) => org);
    const served = await spawnServer('proxy', gatewayEnv(orgs, gateway, dataDir), FIXTURE_ARGS);
    try {
      assert.match(served.stdout(), 'The proxy is served at');
      assert.not.match(served.stdout(), 'SIMULATED PAYMENTS');
      assert.not.match(served.stdout(), 'simulated payments');
    } finally {
      await served.dispose();
    }
  } finally {
    await gateway.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test.run();
