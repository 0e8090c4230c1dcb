/**
 * The declaration of the endpoints (orgs/api-endpoints.ts) is the proxy's whole HTTP surface: every
 * declared route is routed by the proxy with its method, no route exists outside the declaration, every
 * request schema is strict, and the API table of proxy/OPERATIONS.md is what `npm run docs:api` writes
 * from it.
 */
import { readFileSync } from 'node:fs';
import type { Router } from '@koa/router';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ERROR_CODES } from '../../../orgs/api-contract.ts';
import { API_ENDPOINTS, type EndpointName, servedRoute } from '../../../orgs/api-endpoints.ts';
import { API_TABLE_END, API_TABLE_START, withApiTable } from '../../../proxy/api-docs.ts';
import { loadConfig } from '../../../proxy/config.ts';
import { appOver } from '../helpers/app-over.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import { fakePayProWith } from '../helpers/fake-paypro.ts';
import { memoryDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { TEST_ENV } from '../helpers/test-env.ts';
import { edgeOrgs } from '../middleware/helpers/edge-app.ts';

/** A callback path other than the default, so the test sees the configured one routed. */
const CALLBACK_PATH = '/hooks/paypro';
const operations = () => readFileSync(new URL('../../../proxy/OPERATIONS.md', import.meta.url), 'utf8');

let database: TestDatabase;
/** `METHOD path` of every route the proxy's router holds. */
let routed: string[];

test.before(async () => {
  database = await memoryDatabase();
  const orgs = await edgeOrgs();
  const config = loadConfig({ ...TEST_ENV, PAYPRO_CALLBACK_PATH: CALLBACK_PATH }, orgs);
  const app = appOver(database.db, {
    orgs,
    config,
    paypro: fakePayProWith({}),
    logger: capturedLogger().logger,
    origin: 'http://127.0.0.1:1',
  });
  const dispatch = app.middleware.find((middleware) => 'router' in middleware) as unknown as { router: Router };
  routed = dispatch.router.stack.flatMap((layer) =>
    layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${layer.path}`),
  );
});

test.after(() => database.close());

/** `METHOD path` of every declared route, where the proxy serves it. */
function declared(): string[] {
  return (Object.keys(API_ENDPOINTS) as EndpointName[]).flatMap((name) => {
    return API_ENDPOINTS[name].routes.map((route) => {
      const { method, path } = servedRoute(name, route, CALLBACK_PATH);
      return `${method} ${path}`;
    });
  });
}

test('the proxy routes every declared route with its method, and nothing else', () => {
  assert.ok(routed.length > 10, 'the router was found');
  assert.equal([...routed].sort(), declared().sort());
});

test('every request schema is strict: a key it does not declare is refused as such', () => {
  const schemas = Object.values(API_ENDPOINTS).flatMap((endpoint) => ('request' in endpoint ? [endpoint.request] : []));
  assert.is(schemas.length, 4);
  for (const schema of schemas) {
    const result = schema.safeParse({ route: '/x', lang: 'ur' });
    assert.ok(!result.success && result.error.issues.some(({ code }) => code === 'unrecognized_keys'));
  }
});

test('every declared error code is one the envelope knows', () => {
  for (const { errors } of Object.values(API_ENDPOINTS)) {
    for (const code of errors) assert.ok((ERROR_CODES as readonly string[]).includes(code), code);
  }
});

test("proxy/OPERATIONS.md's API table is what the contract writes (run npm run docs:api after changing it)", () => {
  const document = operations();
  assert.fixture(document, withApiTable(document));
});

test('a stale table is rewritten, and a document without the markers is refused', () => {
  const document = operations();
  const table = document.indexOf(API_TABLE_START);
  const stale = `${document.slice(0, table)}${document.slice(table).replace('`POST /api/orders`', '`POST /api/order`')}`;
  assert.is.not(withApiTable(stale), stale);
  assert.is(withApiTable(stale), document);
  assert.throws(() => withApiTable('# Operations\n'), /lacks the markers/);
  assert.throws(() => withApiTable(`${API_TABLE_END}\n${API_TABLE_START}\n`), /lacks the markers/);
});

test.run();
