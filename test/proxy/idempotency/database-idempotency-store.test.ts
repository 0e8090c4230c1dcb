/**
 * The idempotency store in the ledger's database, on SQLite and PostgreSQL: one run per key, replays,
 * conflicts, a bounded wait then `in_progress`, runs abandoned by a dead process answered from what
 * they left, in the language of the request asking again (or run again when they left nothing), expiry.
 */
import * as assert from 'uvu/assert';
import { createDatabaseIdempotencyStore, purgeExpiredKeys } from '../../../proxy/idempotency/database-idempotency-store.ts';
import type { Language } from '../../../orgs/i18n/languages.ts';
import type { KeptAnswer } from '../../../proxy/idempotency/idempotency-store.ts';
import { bothDatabases } from '../ledger/helpers/both-databases.ts';
import { createFakeTimers } from '../../helpers/fake-timers.ts';

const ok = (body: unknown): KeptAnswer => ({ status: 200, body });
const nothingLeft = async () => undefined;

/** A fake clock for the store's polls, and the matching `now`. */
function fakeClock() {
  const timers = createFakeTimers();
  const epoch = Date.parse('2025-03-10T20:00:00.000Z');
  return { timers, now: () => new Date(epoch + timers.now()) };
}

/** A run that starts, says so, and ends with `answer` only when the test calls `finish`. */
function heldRun(answer: KeptAnswer) {
  let started!: () => void;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  let finish!: () => void;
  const run = () => {
    started();
    return new Promise<{ answer: KeptAnswer; keep: true }>((resolve) => {
      finish = () => resolve({ answer, keep: true });
    });
  };
  return { run, running, finish: () => finish() };
}

