/**
 * PayPro's answers are checked before a donor follows them: a Click2Pay link must be https on PayPro's
 * domain or on the configured pay page's origin, else the order counts as of unknown outcome and nobody
 * is sent there; answers over 1 MB are cut off (outcome unknown for create-order); Descriptions are cut
 * to 300 characters before they reach a donor, a log or the ledger.
 */
import { createServer } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createPayProClient } from '../../../proxy/paypro/index.ts';
import { isCheckoutLink } from '../../../proxy/paypro/pay-page.ts';
import { MAX_ANSWER_BYTES } from '../../../proxy/paypro/transport.ts';
import { CREDS, orderBody } from '../simulator/order-fixture.ts';
import { withSimulator } from '../simulator/start-simulator.ts';
import { expectPayProError } from './expect-error.ts';
import { fakeFetch, json } from './fake-fetch.ts';

const PAYPRO_LINK = 'https://marketplace.paypro.com.pk/pyb?bid=MDExMDIyMDU2MDAwMDE%3d';

/** A client on PayPro's sandbox whose co call answers `element1` after status 00. */
function answeringWith(element1: Record<string, unknown>) {
  const fake = fakeFetch((call) =>
    call.url.endsWith('/auth') ? json([{ Status: '00' }], { headers: { token: 't' } }) : json([{ Status: '00' }, element1]),
  );
  return createPayProClient({ baseUrl: 'https://demoapi.paypro.com.pk', fetch: fake.fetch });
}

test('checkout links: https on PayPro domain or the configured pay page origin; nothing else', () => {
  const sandbox = 'https://marketplace.paypro.com.pk/pyb-demo/';
  assert.ok(isCheckoutLink(PAYPRO_LINK, sandbox));
  assert.ok(isCheckoutLink('http://127.0.0.1:8080/paypro-sim/pyb-demo/?bid=x', 'http://127.0.0.1:8080/paypro-sim/pyb-demo/'));
  for (const link of [
    'http://marketplace.paypro.com.pk/pyb?bid=x',
    'https://paypro.com.pk.evil.example/pyb',
    'https://evil.example/pyb',
    'javascript:alert(1)',
    'not a url',
  ]) {
    assert.not.ok(isCheckoutLink(link, sandbox), link);
  }
});

test('a Click2Pay link elsewhere is a bad answer with orderMayExist, naming only the host', async () => {
  const error = await expectPayProError(
    answeringWith({ Click2Pay: 'https://evil.example/steal?bid=x', PayProId: '01102205600001' }).createOrder(CREDS, orderBody()),
  );
  assert.equal([error.code, error.orderMayExist], ['gateway_bad_response', true]);
  assert.match(error.message, 'evil.example');
  assert.not.match(error.message, 'steal');
  const fine = await answeringWith({ Click2Pay: PAYPRO_LINK, PayProId: '01102205600001' }).createOrder(CREDS, orderBody());
  assert.is(fine.ok, true);
});

test("the simulator's own checkout, the configured pay page, is accepted", () =>
  withSimulator({ basePath: '/paypro-sim' }, async ({ baseUrl }) => {
    const result = await createPayProClient({ baseUrl }).createOrder(CREDS, orderBody({ OrderNumber: 'SIM-1' }));
    assert.is(result.ok, true);
  }));

test('a Description is cut to 300 characters', async () => {
  const long = 'x'.repeat(1_000);
  const fake = fakeFetch((call) =>
    call.url.endsWith('/auth') ? json([{ Status: '00' }], { headers: { token: 't' } }) : json([{ Status: '03' }, { Description: long }]),
  );
  const result = await createPayProClient({ baseUrl: 'https://demoapi.paypro.com.pk', fetch: fake.fetch }).createOrder(CREDS, orderBody());
  assert.equal(result, { ok: false, status: '03', description: 'x'.repeat(300) });
});

test('an answer over 1 MB is cut off: create-order counts as of unknown outcome', async () => {
  const server = createServer((req, res) => {
    if (req.url?.endsWith('/auth')) {
      res.writeHead(200, { 'content-type': 'application/json', token: 't' }).end('[{"Status":"00"}]');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(`[{"Status":"00"},{"Description":"${'y'.repeat(MAX_ANSWER_BYTES + 10)}"}]`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    const client = createPayProClient({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await expectPayProError(client.createOrder(CREDS, orderBody()));
    assert.equal([error.code, error.orderMayExist], ['gateway_unreachable', true]);
    assert.match(error.message, 'larger than 1048576 bytes');
    const status = await expectPayProError(client.orderStatus(CREDS, '01102205600001'));
    assert.match(status.message, 'larger than 1048576 bytes');
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test.run();
