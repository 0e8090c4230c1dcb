/**
 * Per-IP rate limits on the proxy (koa-ratelimit behind our envelope): the request over a group's
 * budget gets 429 `rate_limited` with Retry-After and never reaches the gateway; other clients, other
 * groups (removal requests and removal confirmations each their own), /healthz and preflights are
 * unaffected; X-Forwarded-For counts only behind TRUST_PROXY, and then only its last entry.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { VALID_BODIES, withEdgeApp as withApp, type EdgeApp } from './helpers/edge-app.ts';

const ORDER = VALID_BODIES['/api/orders'];

/** Limits of 2 orders, 2 lookups and 1 removal a minute, plus `env`. */
function tightLimits(env: Record<string, string> = {}): Record<string, string> {
  return {
    RATE_LIMIT_ORDERS_PER_MINUTE: '2',
    RATE_LIMIT_LOOKUPS_PER_MINUTE: '2',
    RATE_LIMIT_REMOVALS_PER_MINUTE: '1',
    ...env,
  };
}

async function statuses(responses: Promise<Response>[]): Promise<number[]> {
  return (await Promise.all(responses)).map((response) => response.status);
}

test('the request over the orders budget: 429 rate_limited with Retry-After, and no gateway call', async () => {
  await withApp(tightLimits(), async (app) => {
    assert.equal([(await app.postJson('/api/orders', ORDER)).status, (await app.postJson('/api/orders', ORDER)).status], [200, 200]);
    const limited = await app.postJson('/api/orders', ORDER);
    assert.is(limited.status, 429);
    const retryAfter = limited.headers.get('retry-after') ?? '';
    assert.match(retryAfter, /^\d+$/);
    assert.ok(Number(retryAfter) >= 1 && Number(retryAfter) <= 60, retryAfter);
    const body = (await limited.json()) as { error: { code: string; message: string } };
    assert.is(body.error.code, 'rate_limited');
    assert.match(body.error.message, `Please wait ${retryAfter} second`);
    assert.match(limited.headers.get('content-type') ?? '', 'application/json');
    assert.is(app.paypro.calls.length, 2, 'the limited request made no order');
    assert.ok(app.logs.some((line) => line.msg === 'rate limited' && line.group === 'orders'));
  });
});

test('under the budget every request passes', async () => {
  await withApp({ RATE_LIMIT_ORDERS_PER_MINUTE: '5' }, async (app) => {
    const answers = await statuses(Array.from({ length: 5 }, () => app.postJson('/api/orders', ORDER)));
    assert.equal(answers, [200, 200, 200, 200, 200]);
    assert.is(app.paypro.calls.length, 5);
  });
});

test('a refused body counts too; the membership renewal draws on the lookups budget, not the orders one', async () => {
  await withApp(tightLimits(), async (app) => {
    assert.is((await app.postJson('/api/orders', { route: '/merchantform/grid-three-currencies', values: {} })).status, 422);
    assert.is((await app.postJson('/api/orders', ORDER)).status, 200);
    assert.is((await app.postJson('/api/orders', ORDER)).status, 429);
    assert.is((await app.postJson('/api/membership/orders', VALID_BODIES['/api/membership/orders'])).status, 200);
    assert.is((await app.postJson('/api/membership/lookup', VALID_BODIES['/api/membership/lookup'])).status, 200);
    assert.is((await app.postJson('/api/membership/orders', VALID_BODIES['/api/membership/orders'])).status, 429);
    assert.equal([app.paypro.calls.length, app.paypro.lookups.length, app.paypro.legacyOrders.length], [1, 2, 1]);
  });
});

test('one group spent leaves the others: lookups and removals still pass', async () => {
  await withApp(tightLimits(), async (app) => {
    await statuses([app.postJson('/api/orders', ORDER), app.postJson('/api/orders', ORDER)]);
    assert.is((await app.postJson('/api/orders', ORDER)).status, 429);
    assert.equal(
      await statuses([
        app.postJson('/api/membership/lookup', VALID_BODIES['/api/membership/lookup']),
        app.postJson('/api/account-removal', VALID_BODIES['/api/account-removal']),
      ]),
      [200, 202],
    );
    assert.is((await app.postJson('/api/account-removal', VALID_BODIES['/api/account-removal'])).status, 429, 'removals: 1 a minute');
    assert.is((await app.removals()).length, 1);
    assert.is((await app.postJson('/api/membership/lookup', VALID_BODIES['/api/membership/lookup'])).status, 200);
    assert.is((await app.postJson('/api/membership/lookup', VALID_BODIES['/api/membership/lookup'])).status, 429);
    assert.is(app.paypro.lookups.length, 2);
  });
});

const CONFIRM_PATH = '/api/account-removal/confirm';
/** The emailed link's page and its confirm button, with a token no request has (410 when not limited). */
const openLink = (app: EdgeApp) => app.request(`${CONFIRM_PATH}?token=${'a'.repeat(43)}`);
const pressConfirm = (app: EdgeApp) =>
  app.request(CONFIRM_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: 'a'.repeat(43) }),
  });
const fileRemoval = (app: EdgeApp) => app.postJson('/api/account-removal', VALID_BODIES['/api/account-removal']);

test('filing removal requests does not spend the budget of removal confirmations', async () => {
  await withApp(tightLimits({ RATE_LIMIT_REMOVAL_CONFIRMATIONS_PER_MINUTE: '2' }), async (app) => {
    assert.equal(await statuses([fileRemoval(app)]), [202]);
    assert.is((await fileRemoval(app)).status, 429, 'removal requests: 1 a minute');
    assert.equal([(await openLink(app)).status, (await pressConfirm(app)).status], [410, 410], 'links still answered');
    assert.is((await openLink(app)).status, 429, 'confirmations: 2 a minute');
    assert.ok(app.logs.some((line) => line.msg === 'rate limited' && line.group === 'removalConfirmations'));
  });
});

