/**
 * The membership calls are no lookup oracle: the lookup and the renewal draw on one budget per client
 * (the `lookups` group, 10 a minute by default) and on one budget per member (org, type and the ID's
 * digits), so neither one address nor many addresses can step through IDs or hammer one member faster
 * than a lookup allows. Over either budget: 429 `rate_limited` with Retry-After, in the request's
 * language, and PayPro is not asked.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { english, urdu } from '../../helpers/translators.ts';
import { VALID_BODIES, withEdgeApp, type EdgeApp } from '../middleware/helpers/edge-app.ts';

const LOOKUP = VALID_BODIES['/api/membership/lookup'];
const RENEWAL = VALID_BODIES['/api/membership/orders'];

/** The gateway calls the membership routes made so far. */
const gatewayCalls = (app: EdgeApp) => app.paypro.lookups.length + app.paypro.legacyOrders.length;

/** Checks a 429 `rate_limited` answer: Retry-After in whole seconds, the message of `translator` naming them. */
async function assertLimited(response: Response, translator = english): Promise<void> {
  assert.is(response.status, 429);
  const seconds = Number(response.headers.get('retry-after'));
  assert.ok(Number.isInteger(seconds) && seconds >= 1 && seconds <= 61, String(seconds));
  assert.equal(await response.json(), { error: { code: 'rate_limited', message: translator.t('api.rateLimited', { seconds }) } });
}

test('one client: lookups and renewals share the 10 tries a minute; the 11th, to either, is 429 before PayPro is asked', () =>
  withEdgeApp({}, async (app) => {
    // Ten members, so no member's own budget is near its end: only the client's counts here.
    for (let n = 1; n <= 10; n++) {
      const membershipId = `A-${1000 + n}`;
      const response =
        n % 2 === 0
          ? await app.postJson('/api/membership/orders', { ...RENEWAL, membershipId })
          : await app.postJson('/api/membership/lookup', { ...LOOKUP, membershipId });
      assert.ok(response.status !== 429, `try ${n}: ${response.status}`);
    }
    const calls = gatewayCalls(app);
    await assertLimited(await app.postJson('/api/membership/orders', { ...RENEWAL, membershipId: 'A-2001' }));
    await assertLimited(await app.postJson('/api/membership/lookup?lang=ur', { ...LOOKUP, membershipId: 'A-2002' }), urdu);
    assert.is(gatewayCalls(app), calls);
    assert.ok(app.logs.some((line) => line.msg === 'rate limited' && line.group === 'lookups'));
    assert.is((await app.postJson('/api/orders', VALID_BODIES['/api/orders'])).status, 200, 'donations keep their own budget');
  }));

test('many clients, one member: the 11th try about A-1001 is 429 whatever the address; other members still pass', () =>
  withEdgeApp({ TRUST_PROXY: 'true' }, async (app) => {
    const from = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
    for (let n = 1; n <= 10; n++) {
      const response =
        n % 2 === 0
          ? await app.postJson('/api/membership/orders', RENEWAL, from(n))
          : await app.postJson('/api/membership/lookup', LOOKUP, from(n));
      assert.is(response.status, 200, `try ${n}`);
    }
    const calls = gatewayCalls(app);
    const eleventh = await app.postJson('/api/membership/lookup', LOOKUP, from(11));
    // The rate headers are the new client's own: nothing tells how often others asked about the member.
    assert.is(eleventh.headers.get('x-ratelimit-remaining'), '9');
    await assertLimited(eleventh);
    // The same member however the ID is written: the digits are what PayPro is asked about.
    for (const membershipId of [' a-1001 ', 'B-1001']) {
      await assertLimited(await app.postJson('/api/membership/orders', { ...RENEWAL, membershipId }, from(12)));
    }
    await assertLimited(await app.postJson('/api/membership/lookup?lang=ur', LOOKUP, from(13)), urdu);
    assert.is(gatewayCalls(app), calls, 'no try over the budget reached PayPro');
    assert.ok(app.logs.some((line) => line.msg === 'rate limited' && line.group === 'member'));
    const others = [
      await app.postJson('/api/membership/lookup', { ...LOOKUP, membershipId: 'A-1002' }, from(14)),
      await app.postJson('/api/membership/lookup', { ...LOOKUP, membershipType: 'Corporate', membershipId: 'C-1001' }, from(15)),
    ];
    assert.equal(
      others.map((response) => response.status),
      [404, 200],
    );
  }));

test('an ID the rules refuse spends nothing of any member', () =>
  withEdgeApp({ TRUST_PROXY: 'true' }, async (app) => {
    for (let n = 1; n <= 12; n++) {
      const response = await app.postJson(
        '/api/membership/lookup',
        { ...LOOKUP, membershipId: 'A1001' },
        { 'x-forwarded-for': `198.51.100.${n}` },
      );
      assert.is(response.status, 422);
    }
    assert.is((await app.postJson('/api/membership/lookup', LOOKUP, { 'x-forwarded-for': '198.51.100.99' })).status, 200);
  }));

test.run();
