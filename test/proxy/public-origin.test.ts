/**
 * The public origin is configuration, never a request header: with PUBLIC_URL set, a request for any
 * other host is a 400 before any route runs (the health check and PayPro's callback excepted), and the
 * callback_url follows PUBLIC_URL; under TRUST_PROXY the last X-Forwarded-Host entry counts. Without it
 * (`forms serve`), the proxy's own configured address is written whatever the Host says.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accepted, fakePayPro } from './helpers/fake-paypro.ts';
import { GRID_VALUES, startProxy, type RunningProxy } from './helpers/proxy-app.ts';
import { rawRequest } from './no-script/helpers/raw-request.ts';

const ROUTE = '/merchantform/grid-three-currencies';
const ORDER = JSON.stringify({ route: ROUTE, values: GRID_VALUES });

/** POSTs the grid-three-currencies order with `headers` (Host included); the status and the callback_url it got. */
async function order(proxy: RunningProxy, headers: Record<string, string>) {
  const answer = await rawRequest(proxy.origin, {
    method: 'POST',
    path: '/api/orders',
    headers: { 'content-type': 'application/json', ...headers },
    body: ORDER,
  });
  const body = JSON.parse(answer.text) as { redirectUrl?: string; error?: { code: string } };
  const callback = body.redirectUrl ? new URL(body.redirectUrl).searchParams.get('callback_url') : undefined;
  return { status: answer.status, code: body.error?.code, callback };
}

test('with PUBLIC_URL, another Host is a 400 that never reaches PayPro; the public host makes the callback', async () => {
  const paypro = fakePayPro(accepted('order-1'), accepted('order-2'));
  const proxy = await startProxy(paypro, undefined, { PUBLIC_URL: 'https://pay.example.org/' });
  try {
    for (const host of [
      'evil.example',
      '127.0.0.1@pay.example.org',
      'pay.example.org@evil.example',
      'pay.example.org.evil.example',
      `127.0.0.1:${new URL(proxy.origin).port}`,
    ]) {
      assert.equal(await order(proxy, { host }), { status: 400, code: 'invalid_request', callback: undefined }, host);
    }
    assert.is(paypro.calls.length, 0);
    const thankYou = `https://pay.example.org${ROUTE}/thank-you/?order=`;
    assert.equal(await order(proxy, { host: 'pay.example.org' }), { status: 200, code: undefined, callback: `${thankYou}order-1` });
    assert.equal(await order(proxy, { host: 'PAY.example.org:443' }), { status: 200, code: undefined, callback: `${thankYou}order-2` });
  } finally {
    await proxy.close();
  }
});

test("the health check and PayPro's callback answer whatever the Host, as balancers and gateways send it", async () => {
  const proxy = await startProxy(fakePayPro(), undefined, { PUBLIC_URL: 'https://pay.example.org' });
  try {
    assert.is((await rawRequest(proxy.origin, { path: '/healthz', headers: { host: '10.0.0.5:8080' } })).status, 200);
    const callback = await rawRequest(proxy.origin, {
      method: 'POST',
      path: '/paypro/uis',
      headers: { host: '10.0.0.5:8080', 'content-type': 'application/json' },
      body: '{}',
    });
    assert.is.not(callback.status, 400);
    assert.is((await rawRequest(proxy.origin, { path: '/api/orders/order-1/status', headers: { host: '10.0.0.5:8080' } })).status, 400);
  } finally {
    await proxy.close();
  }
});

test('under TRUST_PROXY the last X-Forwarded-Host entry is the one checked, never the first', async () => {
  const paypro = fakePayPro(accepted('order-1'));
  const proxy = await startProxy(paypro, undefined, { PUBLIC_URL: 'https://pay.example.org', TRUST_PROXY: 'true' });
  try {
    const sent = (forwarded: string) =>
      order(proxy, { host: 'internal:3000', 'x-forwarded-host': forwarded, 'x-forwarded-proto': 'https' });
    assert.is((await sent('pay.example.org, evil.example')).status, 400, 'the client wrote the first entry');
    const good = await sent('evil.example, pay.example.org');
    assert.equal([good.status, good.callback], [200, `https://pay.example.org${ROUTE}/thank-you/?order=order-1`]);
  } finally {
    await proxy.close();
  }
});

test("without PUBLIC_URL (forms serve), any Host is served and the callback names the proxy's own address, never the Host", async () => {
  const paypro = fakePayPro(accepted('order-1'), accepted('order-2'), accepted('order-3'));
  const proxy = await startProxy(paypro);
  try {
    for (const host of ['127.0.0.1@evil.example', 'localhost:8080', 'evil.example']) {
      const answer = await order(proxy, { host });
      assert.is(answer.status, 200, host);
      assert.match(answer.callback ?? '', new RegExp(`^${proxy.origin}${ROUTE}/thank-you/\\?order=order-\\d$`), host);
    }
  } finally {
    await proxy.close();
  }
});

test.run();
