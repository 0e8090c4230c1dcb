/**
 * The honeypot: a filled `website` on any posting endpoint is dropped quietly (JSON: 202 `{ received:
 * true }`; form-encoded: 303 back to the form's page), logged without its value, and reaches no route;
 * an empty one passes through. Form-encoded bodies are parsed here by @koa/bodyparser, as the proxy's
 * own parser for pages without JavaScript does.
 */
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { indexRoutes } from '../../../orgs/routes.ts';
import type { Org } from '../../../orgs/types.ts';
import { errorHandler } from '../../../proxy/middleware/error-handler.ts';
import { HONEYPOT_FIELD } from '../../../orgs/honeypot.ts';
import { honeypot } from '../../../proxy/middleware/honeypot.ts';
import { configuredOrigin } from '../../../proxy/middleware/public-origin.ts';
import { requestContext, type ProxyState } from '../../../proxy/middleware/request-context.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import { serveAt, type Served } from '../helpers/serve.ts';
import { testOrgs } from '../helpers/test-orgs.ts';
import { startEdgeApp, VALID_BODIES, type EdgeApp, type PostingPath } from './helpers/edge-app.ts';

const BOT_TEXT = 'https://cheap-pills.example';
const PATHS = Object.keys(VALID_BODIES) as PostingPath[];

let app: EdgeApp;
let orgs: Org[];
test.before(async () => {
  app = await startEdgeApp();
  orgs = await testOrgs();
});
test.after(() => app.close());

interface Bench extends Served {
  /** Bodies that got past the honeypot. */
  reached: unknown[];
  logs: Record<string, unknown>[];
  postForm(path: string, fields: Record<string, string>): Promise<Response>;
}

