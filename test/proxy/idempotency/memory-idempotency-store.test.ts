/**
 * The in-memory idempotency store: one run per key at a time, shared by every caller with the same key
 * and fingerprint; kept answers replayed until they expire (clock injected); a bounded number kept.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Execution } from '../../../proxy/idempotency/idempotency-store.ts';
import { createMemoryIdempotencyStore } from '../../../proxy/idempotency/memory-idempotency-store.ts';

const HOUR = 60 * 60 * 1000;

/** An execute function that counts its runs and answers 200 with the run number (kept unless `keep` is false). */
function counter(keep = true) {
  const state = { runs: 0 };
  const execute = async (): Promise<Execution> => {
    state.runs += 1;
    return { answer: { status: 200, body: { run: state.runs } }, keep };
  };
  return Object.assign(state, { execute });
}

test('a second call with the same key and fingerprint gets the first answer; the work runs once', async () => {
  const store = createMemoryIdempotencyStore();
  const work = counter();
  assert.equal(await store.run('k1', 'f', work.execute), { kind: 'executed', answer: { status: 200, body: { run: 1 } } });
  assert.equal(await store.run('k1', 'f', work.execute), { kind: 'replayed', answer: { status: 200, body: { run: 1 } } });
  assert.is(work.runs, 1);
  assert.equal((await store.run('k2', 'f', work.execute)).kind, 'executed', 'another key runs on its own');
  assert.is(work.runs, 2);
});

test('the same key with another fingerprint is a conflict and runs nothing, also while the first runs', async () => {
  const store = createMemoryIdempotencyStore();
  let release!: () => void;
  const slow = async (): Promise<Execution> => {
    await new Promise<void>((resolve) => (release = resolve));
    return { answer: { status: 200, body: 'first' }, keep: true };
  };
  const first = store.run('k', 'f1', slow);
  const work = counter();
  assert.equal(await store.run('k', 'f2', work.execute), { kind: 'conflict' });
  release();
  await first;
  assert.equal(await store.run('k', 'f2', work.execute), { kind: 'conflict' });
  assert.is(work.runs, 0);
});

test('ten callers at once share one run and all get its answer', async () => {
  const store = createMemoryIdempotencyStore();
  let runs = 0;
  const execute = async (): Promise<Execution> => {
    runs += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { answer: { status: 504, body: { error: { orderMayExist: true } } }, keep: true };
  };
  const outcomes = await Promise.all(Array.from({ length: 10 }, () => store.run('k', 'f', execute)));
  assert.is(runs, 1);
  assert.equal(outcomes.map((outcome) => outcome.kind).sort(), ['executed', ...Array(9).fill('replayed')].sort());
  for (const outcome of outcomes) assert.equal(outcome.kind !== 'conflict' && outcome.answer.status, 504);
});

test('an answer not kept frees the key once its run ends, but callers waiting on that run still share it', async () => {
  const store = createMemoryIdempotencyStore();
  const work = counter(false);
  const together = await Promise.all([store.run('k', 'f', work.execute), store.run('k', 'f', work.execute)]);
  assert.equal(together.map((outcome) => outcome.kind), ['executed', 'replayed']);
  assert.is(work.runs, 1);
  assert.equal(await store.run('k', 'f', work.execute), { kind: 'executed', answer: { status: 200, body: { run: 2 } } });
  assert.is(work.runs, 2);
});

test('a run that throws frees the key and rejects every caller waiting on it with the same error', async () => {
  const store = createMemoryIdempotencyStore();
  const failure = new Error('boom');
  const failing = async (): Promise<Execution> => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    throw failure;
  };
  const results = await Promise.allSettled([store.run('k', 'f', failing), store.run('k', 'f', failing)]);
  assert.equal(results.map((result) => result.status === 'rejected' && result.reason), [failure, failure]);
  const work = counter();
  assert.is((await store.run('k', 'f', work.execute)).kind, 'executed');
});

test('a kept answer is replayed until ttlMs after its run ended, then the key runs anew', async () => {
  let time = 0;
  const store = createMemoryIdempotencyStore({ now: () => time });
  const work = counter();
  await store.run('k', 'f', work.execute);
  time = 24 * HOUR - 1;
  assert.is((await store.run('k', 'f', work.execute)).kind, 'replayed');
  time = 24 * HOUR;
  assert.equal(await store.run('k', 'f', work.execute), { kind: 'executed', answer: { status: 200, body: { run: 2 } } });

  const short = createMemoryIdempotencyStore({ ttlMs: 1000, now: () => time });
  await short.run('k', 'f', work.execute);
  time += 999;
  assert.is((await short.run('k', 'f', work.execute)).kind, 'replayed');
  time += 1;
  assert.is((await short.run('k', 'other fingerprint', work.execute)).kind, 'executed', 'an expired key is free for any body');
});

test('at most maxEntries answers are kept: the oldest is dropped first', async () => {
  const store = createMemoryIdempotencyStore({ maxEntries: 3 });
  const work = counter();
  for (const key of ['a', 'b', 'c', 'd']) await store.run(key, 'f', work.execute);
  assert.is(work.runs, 4);
  for (const key of ['b', 'c', 'd']) assert.is((await store.run(key, 'f', work.execute)).kind, 'replayed', key);
  assert.is((await store.run('a', 'f', work.execute)).kind, 'executed', 'the oldest was dropped');
  assert.is(work.runs, 5);
});

test('a full store never drops a run in flight: its callers still share it', async () => {
  const store = createMemoryIdempotencyStore({ maxEntries: 1 });
  let release!: () => void;
  let runs = 0;
  const slow = async (): Promise<Execution> => {
    runs += 1;
    await new Promise<void>((resolve) => (release = resolve));
    return { answer: { status: 200, body: 'slow' }, keep: true };
  };
  const first = store.run('slow', 'f', slow);
  await Promise.resolve();
  await store.run('other', 'f', counter().execute);
  const second = store.run('slow', 'f', slow);
  release();
  assert.equal((await Promise.all([first, second])).map((outcome) => outcome.kind), ['executed', 'replayed']);
  assert.is(runs, 1);
});

test.run();
