/**
 * `createApp` uses the IdempotencyStore it is given (`AppDeps.idempotency`), the seam a shared store
 * (e.g. Redis) plugs into: both order endpoints hand each keyed request to it, run the order only when
 * it says so, and answer with what it returns (a replay or a conflict) without asking the gateway.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GENEROUS_RATE_LIMITS } from '../helpers/generous-rate-limits.ts';
import { startEdgeApp, VALID_BODIES, type EdgeApp } from '../middleware/helpers/edge-app.ts';
import { recordingIdempotencyStore, type RecordingIdempotencyStore } from './helpers/recording-idempotency-store.ts';

const KEY = 'custom-store-key-01';
const ORDER = VALID_BODIES['/api/orders'];
const RENEWAL = VALID_BODIES['/api/membership/orders'];

/** Runs `fn` with the edge app (fake PayPro) using `store` for idempotency. */
async function withApp(store: RecordingIdempotencyStore, fn: (app: EdgeApp) => Promise<void>): Promise<void> {
  const app = await startEdgeApp({ idempotency: store, env: GENEROUS_RATE_LIMITS });
  try {
    await fn(app);
  } finally {
    await app.close();
  }
}

/** Posts `body` as JSON to `path` with `Idempotency-Key: key` (none when null); reads status, the replay header and the body. */
async function post(app: EdgeApp, path: string, body: unknown, key: string | null = KEY) {
  const response = await app.postJson(path, body, key === null ? {} : { 'idempotency-key': key });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: (await response.json()) as Record<string, unknown> };
}

test('a keyed order goes through the given store: it runs once, the store keeps its answer and replays it', async () => {
  const store = recordingIdempotencyStore();
  await withApp(store, async (app) => {
    const first = await post(app, '/api/orders', ORDER);
    const second = await post(app, '/api/orders', ORDER);
    assert.equal([first.status, first.replayed], [200, null]);
    assert.equal(second, { status: 200, replayed: 'true', body: first.body });
    assert.is(app.paypro.calls.length, 1);
    assert.is(store.calls.length, 2);
    assert.ok(store.calls.every(({ key }) => key.includes(KEY)), JSON.stringify(store.calls));
    assert.is(store.calls[1]!.fingerprint, store.calls[0]!.fingerprint);
    assert.equal(store.executions, [{ answer: { status: 200, body: first.body }, keep: true }]);
  });
});

test('the membership order goes through it too, under a scope of its own', async () => {
  const store = recordingIdempotencyStore();
  await withApp(store, async (app) => {
    assert.is((await post(app, '/api/orders', ORDER)).status, 200);
    assert.is((await post(app, '/api/membership/orders', RENEWAL)).status, 200);
    assert.is(app.paypro.legacyOrders.length, 1);
    const [donation, renewal] = store.calls.map(({ key }) => key);
    assert.ok(renewal?.includes(KEY), JSON.stringify(store.calls));
    assert.is.not(renewal, donation, 'the same key on another endpoint is another entry');
  });
});

test("the store's replay is the answer, and the order is not run", async () => {
  const kept = { status: 200, body: { redirectUrl: 'https://example.org/checkout', orderNumber: 'kept-by-the-store' } };
  const store = recordingIdempotencyStore({ kind: 'replayed', answer: kept });
  await withApp(store, async (app) => {
    assert.equal(await post(app, '/api/orders', ORDER), { status: 200, replayed: 'true', body: kept.body });
    assert.equal(await post(app, '/api/membership/orders', RENEWAL), { status: 200, replayed: 'true', body: kept.body });
    assert.equal([app.paypro.calls.length, app.paypro.lookups.length, app.paypro.legacyOrders.length], [0, 0, 0]);
  });
});

test("the store's conflict is a 422 idempotency_key_reused, and the order is not run", async () => {
  const store = recordingIdempotencyStore({ kind: 'conflict' });
  await withApp(store, async (app) => {
    const answer = await post(app, '/api/orders', ORDER);
    assert.equal([answer.status, (answer.body.error as Record<string, unknown>).code], [422, 'idempotency_key_reused']);
    assert.is(app.paypro.calls.length, 0);
  });
});

test('a JSON order without a key does not reach the store', async () => {
  const store = recordingIdempotencyStore({ kind: 'conflict' });
  await withApp(store, async (app) => {
    assert.is((await post(app, '/api/orders', ORDER, null)).status, 200);
    assert.equal(store.calls, []);
    assert.is(app.paypro.calls.length, 1);
  });
});

test.run();
