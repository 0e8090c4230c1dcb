/** The page's idempotency keys: how a key is made, and when the same one is sent again. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createIdempotencyKeys, newIdempotencyKey } from '../../../templates/order-flow/idempotency-keys.ts';
import { IDEMPOTENCY_KEY_SHAPE } from '../helpers/idempotency-key-shape.ts';

test('a key is crypto.randomUUID() when the page has it', () => {
  const key = newIdempotencyKey({
    randomUUID: () => '3b241101-e2bb-4255-8caf-4136c566a962',
    getRandomValues: crypto.getRandomValues.bind(crypto),
  });
  assert.is(key, '3b241101-e2bb-4255-8caf-4136c566a962');
  assert.match(newIdempotencyKey(), IDEMPOTENCY_KEY_SHAPE);
});

test('without randomUUID (plain http off localhost) a key is 32 hex digits from getRandomValues', () => {
  const bytes = Array.from({ length: 16 }, (_, index) => index * 17);
  const source = {
    getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).set(bytes);
      return array;
    },
  };
  const key = newIdempotencyKey(source as Pick<Crypto, 'getRandomValues'>);
  assert.is(key, '00112233445566778899aabbccddeeff');
  assert.match(key, IDEMPOTENCY_KEY_SHAPE);
  const random = newIdempotencyKey({ getRandomValues: crypto.getRandomValues.bind(crypto) });
  assert.match(random, /^[0-9a-f]{32}$/);
  assert.is.not(random, newIdempotencyKey({ getRandomValues: crypto.getRandomValues.bind(crypto) }));
});

test('the same payload again gets the same key; a changed payload a new one; renew starts afresh', () => {
  let made = 0;
  const keys = createIdempotencyKeys(() => `key-${String(++made).padStart(4, '0')}`);
  const request = { route: '/finiz', values: { name: 'Sana', amount: '100' } };
  assert.is(keys.keyFor(request), 'key-0001');
  assert.is(keys.keyFor({ route: '/finiz', values: { name: 'Sana', amount: '100' } }), 'key-0001', 'a retry of equal values');
  assert.is(keys.keyFor({ ...request, values: { ...request.values, amount: '200' } }), 'key-0002');
  assert.is(keys.keyFor(request), 'key-0003', 'going back to earlier values is a new attempt too');
  keys.renew();
  assert.is(keys.keyFor(request), 'key-0004');
});

test.run();
