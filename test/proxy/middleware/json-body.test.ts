import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { accepted, fakePayPro, SANDBOX_LINK } from '../helpers/fake-paypro.ts';
import { GRID_VALUES, startProxy } from '../helpers/proxy-app.ts';

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

test('malformed JSON is a 400 invalid_request, not a 500', async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    for (const body of ['{"route": "/merchantform/grid-three-currencies", ', '"just a string"', '']) {
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
    const json = JSON.stringify({ route: '/merchantform/grid-three-currencies', values: GRID_VALUES });
    for (const type of ['text/plain', 'application/xml']) {
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

test('a form-encoded body is a 400 invalid_request where no page posts one (the membership calls)', async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    const form = 'route=%2Fmembership&membershipType=Associate&membershipId=A-1001';
    for (const path of ['/api/membership/lookup', '/api/membership/orders']) {
      const response = await proxy.post(form, { path, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      assert.is(response.status, 400, path);
      assert.match((await errorOf(response)).message, 'not JSON');
    }
  } finally {
    await proxy.close();
  }
});

test('a form-encoded body is read on the endpoints pages post to without JavaScript', async () => {
  const proxy = await startProxy(fakePayPro(accepted('order-1')));
  try {
    const response = await fetch(`${proxy.origin}/api/orders`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: new URLSearchParams({ route: '/merchantform/grid-three-currencies', ...GRID_VALUES }),
    });
    assert.is(response.status, 303);
    assert.ok(response.headers.get('location')?.startsWith(SANDBOX_LINK), 'redirected to the Click2Pay link');
  } finally {
    await proxy.close();
  }
});

test('a form-encoded body over 32 kB is a 413 payload_too_large', async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    const form = new URLSearchParams({ route: '/merchantform/grid-three-currencies', ...GRID_VALUES, comments: 'x'.repeat(40_000) });
    const response = await proxy.post(form.toString(), { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.is(response.status, 413);
    assert.is((await errorOf(response)).code, 'payload_too_large');
  } finally {
    await proxy.close();
  }
});

test('a form-encoded body that cannot be decoded is a 400 invalid_request, not a 500', async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    const headers = { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' };
    const response = await proxy.post('route=%2Fmerchantform%2Fgrid-three-currencies&name=not-gzip', { headers });
    assert.is(response.status, 400);
    const error = await errorOf(response);
    assert.is(error.code, 'invalid_request');
    assert.match(error.message, 'form data is malformed');
  } finally {
    await proxy.close();
  }
});

test('a body over 32 kB is a 413 payload_too_large', async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    const values = { ...GRID_VALUES, comments: 'x'.repeat(40_000) };
    const response = await proxy.post({ route: '/merchantform/grid-three-currencies', values });
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
      { route: '/merchantform/grid-three-currencies', values: GRID_VALUES },
      { headers: { 'content-type': 'application/json; charset=utf-8' } },
    );
    assert.is(response.status, 200);
  } finally {
    await proxy.close();
  }
});

test.run();
