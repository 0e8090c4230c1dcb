/**
 * Security headers on every answer of the proxy: a success, a client error, a rate-limit refusal, a
 * preflight and an internal error all carry the API's CSP, no-referrer, nosniff, DENY framing, HSTS and
 * Cache-Control: no-store.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startEdgeApp, VALID_BODIES, type EdgeApp } from './helpers/edge-app.ts';

let app: EdgeApp;
test.before(async () => {
  app = await startEdgeApp({ env: { CORS_ORIGINS: 'https://give.example.org' } });
  // The removal requests cannot be written, so a valid removal request is the proxy's own 500.
  await app.database.db.schema.dropTable('removal_requests').execute();
});
test.after(() => app.close());

function assertSecurityHeaders(answer: Response, what: string): void {
  const header = (name: string) => answer.headers.get(name);
  assert.is(header('content-security-policy'), "default-src 'none';frame-ancestors 'none'", what);
  assert.is(header('referrer-policy'), 'no-referrer', what);
  assert.is(header('x-content-type-options'), 'nosniff', what);
  assert.is(header('x-frame-options'), 'DENY', what);
  assert.match(header('strict-transport-security') ?? '', /^max-age=\d+/, what);
  assert.is(header('cache-control'), 'no-store', what);
}

test('a 200 answer', async () => {
  const answer = await app.request('/healthz');
  assert.is(answer.status, 200);
  assertSecurityHeaders(answer, 'healthz');
  const order = await app.postJson('/api/orders', VALID_BODIES['/api/orders']);
  assert.is(order.status, 200);
  assertSecurityHeaders(order, 'order');
});

test('4xx answers: unknown path, wrong method, malformed JSON, invalid fields', async () => {
  const answers = {
    404: await app.request('/nothing-here'),
    405: await app.request('/api/orders'),
    400: await app.request('/api/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"route":' }),
    422: await app.postJson('/api/orders', { route: '/merchantform/grid-three-currencies', values: {} }),
  };
  for (const [status, answer] of Object.entries(answers)) {
    assert.is(answer.status, Number(status));
    assertSecurityHeaders(answer, status);
  }
});

test('a 500 answer from an unexpected failure', async () => {
  const answer = await app.postJson('/api/account-removal', VALID_BODIES['/api/account-removal']);
  assert.is(answer.status, 500);
  assert.is(((await answer.json()) as { error: { code: string } }).error.code, 'internal_error');
  assertSecurityHeaders(answer, '500');
});

test('a 429 answer', async () => {
  // An app of its own that takes one removal a minute, so this test uses it up itself.
  const limitedApp = await startEdgeApp({ env: { RATE_LIMIT_REMOVALS_PER_MINUTE: '1' } });
  try {
    const first = await limitedApp.postJson('/api/account-removal', VALID_BODIES['/api/account-removal']);
    assert.is(first.status, 202);
    const limited = await limitedApp.postJson('/api/account-removal', VALID_BODIES['/api/account-removal']);
    assert.is(limited.status, 429);
    assertSecurityHeaders(limited, '429');
  } finally {
    await limitedApp.close();
  }
});

test('a CORS preflight', async () => {
  const preflight = await app.request('/api/orders', {
    method: 'OPTIONS',
    headers: { origin: 'https://give.example.org', 'access-control-request-method': 'POST' },
  });
  assert.is(preflight.status, 204);
  assertSecurityHeaders(preflight, 'preflight');
});

test.run();
