/**
 * The run's shared server (`helpers/shared-server.ts`), with a stand-in for `forms serve`: every lease
 * gets the same server, started once when first used; it stops only when the last lease taken is
 * given back, whether or not that lease used it; and a pool started again after that starts afresh.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningServer } from '../../cli/start-server.ts';
import { createServerPool, type StartedServer } from './helpers/shared-server.ts';

/** A pool whose stand-in servers are numbered in `url`; `stopped` lists the urls stopped so far. */
function standInPool() {
  const stopped: string[] = [];
  let made = 0;
  const pool = createServerPool(async (): Promise<StartedServer> => {
    made += 1;
    const server: RunningServer = { url: `http://stand-in/${made}`, simulated: true, close: async () => {} };
    return { server, stop: async () => void stopped.push(server.url) };
  });
  return { pool, stopped };
}

test('leases share one server, started on first use and stopped when the last lease is back', async () => {
  const { pool, stopped } = standInPool();
  const first = pool.lease();
  const second = pool.lease();
  const idle = pool.lease();
  assert.is(pool.starts(), 0, 'nothing starts before a lease is used');
  const [a, b] = await Promise.all([first.acquire(), second.acquire()]);
  assert.is(a, b);
  assert.is(pool.starts(), 1);
  await first.release();
  await idle.release();
  assert.equal(stopped, [], 'a lease is still out');
  await second.release();
  assert.equal(stopped, ['http://stand-in/1']);
  await second.release();
  assert.equal(stopped, ['http://stand-in/1'], 'releasing twice stops nothing more');
});

test('a lease taken after the server stopped starts a new one; a released lease cannot acquire', async () => {
  const { pool, stopped } = standInPool();
  const early = pool.lease();
  await early.acquire();
  await early.release();
  const late = pool.lease();
  assert.is((await late.acquire()).url, 'http://stand-in/2');
  assert.is(pool.starts(), 2);
  await late.release();
  assert.equal(stopped, ['http://stand-in/1', 'http://stand-in/2']);
  await early.acquire().then(
    () => assert.unreachable('a released lease acquired the server'),
    (error: Error) => assert.match(error.message, 'already released'),
  );
});

test.run();
