/**
 * The proxy's edge under `forms serve`: the API's security headers are on the proxy's answers only, not
 * on the pages or the simulator mounted beside it; CORS admits the served origin under both loopback
 * names and no other.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningServer } from '../../cli/start-server.ts';
import { startFixtureServer } from '../helpers/fixture-server.ts';

const API_CSP = "default-src 'none';frame-ancestors 'none'";

let server: RunningServer;
let port = '';
test.before(async () => {
  server = await startFixtureServer();
  port = new URL(server.url).port;
});
test.after(() => server.close());

test("the proxy's answers carry the API's security headers", async () => {
  for (const answer of [await fetch(`${server.url}/healthz`), await fetch(`${server.url}/api/orders`)]) {
    assert.is(answer.headers.get('content-security-policy'), API_CSP, answer.url);
    assert.is(answer.headers.get('x-frame-options'), 'DENY');
  }
});

test("pages and the simulator do not: the API's CSP would stop their styles, scripts and frames", async () => {
  const page = await fetch(`${server.url}/merchantform/grid-three-currencies/`);
  const simulator = await fetch(`${server.url}/paypro-sim/__sim/orders`);
  for (const answer of [page, simulator]) {
    assert.is(answer.status, 200, answer.url);
    assert.is.not(answer.headers.get('content-security-policy'), API_CSP, answer.url);
    assert.is.not(answer.headers.get('x-frame-options'), 'DENY', answer.url);
  }
});

test('CORS: the served origin under localhost and 127.0.0.1 is allowed, another is not', async () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/api/orders`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
  for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
    const answer = await preflight(origin);
    assert.is(answer.status, 204, origin);
    assert.is(answer.headers.get('access-control-allow-origin'), origin);
  }
  const other = await preflight('http://localhost:1');
  assert.is(other.headers.get('access-control-allow-origin'), null);
});

test.run();
