import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakePayPro } from '../helpers/fake-paypro.ts';
import { startProxy } from '../helpers/proxy-app.ts';

test('an unknown path is a 404 not_found in the error envelope, with a request id', async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    const response = await fetch(`${proxy.origin}/api/nothing-here`);
    assert.is(response.status, 404);
    assert.match(response.headers.get('content-type') ?? '', 'application/json');
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    assert.is(error.code, 'not_found');
    assert.ok(error.message.length > 0);
    assert.match(response.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  } finally {
    await proxy.close();
  }
});

test('a known path with the wrong method is a 405 with the Allow header', async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    const response = await fetch(`${proxy.origin}/api/orders`);
    assert.is(response.status, 405);
    assert.is(response.headers.get('allow'), 'POST');
    assert.is(((await response.json()) as { error: { code: string } }).error.code, 'method_not_allowed');
  } finally {
    await proxy.close();
  }
});

test('every request is logged once with its status and request id', async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    const response = await fetch(`${proxy.origin}/api/nothing-here`);
    await response.arrayBuffer();
    const requestLines = proxy.logs.filter((line) => line.msg === 'request');
    assert.is(requestLines.length, 1);
    assert.equal(
      [requestLines[0]?.status, requestLines[0]?.path, requestLines[0]?.requestId],
      [404, '/api/nothing-here', response.headers.get('x-request-id')],
    );
  } finally {
    await proxy.close();
  }
});

test.run();
