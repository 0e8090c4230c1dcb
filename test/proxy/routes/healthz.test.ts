import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakePayPro } from '../helpers/fake-paypro.ts';
import { startProxy } from '../helpers/proxy-app.ts';

test('GET /healthz answers 200 { ok: true } without calling PayPro', async () => {
  const paypro = fakePayPro();
  const proxy = await startProxy(paypro);
  try {
    const response = await fetch(`${proxy.origin}/healthz`);
    assert.is(response.status, 200);
    assert.equal(await response.json(), { ok: true });
    assert.is(paypro.calls.length, 0);
  } finally {
    await proxy.close();
  }
});

test('POST /healthz is a 405 method_not_allowed', async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    const response = await proxy.post({}, { path: '/healthz' });
    assert.is(response.status, 405);
    assert.match(response.headers.get('allow') ?? '', 'GET');
  } finally {
    await proxy.close();
  }
});

test.run();
