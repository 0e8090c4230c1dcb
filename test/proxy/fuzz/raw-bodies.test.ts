/**
 * Fuzzing the four posting endpoints with bodies that are not what any page sends: arbitrary JSON
 * values, text that is not JSON, bodies of other media types (or none), and bodies over the size
 * limit. Each is refused with a 4xx error envelope; nothing reaches the gateway; the proxy still
 * answers /healthz afterwards. FUZZ_SEED=<n> replays a run.
 */
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fuzz, startFuzzTarget, type FuzzTarget } from './helpers/fuzz-target.ts';
import { hostileString } from './helpers/hostile-values.ts';

const ENDPOINTS = ['/api/orders', '/api/membership/lookup', '/api/membership/orders', '/api/account-removal'] as const;
const endpoint = fc.constantFrom(...ENDPOINTS);

let target: FuzzTarget;
test.before(async () => {
  target = await startFuzzTarget();
});
test.after(() => target.close());

test('arbitrary JSON values (objects, arrays, numbers, strings, null, unicode keys)', () =>
  fuzz('JSON values', fc.tuple(endpoint, fc.jsonValue({ maxDepth: 4 }).filter(withoutHoneypot)), 600, async ([path, value]) => {
    await target.expectRefused(await target.post(path, JSON.stringify(value), 'application/json'), { body: value });
  }));

test('text that is not JSON, including valid bodies cut short', () => {
  const valid = JSON.stringify({ route: '/merchantform/grid-three-currencies', values: { name: 'Sana', email: 'sana@example.org' } });
  const notJson = fc
    .oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.integer({ min: 1, max: valid.length - 1 }).map((end) => valid.slice(0, end)),
      fc.constantFrom(
        '',
        '{',
        '{"route":',
        "{'route':'/membership'}",
        '{"route":"/membership",}',
        'NaN',
        '[1,]',
        '\u0000',
        '{"a":1}{"b":2}',
      ),
    )
    .filter((text) => !parses(text));
  return fuzz('not JSON', fc.tuple(endpoint, notJson), 400, async ([path, text]) => {
    await target.expectRefused(await target.post(path, text, 'application/json'));
  });
});

test('other media types, or none, whatever the body', () => {
  const types = fc.constantFrom(
    undefined,
    'text/plain',
    'text/html',
    'application/xml',
    'multipart/form-data; boundary=x',
    'application/json-patch+json',
    'application/jsonx',
    'application/octet-stream',
    'image/png',
  );
  const body = fc.oneof(
    hostileString,
    fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
  );
  return fuzz('media types', fc.tuple(endpoint, types, body), 400, async ([path, type, text]) => {
    await target.expectRefused(await target.post(path, text, type));
  });
});

test('form-encoded bodies on the endpoints that only read JSON', () => {
  const form = fc.dictionary(fc.constantFrom('route', 'membershipType', 'membershipId', 'idCard', 'email'), hostileString, { maxKeys: 5 });
  const jsonOnly = fc.constantFrom('/api/membership/lookup', '/api/membership/orders');
  return fuzz('form on JSON endpoints', fc.tuple(jsonOnly, form), 200, async ([path, fields]) => {
    await target.expectRefused(await target.post(path, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded'));
  });
});

test('bodies over the size limit are 413, however they are typed', () =>
  fuzz('too large', fc.tuple(endpoint, fc.integer({ min: 33 * 1024, max: 200 * 1024 })), 40, async ([path, size]) => {
    const body = { route: '/merchantform/grid-three-currencies', values: { comments: 'x'.repeat(size) } };
    const response = await target.post(path, JSON.stringify(body), 'application/json');
    assert.is(response.status, 413);
    await target.expectRefused(response, { body });
  }));

test('the proxy still answers afterwards', async () => {
  const health = await fetch(`${target.origin}/healthz`);
  assert.equal([health.status, await health.json()], [200, { ok: true }]);
});

/** Whether `value` has no top-level `website` (the honeypot, fuzzed in the page-like tests), so a refusal is expected. */
function withoutHoneypot(value: unknown): boolean {
  return typeof value !== 'object' || value === null || !Object.hasOwn(value, 'website');
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

test.run();
