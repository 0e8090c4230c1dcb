/**
 * CORS on the proxy: an allowed origin (an org's siteUrl or allowedOrigins, CORS_ORIGINS, or the
 * caller's list) gets Access-Control-Allow-Origin on answers and errors, and its preflight a 204 with
 * the methods and headers the pages send; any other origin gets no Access-Control-* header at all.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { edgeOrgs, startEdgeApp, VALID_BODIES, type EdgeApp } from './helpers/edge-app.ts';

const SITE = 'https://grid-three-currencies.example.org';
const LISTED = 'https://give.example.org';
const FROM_ENV = 'https://campaign.example.org';
const FROM_CALLER = 'http://localhost:8080';
const STRANGER = 'https://evil.example.com';

let app: EdgeApp;
test.before(async () => {
  const orgs: Org[] = (await edgeOrgs()).map((org) =>
    org.id === 'grid-three-currencies' ? { ...org, siteUrl: `${SITE}/donate`, allowedOrigins: [LISTED] } : org,
  );
  app = await startEdgeApp({
    orgs,
    env: { CORS_ORIGINS: FROM_ENV, RATE_LIMIT_ORDERS_PER_MINUTE: '1000' },
    corsOrigins: [FROM_CALLER],
  });
});
test.after(() => app.close());

function preflight(origin: string, path = '/api/orders'): Promise<Response> {
  return app.request(path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
  });
}

test('each source of allowed origins: the answer names the origin, varies by Origin and exposes the request id', async () => {
  for (const origin of [SITE, LISTED, FROM_ENV, FROM_CALLER]) {
    const answer = await app.postJson('/api/orders', VALID_BODIES['/api/orders'], { origin });
    assert.is(answer.status, 200, origin);
    assert.is(answer.headers.get('access-control-allow-origin'), origin);
    assert.match(answer.headers.get('vary') ?? '', /origin/i);
    assert.match(answer.headers.get('access-control-expose-headers') ?? '', 'X-Request-Id');
  }
});

test('another origin gets no Access-Control-Allow-Origin, though its request is answered', async () => {
  const answer = await app.postJson('/api/orders', VALID_BODIES['/api/orders'], { origin: STRANGER });
  assert.is(answer.status, 200);
  assert.is(answer.headers.get('access-control-allow-origin'), null);
  assert.is(answer.headers.get('access-control-expose-headers'), null);
});

test('error answers to an allowed origin carry the header too, so the page can read them', async () => {
  const invalid = await app.postJson('/api/orders', { route: '/merchantform/grid-three-currencies', values: {} }, { origin: SITE });
  assert.is(invalid.status, 422);
  assert.is(invalid.headers.get('access-control-allow-origin'), SITE);
  const unknown = await app.request('/api/nothing-here', { headers: { origin: SITE } });
  assert.is(unknown.status, 404);
  assert.is(unknown.headers.get('access-control-allow-origin'), SITE);
});

test('preflight from an allowed origin: 204 with the origin, POST, Content-Type and Idempotency-Key', async () => {
  for (const path of ['/api/orders', '/api/membership/lookup', '/api/membership/orders', '/api/account-removal']) {
    const answer = await preflight(SITE, path);
    assert.is(answer.status, 204, path);
    assert.is(answer.headers.get('access-control-allow-origin'), SITE);
    assert.match(answer.headers.get('access-control-allow-methods') ?? '', 'POST');
    const headers = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
    assert.ok(headers.includes('content-type') && headers.includes('idempotency-key'), headers.join());
    assert.is(answer.headers.get('access-control-max-age'), '600');
  }
});

test('preflight from another origin: no Access-Control-* header, and not a 405 or 5xx', async () => {
  const answer = await preflight(STRANGER);
  assert.ok(answer.status < 400, String(answer.status));
  for (const name of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers']) {
    assert.is(answer.headers.get(name), null, name);
  }
});

test('a request without Origin (not a browser, or same-origin GET) gets no CORS header', async () => {
  const answer = await app.request('/healthz');
  assert.is(answer.status, 200);
  assert.is(answer.headers.get('access-control-allow-origin'), null);
});

test.run();
