/**
 * Fuzzing `POST /api/membership/lookup` and `POST /api/membership/orders` with bodies shaped like the
 * renewal page's: real members' types and IDs next to hostile values of every type, extra keys, and
 * each body made certainly invalid by one poison, so no body may ever start a lookup. Each is refused
 * with a 4xx error envelope (or, honeypot filled: one body in ten, answered quietly); nothing reaches
 * the gateway. FUZZ_SEED=<n> replays a run.
 */
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import { fuzz, startFuzzTarget, type FuzzTarget } from './helpers/fuzz-target.ts';
import { withHoneypot } from './helpers/honeypot-draw.ts';
import { hostileRoute, hostileValue } from './helpers/hostile-values.ts';
import { badRoute, invalidEmail, INVALID_EMAILS, poisoned, unknownTopLevelKey, type Body, type Poison } from './helpers/poisons.ts';
import { english } from '../../helpers/translators.ts';

const LOOKUP_KEYS = ['route', 'membershipType', 'membershipId', 'website'];
const RENEWAL_KEYS = [...LOOKUP_KEYS, 'email', 'phone', 'idCard'];
/** Membership IDs the renewal page's rules reject (checked below). */
const INVALID_IDS = ['', ' ', 'A1001', 'A-', '-1001', 'D-1001', 'A-10a1', 'A-1234567890123', 'A--1', 'Ａ-1001', 'A-१००१'];

let target: FuzzTarget;
test.before(async () => {
  target = await startFuzzTarget();
});
test.after(() => target.close());

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 3 });

/** A body like the page's: a real type and ID as often as hostile ones; no honeypot yet. */
function pageLikeBody(renewal: boolean): fc.Arbitrary<Body> {
  const lookup = {
    route: fc.oneof(fc.constant('/membership'), hostileRoute(target.routes)),
    membershipType: fc.oneof(fc.constantFrom('Associate', 'Corporate'), hostileValue),
    membershipId: fc.oneof(fc.constantFrom('A-1001', 'A-1002', 'C-2001'), hostileValue),
  };
  const entries = renewal
    ? {
        ...lookup,
        email: maybe(fc.oneof(fc.constant('member@example.org'), hostileValue)),
        phone: maybe(hostileValue),
        idCard: maybe(fc.oneof(fc.boolean(), hostileValue)),
      }
    : lookup;
  return fc.record(entries, { requiredKeys: [] }).map((body) => {
    for (const key of Object.keys(body)) if ((body as Body)[key] === undefined) delete (body as Body)[key];
    return body as Body;
  });
}

function poisonedBodies(renewal: boolean): fc.Arbitrary<{ body: Body; filled: boolean }> {
  const poisons: fc.Arbitrary<Poison>[] = [
    unknownTopLevelKey(renewal ? RENEWAL_KEYS : LOOKUP_KEYS),
    badRoute,
    fc.constantFrom(...INVALID_IDS).map(
      (id): Poison =>
        (body) => {
          body.membershipId = id;
        },
    ),
  ];
  if (renewal) {
    poisons.push(invalidEmail('email'));
    poisons.push(
      fc.constantFrom<unknown>('true', 1, 'yes', null, [true]).map(
        (idCard): Poison =>
          (body) => {
            body.idCard = idCard;
          },
      ),
    );
  }
  return withHoneypot(poisoned(pageLikeBody(renewal), fc.oneof(...poisons)));
}

test('the renewal page rejects the poison IDs and emails (what the poisons rely on)', () => {
  const form = target.orgs.flatMap((org) => org.forms).find((candidate) => candidate.route === '/membership')!;
  for (const membershipId of INVALID_IDS) {
    assert.not.ok(rulesFor(form, english).check({ membershipType: 'Associate', membershipId }, 'submit').ok, membershipId);
  }
  for (const email of INVALID_EMAILS) {
    const checked = rulesFor(form, english).check({ membershipType: 'Associate', membershipId: 'A-1001', email }, 'submit');
    assert.not.ok(checked.ok, email);
  }
});

test('POST /api/membership/lookup: page-like JSON bodies, each with one poison', () =>
  fuzz('membership lookup', poisonedBodies(false), 800, async ({ body, filled }) => {
    await target.expectRefused(await target.post('/api/membership/lookup', JSON.stringify(body), 'application/json'), {
      body,
      honeypot: filled,
    });
  }));

test('POST /api/membership/orders: page-like JSON bodies, each with one poison', () =>
  fuzz('membership orders', poisonedBodies(true), 800, async ({ body, filled }) => {
    await target.expectRefused(await target.post('/api/membership/orders', JSON.stringify(body), 'application/json'), {
      body,
      honeypot: filled,
    });
  }));

test('the proxy still answers afterwards', async () => {
  const health = await fetch(`${target.origin}/healthz`);
  assert.equal([health.status, await health.json()], [200, { ok: true }]);
});

test.run();
