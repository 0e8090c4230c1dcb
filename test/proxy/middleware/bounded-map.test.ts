/** The rate limiters' store: a real Map that drops its oldest key rather than grow past its size. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BoundedMap } from '../../../proxy/middleware/bounded-map.ts';

test('a new key in a full map drops the oldest one', () => {
  const map = new BoundedMap<string, number>(2);
  map.set('a', 1).set('b', 2).set('c', 3);
  assert.equal(
    [...map.entries()],
    [
      ['b', 2],
      ['c', 3],
    ],
  );
  assert.instance(map, Map);
});

test('updating a key that is there drops nothing', () => {
  const map = new BoundedMap<string, number>(2);
  map.set('a', 1).set('b', 2).set('a', 10);
  assert.equal(
    [...map.entries()],
    [
      ['a', 10],
      ['b', 2],
    ],
  );
});

test.run();
