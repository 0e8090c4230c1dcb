/**
 * `forms serve` / `forms proxy` wiring: pages, proxy and simulator on one port; refusal to start
 * without what production needs.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../cli/start-server.ts';

const quiet = { LOG_LEVEL: 'silent' };

test('serve: the route list, a page, the proxy and the simulator answer on one port', async () => {
  const server = await startServer({ port: 0, host: '127.0.0.1', simulator: 'unless-configured', env: quiet });
  try {
    const index = await (await fetch(`${server.url}/`)).text();
    assert.match(index, 'href="/merchantform/jhrtrust/"');
    const page = await fetch(`${server.url}/merchantform/jhrtrust/`);
    assert.is(page.status, 200);
    assert.match(await page.text(), 'name="donationType"');
    assert.equal(await (await fetch(`${server.url}/healthz`)).json(), { ok: true });
    const orders = await fetch(`${server.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        route: '/merchantform/jhrtrust',
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
    await startServer({ port: 0, host: '127.0.0.1', simulator: 'never', pages: false, env: quiet });
    assert.unreachable('it started');
  } catch (error) {
    assert.is((error as Error).name, 'ConfigError');
    assert.match((error as Error).message, 'PAYPRO_BASE_URL is not set');
  }
});

test('proxy: names every missing credential in one message', async () => {
  try {
    await startServer({ port: 0, host: '127.0.0.1', simulator: 'never', pages: false, env: { ...quiet, PAYPRO_BASE_URL: 'https://demoapi.paypro.com.pk' } });
    assert.unreachable('it started');
  } catch (error) {
    const message = (error as Error).message;
    assert.match(message, 'PAYPRO_JHRTRUST_DONATION_CLIENT_ID');
    assert.match(message, 'PAYPRO_NATHA_FOUNDATION_DONATION_MERCHANT_ID');
  }
});

test.run();
