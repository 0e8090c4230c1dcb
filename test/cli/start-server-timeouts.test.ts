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
import { setSimulatorFault } from '../browser/helpers/sim-faults.ts';
import { fakeCredentials } from '../security/helpers/fake-credentials.ts';
import { postOrder } from './helpers/order-post.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { english } from '../helpers/translators.ts';

let dataDir: string;
test.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'forms-timeouts-'));
});
test.after(() => rm(dataDir, { recursive: true, force: true }));

/** A 127.0.0.1 port nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('serve: a create-order slower than PAYPRO_TIMEOUT_MS is a 504 saying the outcome is unknown', async () => {
  // The limit also applies to the cold auth call before create-order: 2 s leaves it room on a busy machine.
  const env = { LOG_LEVEL: 'silent', PAYPRO_TIMEOUT_MS: '2000', FORMS_DATA_DIR: dataDir };
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    simulator: 'unless-configured',
    pages: false,
    env,
    orgsDir: fixtureOrgsDir,
  });
  try {
    await setSimulatorFault(server.url, { mode: 'slow', delayMs: 60_000, times: 1 });
    const started = performance.now();
    const answer = await postOrder(server.url);
    const waited = performance.now() - started;
    assert.ok('status' in answer, `no answer: ${JSON.stringify(answer)}`);
    const { error } = JSON.parse(answer.body) as { error: { orderNumber: string } };
    assert.is(answer.status, 504, answer.body);
    assert.equal(error, {
      code: 'gateway_unavailable',
      message: english.t('api.gatewayOutcomeUnknown', { orderNumber: error.orderNumber }),
      orderNumber: error.orderNumber,
      orderMayExist: true,
    });
    // Not before the configured limit, and well before the default 15 s one (or the simulator's 60 s answer):
    // a margin no machine load comes near.
    assert.ok(waited >= 1_900 && waited < 14_000, `gave up after ${Math.round(waited)} ms, at the configured limit`);
    const { orders } = (await (await fetch(`${server.url}/paypro-sim/__sim/orders`)).json()) as { orders: { orderNumber: string }[] };
    assert.equal(
      orders.map((order) => order.orderNumber),
      [error.orderNumber],
      'the gateway did create it, once',
    );
  } finally {
    // The simulator still holds its late answer; no need to wait for it.
    await server.close(0);
  }
});

test('proxy: a gateway that cannot be reached is a 503 asking to try again later, with no order number', async () => {
  const orgs = (await loadOrgs(fixtureOrgsDir)).map(({ org }) => org);
  const env = {
    ...fakeCredentials(orgs).env,
    LOG_LEVEL: 'silent',
    FORMS_DATA_DIR: dataDir,
    PAYPRO_BASE_URL: `http://127.0.0.1:${await closedPort()}`,
  };
  const server = await startServer({ port: 0, host: '127.0.0.1', simulator: 'never', pages: false, env, orgsDir: fixtureOrgsDir });
  try {
    const answer = await postOrder(server.url);
    assert.ok('status' in answer, `no answer: ${JSON.stringify(answer)}`);
    assert.is(answer.status, 503);
    assert.equal(JSON.parse(answer.body), { error: { code: 'gateway_unavailable', message: english.t('api.gatewayUnavailable') } });
  } finally {
    await server.close();
  }
});

test.run();
