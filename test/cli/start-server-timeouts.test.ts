/**
 * Gateway time limits as `forms serve` and `forms proxy` wire them: PAYPRO_TIMEOUT_MS reaches the
 * PayPro client, a create-order that outlasts it is a 504 telling the donor the outcome is unknown
 * (with the order number, not to pay twice), and a gateway that cannot be reached is a 503 asking the
 * donor to try again later.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../cli/start-server.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { apiMessages } from '../../proxy/api-messages.ts';
import { setSimulatorFault } from '../browser/helpers/sim-faults.ts';
import { fakeCredentials } from '../security/helpers/fake-credentials.ts';

const ORDER = {
  route: '/merchantform/jhrtrust',
  values: { name: 'Sana', email: 'sana@example.org', amount: '700', currency: 'PKR', donationType: 'Kitchen' },
};

let dataDir: string;
test.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'forms-timeouts-'));
});
test.after(() => rm(dataDir, { recursive: true, force: true }));

const postOrder = (url: string) =>
  fetch(`${url}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ORDER) });

/** A 127.0.0.1 port nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('serve: a create-order slower than PAYPRO_TIMEOUT_MS is a 504 saying the outcome is unknown', async () => {
  const env = { LOG_LEVEL: 'silent', PAYPRO_TIMEOUT_MS: '300', FORMS_DATA_DIR: dataDir };
  const server = await startServer({ port: 0, host: '127.0.0.1', simulator: 'unless-configured', pages: false, env });
  try {
    await setSimulatorFault(server.url, { mode: 'slow', delayMs: 1_500, times: 1 });
    const started = performance.now();
    const response = await postOrder(server.url);
    const waited = performance.now() - started;
    const { error } = (await response.json()) as { error: { orderNumber: string } };
    assert.is(response.status, 504);
    assert.equal(error, {
      code: 'gateway_unavailable',
      message: apiMessages.gatewayOutcomeUnknown(error.orderNumber),
      orderNumber: error.orderNumber,
      orderMayExist: true,
    });
    assert.ok(waited >= 250 && waited < 1_200, `gave up after ${Math.round(waited)} ms, at the configured limit`);
    const { orders } = (await (await fetch(`${server.url}/paypro-sim/__sim/orders`)).json()) as { orders: { orderNumber: string }[] };
    assert.equal(orders.map((order) => order.orderNumber), [error.orderNumber], 'the gateway did create it, once');
  } finally {
    await server.close();
  }
});

test('proxy: a gateway that cannot be reached is a 503 asking to try again later, with no order number', async () => {
  const orgs = (await loadOrgs()).map(({ org }) => org);
  const env = {
    ...fakeCredentials(orgs).env,
    LOG_LEVEL: 'silent',
    FORMS_DATA_DIR: dataDir,
    PAYPRO_BASE_URL: `http://127.0.0.1:${await closedPort()}`,
  };
  const server = await startServer({ port: 0, host: '127.0.0.1', simulator: 'never', pages: false, env });
  try {
    const response = await postOrder(server.url);
    assert.is(response.status, 503);
    assert.equal(await response.json(), { error: { code: 'gateway_unavailable', message: apiMessages.gatewayUnavailable } });
  } finally {
    await server.close();
  }
});

test.run();
