/**
 * Fuzzing `POST /api/account-removal` with bodies shaped like the removal page's, `{ route, email,
 * website? }`, as JSON and as a form post without JavaScript: hostile routes and emails of every type,
 * extra keys, each body made certainly invalid by one poison, so nothing is ever recorded. Each is
 * refused with a 4xx error envelope (or, honeypot filled: one body in ten, answered quietly); nothing is
 * recorded or reaches the gateway. FUZZ_SEED=<n> replays a run.
 */
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fuzz, startFuzzTarget, type FuzzTarget } from './helpers/fuzz-target.ts';
import { withHoneypot } from './helpers/honeypot-draw.ts';
import { hostileRoute, hostileString, hostileValue } from './helpers/hostile-values.ts';
import { badRoute, invalidEmail, poisoned, unknownTopLevelKey, type Body } from './helpers/poisons.ts';

const PATH = '/api/account-removal';
const PAGE = '/platform-pages/account-removal';

let target: FuzzTarget;
test.before(async () => {
  target = await startFuzzTarget();
});
test.after(() => target.close());

/** The page's route or a hostile one, with the page's email or `value`; no honeypot yet. */
function pageLikeBody(value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.record(
    {
      route: fc.oneof(fc.constant(PAGE), hostileRoute(target.routes)),
      email: fc.oneof(fc.constant('person@example.org'), value),
    },
    { requiredKeys: ['route'] },
  );
}

test('JSON bodies like the page sends, each with one poison', () => {
  const poison = fc.oneof(unknownTopLevelKey(['route', 'email', 'website']), badRoute, invalidEmail('email'));
  const bodies = withHoneypot(poisoned(pageLikeBody(hostileValue), poison));
  return fuzz('removal JSON', bodies, 800, async ({ body, filled }) => {
    await target.expectRefused(await target.post(PATH, JSON.stringify(body), 'application/json'), { body, honeypot: filled });
  });
});

test('form posts without JavaScript (from a browser or not), each with a bad route or a bad email', () => {
  const poison = fc.oneof(badRoute, invalidEmail('email'));
  const fieldSets = poisoned(pageLikeBody(hostileString), poison).map((body) =>
    Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)])),
  );
  return fuzz('removal form posts', fc.tuple(withHoneypot(fieldSets), fc.boolean()), 400, async ([{ body: fields, filled }, html]) => {
    const response = await target.post(PATH, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', html);
    await target.expectRefused(response, { body: fields, form: true, html, honeypot: filled });
  });
});

test('the proxy still answers afterwards', async () => {
  const health = await fetch(`${target.origin}/healthz`);
  assert.equal([health.status, await health.json()], [200, { ok: true }]);
});

test.run();
