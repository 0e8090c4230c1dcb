/** The proxy's answers (proxy/OPERATIONS.md "HTTP API") mapped to what the form shows. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { classifyOrderResponse, postOrder } from '../../../templates/order-flow/post-order.ts';

const redirectUrl = 'https://marketplace.paypro.com.pk/pyb?bid=MDExMDIyMDU2MDAwMDE%3d';

test('200 with a web address redirects', () => {
  assert.equal(classifyOrderResponse(200, { redirectUrl, orderNumber: 'N1' }), { kind: 'redirect', redirectUrl, orderNumber: 'N1' });
});

test('200 without a usable web address is a failure, never a navigation', () => {
  assert.equal(classifyOrderResponse(200, { redirectUrl: 'javascript:alert(1)' }), { kind: 'failed', message: undefined });
  assert.equal(classifyOrderResponse(200, {}), { kind: 'failed', message: undefined });
  assert.equal(classifyOrderResponse(200, null), { kind: 'failed', message: undefined });
});

test('502 gateway_rejected carries the gateway description, or no message without one (the page words it)', () => {
  assert.equal(classifyOrderResponse(502, { error: { code: 'gateway_rejected', message: 'No data available', status: '03' } }), {
    kind: 'rejected',
    message: 'No data available',
  });
  assert.equal(classifyOrderResponse(502, { error: { code: 'gateway_rejected', message: '' } }), {
    kind: 'rejected',
    message: undefined,
  });
});

test('422 invalid_fields gives the field messages; without any it is a plain failure', () => {
  assert.equal(
    classifyOrderResponse(422, { error: { code: 'invalid_fields', message: 'x', fields: { email: 'Email address is invalid.', bad: 3 } } }),
    {
      kind: 'invalid',
      fields: { email: 'Email address is invalid.' },
    },
  );
  assert.equal(classifyOrderResponse(422, { error: { code: 'invalid_fields', fields: {} } }), { kind: 'failed', message: undefined });
});

test('503 and 504 carry the message meant for donors; other answers none (the page shows its generic one)', () => {
  assert.equal(classifyOrderResponse(503, { error: { code: 'gateway_unavailable', message: 'Try later.' } }), {
    kind: 'failed',
    message: 'Try later.',
  });
  assert.equal(classifyOrderResponse(504, null), { kind: 'failed', message: undefined });
  assert.equal(classifyOrderResponse(404, { error: { code: 'unknown_form', message: 'No form.' } }), {
    kind: 'failed',
    message: undefined,
  });
  assert.equal(classifyOrderResponse(500, null), { kind: 'failed', message: undefined });
  assert.equal(classifyOrderResponse(400, { error: { code: 'bad_request', message: 'Bad.' } }), { kind: 'failed', message: undefined });
});

test('postOrder sends JSON to <apiBase>/orders with its Idempotency-Key and reads the answer', async () => {
  const sent: { url: string; init: RequestInit }[] = [];
  const fake: typeof fetch = async (input, init) => {
    sent.push({ url: String(input), init: init! });
    return new Response(JSON.stringify({ redirectUrl, orderNumber: 'N2' }), { status: 200 });
  };
  const request = { route: '/finiz', values: { name: 'A' } };
  const outcome = await postOrder(fake, 'https://pay.example.org/api', request, 'key-0001-abcd', 'en');
  assert.equal(outcome, { kind: 'redirect', redirectUrl, orderNumber: 'N2' });
  assert.is(sent[0]?.url, 'https://pay.example.org/api/orders');
  assert.is(sent[0]?.init.method, 'POST');
  const headers = new Headers(sent[0]?.init.headers);
  assert.is(headers.get('content-type'), 'application/json');
  assert.is(headers.get('idempotency-key'), 'key-0001-abcd');
  assert.equal(JSON.parse(String(sent[0]?.init.body)), request);
});

test('postOrder from an Urdu page sends the same body to <apiBase>/orders?lang=ur', async () => {
  const sent: { url: string; body: unknown }[] = [];
  const fake: typeof fetch = async (input, init) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify({ redirectUrl, orderNumber: 'N3' }), { status: 200 });
  };
  const request = { route: '/finiz', values: { name: 'A' } };
  await postOrder(fake, '/api', request, 'key-0001-abcd', 'ur');
  assert.equal(sent, [{ url: '/api/orders?lang=ur', body: request }]);
});

test('postOrder turns a network error or a non-JSON answer into a failure instead of throwing', async () => {
  const offline: typeof fetch = async () => {
    throw new TypeError('fetch failed');
  };
  assert.equal(await postOrder(offline, '/api', { route: '/finiz', values: {} }, 'key-0001-abcd', 'en'), {
    kind: 'failed',
    message: undefined,
  });
  const html: typeof fetch = async () => new Response('<html>Bad gateway</html>', { status: 502 });
  assert.equal(await postOrder(html, '/api', { route: '/finiz', values: {} }, 'key-0001-abcd', 'en'), {
    kind: 'failed',
    message: undefined,
  });
});

test.run();
