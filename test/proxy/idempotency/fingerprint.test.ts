/** A body's fingerprint: the same for the same JSON in any key order, different for any other change. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canonicalJson, fingerprintOf } from '../../../proxy/idempotency/fingerprint.ts';

const body = { route: '/merchantform/grid-three-currencies', values: { name: 'Ayesha', amount: '2500', tags: [1, { b: 2, a: null }] } };

test('canonical JSON sorts every object key and keeps array order', () => {
  assert.is(
    canonicalJson(body),
    '{"route":"/merchantform/grid-three-currencies","values":{"amount":"2500","name":"Ayesha","tags":[1,{"a":null,"b":2}]}}',
  );
  assert.equal(JSON.parse(canonicalJson(body)), body);
  assert.equal([canonicalJson([]), canonicalJson({}), canonicalJson('x'), canonicalJson([[], {}])], ['[]', '{}', '"x"', '[[],{}]']);
});

test('key order does not change the fingerprint; a changed value, key or array order does', () => {
  const reordered = {
    values: { tags: [1, { a: null, b: 2 }], amount: '2500', name: 'Ayesha' },
    route: '/merchantform/grid-three-currencies',
  };
  assert.is(fingerprintOf(reordered), fingerprintOf(body));
  assert.match(fingerprintOf(body), /^[0-9a-f]{64}$/);
  const changes = [
    { ...body, values: { ...body.values, amount: '2501' } },
    { ...body, values: { ...body.values, amount: 2500 } },
    { ...body, values: { ...body.values, tags: [{ b: 2, a: null }, 1] } },
    { ...body, website: '' },
  ];
  for (const changed of changes) assert.is.not(fingerprintOf(changed), fingerprintOf(body), JSON.stringify(changed));
});

test('a body nested thousands deep (within the 32 kB limit) is fingerprinted without overflowing the stack', () => {
  const depth = 16_000;
  const nested: unknown = JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
  assert.is(canonicalJson(nested).length, 2 * depth);
  const objects: unknown = JSON.parse(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`);
  assert.match(fingerprintOf(objects), /^[0-9a-f]{64}$/);
});

test.run();
