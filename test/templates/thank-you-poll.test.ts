/**
 * Asking the proxy: how each kind of answer is read (200, 404, 429 with Retry-After, anything else, a
 * network failure, a body that is not a status), the whole loop on a fake clock, and the time limit on
 * one question.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { askStatus, followOrder, retryAfterMs, withTimeout, type PollDeps, type StatusFetch } from '../../templates/thank-you-poll.ts';
import { withGlobalClock } from '../helpers/global-clock.ts';

const PAID = { state: 'paid', amount: '2500', currency: 'PKR', paidAt: '2025-05-12T09:03:00.000Z', reference: '01102205600001' };
const CREATED = { ...PAID, state: 'created', paidAt: null };

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fetch answering from `answers` in turn (the last one again once they run out), recording each call. */
function fakeFetch(answers: (() => Response)[]): StatusFetch & { calls: { url: string; init: RequestInit }[] } {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answers[Math.min(calls.length - 1, answers.length - 1)]!();
  };
  return Object.assign(fetch, { calls });
}

/** A clock that only moves when the loop sleeps. */
function fakeClock(fetch: StatusFetch): PollDeps & { slept: number[] } {
  let now = 1_000_000;
  const slept: number[] = [];
  return {
    fetch,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
    slept,
  };
}

test('a 200 with a status is that status; extra keys are dropped', async () => {
  const fetch = fakeFetch([() => json({ ...PAID, donorEmail: 'x@example.org' })]);
  assert.equal(await askStatus(fetch, '/api/orders/A/status', 0), { kind: 'status', status: PAID });
  assert.equal(fetch.calls[0]!.init, { headers: { Accept: 'application/json' }, cache: 'no-store', credentials: 'omit' });
});

test('a 200 whose body is not a status counts as a failure', async () => {
  for (const body of [
    { state: 'Success' },
    { ...PAID, amount: 2500 },
    { ...PAID, currency: 'rupees' },
    { ...PAID, paidAt: 5 },
    null,
    'paid',
  ]) {
    assert.equal(await askStatus(fakeFetch([() => json(body)]), '/x', 0), { kind: 'failed' }, JSON.stringify(body));
  }
  assert.equal(await askStatus(fakeFetch([() => new Response('<html>', { status: 200 })]), '/x', 0), { kind: 'failed' });
});

test('404 is not found; 429 is busy with its Retry-After; a 5xx, a 400 or a network failure is a failure', async () => {
  assert.equal(await askStatus(fakeFetch([() => json({ error: { code: 'unknown_order' } }, 404)]), '/x', 0), { kind: 'not-found' });
  assert.equal(await askStatus(fakeFetch([() => json({}, 429, { 'retry-after': '7' })]), '/x', 0), { kind: 'busy', retryAfterMs: 7_000 });
  assert.equal(await askStatus(fakeFetch([() => json({}, 429)]), '/x', 0), { kind: 'busy', retryAfterMs: undefined });
  for (const code of [500, 502, 503, 400])
    assert.equal(await askStatus(fakeFetch([() => json({}, code)]), '/x', 0), { kind: 'failed' }, String(code));
  const offline: StatusFetch = async () => {
    throw new TypeError('Failed to fetch');
  };
  assert.equal(await askStatus(offline, '/x', 0), { kind: 'failed' });
});

test('Retry-After as seconds or as an HTTP date; anything else is ignored', () => {
  const now = Date.parse('2025-05-12T09:00:00Z');
  assert.is(retryAfterMs('12', now), 12_000);
  assert.is(retryAfterMs('Mon, 12 May 2025 09:00:30 GMT', now), 30_000);
  assert.is(retryAfterMs('Mon, 12 May 2025 08:00:00 GMT', now), 0);
  assert.is(retryAfterMs('soon', now), undefined);
  assert.is(retryAfterMs(null, now), undefined);
});

test('the loop: created twice, then paid; shown at the start and after each answer, waiting 2 s then 3 s', async () => {
  const fetch = fakeFetch([() => json(CREATED), () => json(CREATED), () => json(PAID)]);
  const deps = fakeClock(fetch);
  const shown: string[] = [];
  const last = await followOrder('/api/orders/JHR-1/status', deps, (state) => shown.push(state.phase));
  assert.is(last.phase, 'confirmed');
  assert.equal(shown, ['checking', 'confirming', 'confirming', 'confirmed']);
  assert.equal(deps.slept, [2_000, 3_000]);
  assert.equal(
    fetch.calls.map((call) => call.url),
    Array(3).fill('/api/orders/JHR-1/status'),
  );
});

test('the loop gives up after 3 minutes of network failures, unconfirmed', async () => {
  const offline: StatusFetch = () => Promise.reject(new TypeError('offline'));
  const deps = fakeClock(offline);
  const last = await followOrder('/x', deps, () => {});
  assert.is(last.phase, 'unconfirmed');
  assert.is(
    deps.slept.reduce((sum, ms) => sum + ms, 0),
    180_000,
  );
});

test('a question unanswered past the time limit is aborted and counts as a failure', async () => {
  const hanging: StatusFetch = (_url, init) =>
    new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  await withGlobalClock(async (clock) => {
    let settled = false;
    const asked = askStatus(withTimeout(hanging, 20), '/x', 0).finally(() => {
      settled = true;
    });
    await clock.advance(19);
    assert.not.ok(settled, 'still asking before the limit');
    await clock.advance(1);
    assert.equal(await asked, { kind: 'failed' });
  });
  const quick = withTimeout(fakeFetch([() => json(PAID)]), 1_000);
  assert.equal(await askStatus(quick, '/x', 0), { kind: 'status', status: PAID });
});

test.run();