test('opening and confirming removal links does not spend the budget of removal requests', async () => {
  await withApp(tightLimits({ RATE_LIMIT_REMOVALS_PER_MINUTE: '2', RATE_LIMIT_REMOVAL_CONFIRMATIONS_PER_MINUTE: '2' }), async (app) => {
    assert.equal([(await openLink(app)).status, (await pressConfirm(app)).status], [410, 410]);
    assert.equal([(await openLink(app)).status, (await pressConfirm(app)).status], [429, 429]);
    assert.equal([(await fileRemoval(app)).status, (await fileRemoval(app)).status], [202, 202], 'requests still filed');
    assert.is((await app.removals()).length, 2);
  });
});

test('another spelling of the path draws on the same budget', async () => {
  await withApp(tightLimits(), async (app) => {
    assert.equal(await statuses([app.postJson('/api/orders', ORDER), app.postJson('/API/Orders/', ORDER)]), [200, 200]);
    assert.is((await app.postJson('/api/orders/', ORDER)).status, 429);
  });
});

test('/healthz and preflights are never limited', async () => {
  await withApp(tightLimits({ RATE_LIMIT_ORDERS_PER_MINUTE: '1' }), async (app) => {
    const health = await statuses(Array.from({ length: 5 }, () => app.request('/healthz')));
    assert.equal(health, [200, 200, 200, 200, 200]);
    const preflight = { method: 'OPTIONS', headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' } };
    const preflights = await statuses(Array.from({ length: 3 }, () => app.request('/api/orders', preflight)));
    assert.ok(
      preflights.every((status) => status !== 429),
      String(preflights),
    );
    assert.is((await app.postJson('/api/orders', ORDER)).status, 200, 'the one order of the minute is still there');
  });
});

test('TRUST_PROXY=true: each client behind the load balancer has its own budget', async () => {
  await withApp(tightLimits({ TRUST_PROXY: 'true' }), async (app) => {
    const from = (ip: string) => app.postJson('/api/orders', ORDER, { 'x-forwarded-for': ip });
    assert.equal(await statuses([from('203.0.113.7'), from('203.0.113.7')]), [200, 200]);
    assert.is((await from('203.0.113.7')).status, 429);
    assert.is((await from('203.0.113.8')).status, 200, 'another client passes');
    // A client cannot pick its own address: the load balancer's entry, the last one, is what counts.
    assert.is((await from('198.51.100.1, 203.0.113.7')).status, 429);
  });
});

test('IPv6 clients count by their /64 block: stepping through its addresses gives no fresh budget', async () => {
  await withApp(tightLimits({ TRUST_PROXY: 'true' }), async (app) => {
    const from = (ip: string) => app.postJson('/api/orders', ORDER, { 'x-forwarded-for': ip });
    assert.equal(await statuses([from('2001:db8:5:6::1'), from('2001:db8:5:6::2')]), [200, 200]);
    assert.is((await from('2001:db8:5:6:ffff::3')).status, 429);
    assert.is((await from('2001:db8:5:7::1')).status, 200, 'the next block is another client');
  });
});

test('TRUST_PROXY=true: an entry with a port or in brackets is its address, not one shared budget', async () => {
  await withApp(tightLimits({ TRUST_PROXY: 'true' }), async (app) => {
    const from = (ip: string) => app.postJson('/api/orders', ORDER, { 'x-forwarded-for': ip });
    // Four donors behind a balancer that writes ports and brackets: each has its own two orders.
    for (const donor of ['198.51.100.1:1111', '198.51.100.2:2222', '[2001:db8:9::1]', '[2001:db8:a::1]:443']) {
      assert.equal(await statuses([from(donor), from(donor)]), [200, 200], donor);
    }
    // The same donor with another port is still the same donor.
    assert.is((await from('198.51.100.1:3333')).status, 429);
    assert.is((await from('2001:db8:9::1')).status, 429);
    assert.ok(!app.logs.some((line) => String(line.msg).includes('X-Forwarded-For')), 'no warning for parseable entries');
  });
});

test('TRUST_PROXY=true: an entry that is no address counts by the socket address, with one warning', async () => {
  await withApp(tightLimits({ TRUST_PROXY: 'true' }), async (app) => {
    const from = (ip: string) => app.postJson('/api/orders', ORDER, { 'x-forwarded-for': ip });
    assert.equal(await statuses([from('not-an-address'), from('unknown')]), [200, 200]);
    // The socket (loopback) budget is spent now; a real address still has its own.
    assert.is((await app.postJson('/api/orders', ORDER)).status, 429);
    assert.is((await from('203.0.113.9')).status, 200);
    const warnings = app.logs.filter((line) => String(line.msg).includes('X-Forwarded-For entry is not an address'));
    assert.is(warnings.length, 1);
    assert.is(warnings[0]?.forwardedFor, 'not-an-address');
  });
});

test('without TRUST_PROXY, X-Forwarded-For is ignored: one connection address, one budget', async () => {
  await withApp(tightLimits(), async (app) => {
    const from = (ip: string) => app.postJson('/api/orders', ORDER, { 'x-forwarded-for': ip });
    assert.equal(await statuses([from('203.0.113.1'), from('203.0.113.2')]), [200, 200]);
    assert.is((await from('203.0.113.3')).status, 429);
  });
});

test.run();
