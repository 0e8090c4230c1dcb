/**
 * Fuzzing `POST /api/account-removal` with bodies shaped like the removal page's, `{ route, email,
 * website? }`, as JSON and as a form post without JavaScript: hostile routes and emails of every type,
 * extra keys, each body made certainly invalid by one poison, so nothing is ever recorded. Each is
 * refused with a 4xx error envelope (or, honeypot filled, answered quietly); nothing reaches the
 * gateway. FUZZ_SEED=<n> replays a run.
 */
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { expectRefused, fuzz, startFuzzTarget, type FuzzTarget } from './helpers/fuzz-target.ts';
import { hostileRoute, hostileString, hostileValue } from './helpers/hostile-values.ts';
import { badRoute, invalidEmail, unknownTopLevelKey, type Body } from './helpers/poisons.ts';

const PATH = '/api/account-removal';
const PAGE = '/merchant/deactive_package_or_account';

let target: FuzzTarget;
test.before(async () => {
  target = await startFuzzTarget();
});
test.after(() => target.close());

function pageLikeBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.record(
    {
      route: fc.oneof(fc.constant(PAGE), hostileRoute(target.routes)),
      email: fc.oneof(fc.constant('person@example.org'), value),
      website: fc.oneof(fc.constant(''), hostileString),
    },
    { requiredKeys: ['route'] },
  );
}

test('JSON bodies like the page sends, each with one poison', () => {
  const poison = fc.oneof(unknownTopLevelKey(['route', 'email', 'website']), badRoute, invalidEmail('email'));
  const bodies = fc.tuple(pageLikeBody(hostileValue), poison).map(([body, apply]) => {
    apply(body);
    return body;
  });
  return fuzz('removal JSON', bodies, 800, async (body) => {
    await expectRefused(await target.post(PATH, JSON.stringify(body), 'application/json'), { body });
  });
});

test('form posts without JavaScript (from a browser or not), each with a bad route or a bad email', () => {
  const poison = fc.oneof(badRoute, invalidEmail('email'));
  const forms = fc.tuple(pageLikeBody(hostileString), poison, fc.boolean()).map(([body, apply, html]) => {
    apply(body);
    return { fields: Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)])), html };
  });
  return fuzz('removal form posts', forms, 400, async ({ fields, html }) => {
    const response = await target.post(PATH, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', html);
    await expectRefused(response, { body: fields, form: true, html });
  });
});

test('nothing was recorded or reached the gateway, and the proxy still answers', async () => {
  assert.is(target.removalRequests(), 0);
  assert.is(target.gatewayCalls(), 0);
  const health = await fetch(`${target.origin}/healthz`);
  assert.equal([health.status, await health.json()], [200, { ok: true }]);
});

test.run();
