/** `isRecord`, the one guard for a plain JSON object (orgs/is-record.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isRecord } from '../../orgs/is-record.ts';

test('plain objects are records, whatever their prototype', () => {
  assert.ok(isRecord({}));
  assert.ok(isRecord({ route: '/jtq' }));
  assert.ok(isRecord(Object.create(null)));
});

test('null, arrays and every other value are not', () => {
  for (const value of [null, undefined, [], ['a'], 'text', 0, true, () => ({})]) {
    assert.not.ok(isRecord(value), String(value));
  }
});

test.run();
