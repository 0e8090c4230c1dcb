/**
 * Fuzzing `POST /api/orders` with bodies shaped like a page's, `{ route, values, website? }`: real and
 * near-miss routes, the forms' own field names with hostile values of every type, extra keys, and
 * each body made certainly invalid by one poison (see helpers/poisons.ts). As JSON and as a form post
 * without JavaScript, whose refusal a browser gets as the form shown again. Each is refused with a 4xx
 * (see helpers/fuzz-target.ts), or, honeypot filled (one body in ten), answered quietly; nothing
 * reaches the gateway.
 * FUZZ_SEED=<n> replays a run.
 */
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import { fuzz, startFuzzTarget, type FuzzTarget } from './helpers/fuzz-target.ts';
import { withHoneypot } from './helpers/honeypot-draw.ts';
import { HOSTILE_KEYS, hostileRoute, hostileString, hostileValue } from './helpers/hostile-values.ts';
import { badRoute, INVALID_EMAILS, poisoned, unknownTopLevelKey, type Body, type Poison } from './helpers/poisons.ts';
import { english } from '../../helpers/translators.ts';

const PATH = '/api/orders';

let target: FuzzTarget;
test.before(async () => {
  target = await startFuzzTarget();
});
test.after(() => target.close());

/** A form's route with values keyed by its own fields (or, for a near-miss route, by another form's); no honeypot yet. */
function pageLikeBody(values: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.constantFrom(...target.routes).chain((route) => {
    const fields = target.fieldsOf(route);
    return fc.record({
      route: fc.oneof({ arbitrary: fc.constant(route), weight: 3 }, { arbitrary: hostileRoute(target.routes), weight: 1 }),
      values: fields.length === 0 ? fc.constant({}) : fc.dictionary(fc.constantFrom(...fields), values, { maxKeys: fields.length }),
    });
  });
}

/** Poisons of a values object: a key no form has, an email no form accepts, or values of the wrong type. */
const valuesPoison: fc.Arbitrary<Poison> = fc.oneof(
  fc.tuple(fc.constantFrom(...HOSTILE_KEYS, 'website', 'merchantAccount', 'fee'), hostileValue).map(
    ([key, value]): Poison =>
      (body) => {
        (body.values as Body)[key] = value;
      },
  ),
  fc.constantFrom(...INVALID_EMAILS).map(
    (email): Poison =>
      (body) => {
        (body.values as Body).email = email;
      },
  ),
  fc.constantFrom<unknown>('values', ['name'], null, 7).map(
    (values): Poison =>
      (body) => {
        body.values = values;
      },
  ),
);

test('every form with an email field rejects the poison emails (what the poisons rely on)', () => {
  for (const { form } of target.orgs.flatMap((org) => org.forms.map((form) => ({ form })))) {
    if (!target.fieldsOf(form.route).includes('email')) continue;
    for (const email of INVALID_EMAILS)
      assert.not.ok(rulesFor(form, english).check({ email }, 'submit').ok, `${form.route} takes ${email}`);
  }
});

test('JSON bodies like a page sends, each with one poison', () => {
  const poison = fc.oneof(unknownTopLevelKey(['route', 'values', 'website']), badRoute, valuesPoison);
  const bodies = withHoneypot(poisoned(pageLikeBody(hostileValue), poison));
  return fuzz('orders JSON', bodies, 1_200, async ({ body, filled }) => {
    await target.expectRefused(await target.post(PATH, JSON.stringify(body), 'application/json'), { body, honeypot: filled });
  });
});

test('form posts without JavaScript (form-encoded, from a browser or not), each with a bad route or a bad email', () => {
  type FormPoison = (fields: Record<string, string>) => void;
  const poison = fc.oneof(
    fc.constantFrom('/no-such-form', '', '/merchantform/').map(
      (route): FormPoison =>
        (fields) => {
          fields.route = route;
        },
    ),
    fc.constant<FormPoison>((fields) => void delete fields.route),
    fc.constantFrom(...INVALID_EMAILS).map(
      (email): FormPoison =>
        (fields) => {
          fields.email = email;
        },
    ),
  );
  const fieldSets = fc.tuple(pageLikeBody(hostileString), poison).map(([body, apply]) => {
    const fields: Record<string, string> = { ...(body.values as Record<string, string>), route: String(body.route) };
    apply(fields);
    return fields;
  });
  return fuzz('orders form posts', fc.tuple(withHoneypot(fieldSets), fc.boolean()), 600, async ([{ body: fields, filled }, html]) => {
    const response = await target.post(PATH, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', html);
    await target.expectRefused(response, { body: fields, form: true, html, honeypot: filled });
  });
});

test('the proxy still answers afterwards', async () => {
  const health = await fetch(`${target.origin}/healthz`);
  assert.equal([health.status, await health.json()], [200, { ok: true }]);
});

test.run();