bothDatabases('database idempotency store', (test, fresh) => {
  test('the first call runs; a later one with the same key and body replays its answer', async () => {
    const { db } = await fresh();
    const store = createDatabaseIdempotencyStore(db, { leaseMs: 10_000, abandoned: nothingLeft });
    let runs = 0;
    const execute = async () => ({ answer: ok({ orderNumber: `N-${++runs}` }), keep: true });
    assert.equal(await store.run('/api/orders k1', 'fp', execute), { kind: 'executed', answer: ok({ orderNumber: 'N-1' }) });
    assert.equal(await store.run('/api/orders k1', 'fp', execute), { kind: 'replayed', answer: ok({ orderNumber: 'N-1' }) });
    assert.is(runs, 1);
  });

  test('the same key with another body is a conflict; an answer not kept frees the key', async () => {
    const { db } = await fresh();
    const store = createDatabaseIdempotencyStore(db, { leaseMs: 10_000, abandoned: nothingLeft });
    await store.run('k', 'fp-1', async () => ({ answer: ok('first'), keep: true }));
    assert.equal(await store.run('k', 'fp-2', async () => ({ answer: ok('other'), keep: true })), { kind: 'conflict' });
    await store.run('free', 'fp', async () => ({ answer: { status: 422, body: 'fix it' }, keep: false }));
    assert.equal(await store.run('free', 'fp', async () => ({ answer: ok('again'), keep: true })), {
      kind: 'executed',
      answer: ok('again'),
    });
  });

  test('concurrent calls with one key run once; the others wait and replay', async () => {
    const { db } = await fresh();
    const clock = fakeClock();
    const store = createDatabaseIdempotencyStore(db, { leaseMs: 10_000, pollMs: 10, abandoned: nothingLeft, ...clock });
    let runs = 0;
    const held = heldRun(ok('only'));
    const execute = () => {
      runs += 1;
      return held.run();
    };
    const outcomes = Promise.all([1, 2, 3, 4].map(() => store.run('k', 'fp', execute)));
    await held.running;
    await clock.timers.untilWaiting(3);
    held.finish();
    const settled = await clock.timers.settle(outcomes, 1_000);
    assert.is(runs, 1);
    assert.equal(settled.map((outcome) => outcome.kind).sort(), ['executed', 'replayed', 'replayed', 'replayed']);
  });

  test('a run still going after the wait is in_progress, and nothing runs a second time', async () => {
    const { db } = await fresh();
    const clock = fakeClock();
    const store = createDatabaseIdempotencyStore(db, { leaseMs: 10_000, waitMs: 100, pollMs: 10, abandoned: nothingLeft, ...clock });
    const held = heldRun(ok('late'));
    const first = store.run('k', 'fp', held.run);
    await held.running;
    let ran = false;
    const second = store.run('k', 'fp', async () => {
      ran = true;
      return { answer: ok('second'), keep: true };
    });
    assert.equal(await clock.timers.settle(second, 1_000), { kind: 'in_progress' });
    assert.is(clock.timers.now(), 100, 'it waited waitMs, looking every pollMs');
    assert.not.ok(ran);
    held.finish();
    assert.equal(await first, { kind: 'executed', answer: ok('late') });
  });

  test('a run whose lease passed is answered from what it left, and never run again', async () => {
    const { db } = await fresh();
    let now = new Date('2025-03-10T20:00:00.000Z');
    const left: KeptAnswer = { status: 503, body: { error: { code: 'gateway_unavailable', orderMayExist: true } } };
    const asked: string[] = [];
    const abandoned = async (key: string, language: Language) => {
      asked.push(`${key} ${language}`);
      return left;
    };
    const store = createDatabaseIdempotencyStore(db, { leaseMs: 1_000, now: () => now, abandoned });
    // A process claims the key and dies: its run never ends.
    const dead = heldRun(ok('never'));
    void store.run('k', 'fp', dead.run);
    await dead.running;
    now = new Date('2025-03-10T20:00:02.000Z');
    let ran = false;
    const outcome = await store.run(
      'k',
      'fp',
      async () => {
        ran = true;
        return { answer: ok('second order'), keep: true };
      },
      'ur',
    );
    assert.equal(outcome, { kind: 'replayed', answer: left });
    assert.not.ok(ran);
    assert.equal(asked, ['k ur'], 'asked in the language of the request asking again');
    assert.equal(
      await store.run('k', 'fp', async () => ({ answer: ok('x'), keep: true })),
      { kind: 'replayed', answer: left },
      'kept from now on',
    );
  });

  test('a run that left nothing behind runs again once its lease passed', async () => {
    const { db } = await fresh();
    let now = new Date('2025-03-10T20:00:00.000Z');
    const store = createDatabaseIdempotencyStore(db, { leaseMs: 1_000, now: () => now, abandoned: nothingLeft });
    const dead = heldRun(ok('never'));
    void store.run('k', 'fp', dead.run);
    await dead.running;
    now = new Date('2025-03-10T20:00:02.000Z');
    assert.equal(await store.run('k', 'fp', async () => ({ answer: ok('ran'), keep: true })), { kind: 'executed', answer: ok('ran') });
  });

  test('a failing run frees its key; kept answers expire after the TTL and are purged', async () => {
    const { db } = await fresh();
    let now = new Date('2025-03-10T20:00:00.000Z');
    const store = createDatabaseIdempotencyStore(db, { leaseMs: 1_000, ttlMs: 60_000, now: () => now, abandoned: nothingLeft });
    const failed = await store
      .run('k', 'fp', async () => Promise.reject(new Error('boom')))
      .then(
        () => 'resolved',
        (err: Error) => err.message,
      );
    assert.is(failed, 'boom');
    await store.run('k', 'fp', async () => ({ answer: ok('first'), keep: true }));
    now = new Date('2025-03-10T20:01:01.000Z');
    assert.equal(await store.run('k', 'fp', async () => ({ answer: ok('after expiry'), keep: true })), {
      kind: 'executed',
      answer: ok('after expiry'),
    });
    await store.run('other', 'fp', async () => ({ answer: ok('x'), keep: true }));
    assert.is(await purgeExpiredKeys(db, new Date('2025-03-11T00:00:00.000Z')), 2);
  });
});
