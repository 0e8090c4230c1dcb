/**
 * `forms serve` / `forms proxy` wiring: pages, proxy and simulator on one port; refusal to start
 * without what production needs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../cli/start-server.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gatewayEnv, startStandaloneGateway } from './helpers/standalone-gateway.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { PAGE_ICON_URL } from '../../templates/page-icon.ts';

const quiet = { LOG_LEVEL: 'silent' };

test('serve: the route list, a page, the proxy and the simulator answer on one port', async () => {
  const server = await startServer({ port: 0, host: '127.0.0.1', simulator: 'unless-configured', env: quiet, orgsDir: fixtureOrgsDir });
  try {
    const index = await (await fetch(`${server.url}/`)).text();
    assert.match(index, 'href="/merchantform/grid-three-currencies/"');
    assert.match(index, `<link rel="icon" href="${PAGE_ICON_URL}">`, 'its icon is inline: no request for /favicon.ico');
    const page = await fetch(`${server.url}/merchantform/grid-three-currencies/`);
    assert.is(page.status, 200);
    assert.match(await page.text(), 'name="donationType"');
    assert.equal(await (await fetch(`${server.url}/healthz`)).json(), { ok: true });
    const ready = await fetch(`${server.url}/readyz`);
    assert.is(ready.status, 200, "the readiness check is the proxy's, not a page");
    assert.equal(await ready.json(), { ready: true, checks: { database: 'ok', migrations: 'current', reconciliation: 'recent' } });
    const orders = await fetch(`${server.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        route: '/merchantform/grid-three-currencies',
        values: { name: 'Sana', email: 'sana@example.org', amount: '700', currency: 'PKR', donationType: 'Kitchen' },
      }),
    });
    assert.is(orders.status, 200);
    const { redirectUrl } = (await orders.json()) as { redirectUrl: string };
    assert.ok(redirectUrl.startsWith(`${server.url}/paypro-sim/pyb-demo/?bid=`), redirectUrl);
    assert.match(await (await fetch(redirectUrl)).text(), 'Sana');
  } finally {
    await server.close();
  }
});

test('proxy: refuses to start without PAYPRO_BASE_URL', async () => {
  try {
    await startServer({ port: 0, host: '127.0.0.1', simulator: 'never', pages: false, env: quiet, orgsDir: fixtureOrgsDir });
    assert.unreachable('it started');
  } catch (error) {
    assert.is((error as Error).name, 'ConfigError');
    assert.match((error as Error).message, 'PAYPRO_BASE_URL is not set');
  }
});

test('proxy: names every missing credential in one message', async () => {
  try {
    await startServer({
      port: 0,
      host: '127.0.0.1',
      simulator: 'never',
      pages: false,
      env: { ...quiet, PAYPRO_BASE_URL: 'https://demoapi.paypro.com.pk' },
      orgsDir: fixtureOrgsDir,
    });
    assert.unreachable('it started');
  } catch (error) {
    const message = (error as Error).message;
    assert.match(message, 'PAYPRO_GRID_THREE_CURRENCIES_DONATION_CLIENT_ID');
    assert.match(message, 'PAYPRO_GRID_PHONE_REQUIRED_DONATION_MERCHANT_ID');
  }
});

test('proxy: refuses to start without PUBLIC_URL, naming it in one message with every other problem', async () => {
  const gateway = await startStandaloneGateway();
  const dataDir = await mkdtemp(join(tmpdir(), 'forms-public-url-'));
  const orgs = (await loadOrgs(fixtureOrgsDir)).map(({ org }) => org);
  const env = { ...gatewayEnv(orgs, gateway, dataDir), ...quiet };
  const options = {
    port: 0,
    host: '127.0.0.1',
    simulator: 'never',
    pages: false,
    requirePublicUrl: true,
    orgsDir: fixtureOrgsDir,
  } as const;
  try {
    try {
      await startServer({ ...options, env: { ...env, RECONCILE_INTERVAL_SECONDS: 'often' } });
      assert.unreachable('it started');
    } catch (error) {
      assert.is((error as Error).name, 'ConfigError');
      assert.match((error as Error).message, 'PUBLIC_URL is not set');
      assert.match((error as Error).message, 'RECONCILE_INTERVAL_SECONDS is "often"');
    }
    const server = await startServer({ ...options, env: { ...env, PUBLIC_URL: 'https://pay.example.org' } });
    await server.close();
  } finally {
    await gateway.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test.run();