/** The honeypot between a JSON-and-form body parser and a route that records what reaches it. */
async function startBench(forOrgs: Org[]): Promise<Bench> {
  const reached: unknown[] = [];
  const { logger, logs } = capturedLogger();
  // The proxy's own origin is the one it is served at, as under `forms serve`.
  const served = await serveAt((origin) => {
    const koa = new Koa<ProxyState>();
    koa.use(requestContext(logger));
    koa.use(configuredOrigin(origin));
    koa.use(errorHandler());
    koa.use(bodyParser({ enableTypes: ['json', 'form'] }));
    koa.use(honeypot(indexRoutes(forOrgs)));
    koa.use((ctx) => {
      reached.push(ctx.request.body);
      ctx.body = { reached: true };
    });
    return koa.callback();
  });
  return {
    ...served,
    reached,
    logs,
    postForm: (path, fields) => fetch(`${served.origin}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' }),
  };
}

test('JSON with the honeypot filled, on every posting endpoint: 202 received, nothing done', async () => {
  for (const path of PATHS) {
    const answer = await app.postJson(path, { ...VALID_BODIES[path], [HONEYPOT_FIELD]: BOT_TEXT });
    assert.is(answer.status, 202, path);
    assert.equal(await answer.json(), { received: true });
  }
  assert.equal(
    [app.paypro.calls.length, app.paypro.lookups.length, app.paypro.legacyOrders.length, (await app.removals()).length],
    [0, 0, 0, 0],
  );
  const dropped = app.logs.filter((line) => line.msg === 'honeypot filled');
  assert.is(dropped.length, PATHS.length);
  assert.ok(
    dropped.every((line) => line.level === 30),
    'logged at info',
  );
  assert.not.match(JSON.stringify(app.logs), BOT_TEXT);
});

test('JSON with an empty honeypot reaches the route: the order is created', async () => {
  const before = app.paypro.calls.length;
  const answer = await app.postJson('/api/orders', { ...VALID_BODIES['/api/orders'], [HONEYPOT_FIELD]: '' });
  assert.is(answer.status, 200);
  assert.is(app.paypro.calls.length, before + 1);
});

test('another spelling of the path is guarded too', async () => {
  const before = app.paypro.calls.length;
  const answer = await app.postJson('/API/Orders/', { ...VALID_BODIES['/api/orders'], [HONEYPOT_FIELD]: BOT_TEXT });
  assert.is(answer.status, 202);
  assert.is(app.paypro.calls.length, before);
});

test('the whole proxy, a post without JavaScript: filled -> 303 to the page and no order; empty -> the order', async () => {
  const post = (website: string) =>
    app.request('/api/orders', {
      method: 'POST',
      headers: { accept: 'text/html' },
      body: new URLSearchParams({
        route: '/merchantform/grid-three-currencies',
        ...VALID_BODIES['/api/orders'].values,
        [HONEYPOT_FIELD]: website,
      }),
      redirect: 'manual',
    });
  const before = app.paypro.calls.length;
  const bot = await post(BOT_TEXT);
  assert.is(bot.status, 303);
  assert.is(bot.headers.get('location'), `${app.origin}/merchantform/grid-three-currencies/`);
  assert.is(app.paypro.calls.length, before);
  const person = await post('');
  assert.is(person.status, 303);
  assert.ok(person.headers.get('location')?.startsWith('https://marketplace.paypro.com.pk/'), person.headers.get('location') ?? '');
  assert.is(app.paypro.calls.length, before + 1);
});

test('form-encoded with the honeypot filled: 303 back to the page, nothing reaches the route, the value not logged', async () => {
  const bench = await startBench(orgs);
  try {
    const answer = await bench.postForm('/api/orders', {
      route: '/merchantform/grid-three-currencies',
      name: 'Bot',
      [HONEYPOT_FIELD]: BOT_TEXT,
    });
    assert.is(answer.status, 303);
    assert.is(answer.headers.get('location'), `${bench.origin}/merchantform/grid-three-currencies/`);
    assert.equal(bench.reached, []);
    assert.ok(bench.logs.some((line) => line.msg === 'honeypot filled' && line.route === '/merchantform/grid-three-currencies'));
    assert.not.match(JSON.stringify(bench.logs), BOT_TEXT);
  } finally {
    await bench.close();
  }
});

test("form-encoded: the page on the org's site when it has siteUrl; '/' for an unknown route", async () => {
  const hosted = orgs.map((org) => (org.id === 'grid-three-currencies' ? { ...org, siteUrl: 'https://trust.example.org/give/' } : org));
  const bench = await startBench(hosted);
  try {
    const known = await bench.postForm('/api/orders', { route: '/merchantform/grid-three-currencies/', [HONEYPOT_FIELD]: BOT_TEXT });
    assert.is(known.headers.get('location'), 'https://trust.example.org/give/merchantform/grid-three-currencies/');
    const unknown = await bench.postForm('/api/orders', { route: 'https://elsewhere.example', [HONEYPOT_FIELD]: BOT_TEXT });
    assert.is(unknown.status, 303);
    assert.is(unknown.headers.get('location'), '/');
    assert.equal(bench.reached, []);
  } finally {
    await bench.close();
  }
});

test('form-encoded with an empty honeypot, or a field repeated, passes or stops as it should', async () => {
  const bench = await startBench(orgs);
  try {
    const empty = await bench.postForm('/api/account-removal', { route: '/platform-pages/account-removal', [HONEYPOT_FIELD]: '' });
    assert.is(empty.status, 200);
    assert.is(bench.reached.length, 1);
    const repeated = await fetch(`${bench.origin}/api/orders`, {
      method: 'POST',
      body: new URLSearchParams([
        [HONEYPOT_FIELD, ''],
        [HONEYPOT_FIELD, BOT_TEXT],
      ]),
      redirect: 'manual',
    });
    assert.is(repeated.status, 303);
    assert.is(bench.reached.length, 1);
  } finally {
    await bench.close();
  }
});

test("a path with no route is not the honeypot's business: it is not found", async () => {
  const answer = await app.postJson('/api/other', { [HONEYPOT_FIELD]: BOT_TEXT });
  assert.is(answer.status, 404);
  assert.is(((await answer.json()) as { error: { code: string } }).error.code, 'not_found');
});

test.run();
