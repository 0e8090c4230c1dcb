import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTokenCache } from '../../../proxy/paypro/token-cache.ts';

test('reuses a token until ttlMs has passed, then authenticates again', async () => {
  let clock = 0;
  let issued = 0;
  const cache = createTokenCache(1000, () => clock);
  const auth = async () => `t${++issued}`;
  assert.is(await cache.get('c', auth), 't1');
  clock = 999;
  assert.is(await cache.get('c', auth), 't1');
  clock = 1000;
  assert.is(await cache.get('c', auth), 't2');
});

test('keeps one token per client id', async () => {
  const cache = createTokenCache(1000, () => 0);
  assert.is(await cache.get('a', async () => 'ta'), 'ta');
  assert.is(await cache.get('b', async () => 'tb'), 'tb');
  assert.is(await cache.get('a', async () => 'other'), 'ta');
});

test('concurrent callers share one in-flight auth', async () => {
  const releases: ((token: string) => void)[] = [];
  const cache = createTokenCache(1000, () => 0);
  const auth = () => new Promise<string>((resolve) => releases.push(resolve));
  const waiting = Array.from({ length: 20 }, () => cache.get('c', auth));
  for (const release of releases) release('shared');
  assert.equal(await Promise.all(waiting), Array(20).fill('shared'));
  assert.is(releases.length, 1);
});

test('a failed auth is not cached; every waiting caller sees the failure', async () => {
  const cache = createTokenCache(1000, () => 0);
  const failing = async () => {
    throw new Error('denied');
  };
  const results = await Promise.allSettled([cache.get('c', failing), cache.get('c', failing)]);
  assert.equal(
    results.map((r) => r.status),
    ['rejected', 'rejected'],
  );
  assert.is(await cache.get('c', async () => 'recovered'), 'recovered');
});

test('invalidate drops only the token that was refused', async () => {
  const cache = createTokenCache(1000, () => 0);
  await cache.get('c', async () => 'old');
  cache.invalidate('c', 'old');
  assert.is(await cache.get('c', async () => 'new'), 'new');
  cache.invalidate('c', 'old');
  assert.is(await cache.get('c', async () => 'newer'), 'new', 'a stale invalidate keeps the newer token');
});

test.run();
