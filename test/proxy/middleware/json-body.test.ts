import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accepted, fakePayPro } from '../helpers/fake-paypro.ts';
import { JHRTRUST_VALUES, startProxy } from '../helpers/proxy-app.ts';

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

test('malformed JSON is a 400 invalid_request, not a 500', async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    for (const body of ['{"route": "/merchantform/jhrtrust", ', '"just a string"', '']) {
      const response = await proxy.post(body);
      assert.is(response.status, 400, JSON.stringify(body));
      assert.is((await errorOf(response)).code, 'invalid_request');
    }
  } finally {
    await proxy.close();
  }
});

test('a body that is not application/json is a 400 invalid_request', async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    const json = JSON.stringify({ route: '/merchantform/jhrtrust', values: JHRTRUST_VALUES });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await proxy.post(json, { headers: { 'content-type': type } });
      assert.is(response.status, 400, type);
      const error = await errorOf(response);
      assert.is(error.code, 'invalid_request');
      assert.match(error.message, 'not JSON');
    }
  } finally {
    await proxy.close();
  }
});

test('a body over 32 kB is a 413 payload_too_large', async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    const values = { ...JHRTRUST_VALUES, comments: 'x'.repeat(40_000) };
    const response = await proxy.post({ route: '/merchantform/jhrtrust', values });
    assert.is(response.status, 413);
    assert.is((await errorOf(response)).code, 'payload_too_large');
  } finally {
    await proxy.close();
  }
});

test('JSON with a charset parameter is accepted', async () => {
  const proxy = await startProxy(fakePayPro(accepted('order-1')));
  try {
    const response = await proxy.post(
      { route: '/merchantform/jhrtrust', values: JHRTRUST_VALUES },
      { headers: { 'content-type': 'application/json; charset=utf-8' } },
    );
    assert.is(response.status, 200);
  } finally {
    await proxy.close();
  }
});

test.run();
