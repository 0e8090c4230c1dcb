/**
 * Asks the proxy about one order until `thank-you-result.ts` says to stop. The network, the clock and
 * the timers come in as `PollDeps`, so tests run the whole loop with a fake fetch and a sleep that
 * returns at once.
 */
import { readPublicStatus } from '../orgs/public-order-status.ts';
import { nextResult, startResult, type ResultState, type StatusAnswer } from './thank-you-result.ts';

/** The part of a fetch Response the page reads. */
export interface StatusResponse {
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

export type StatusFetch = (url: string, init: RequestInit) => Promise<StatusResponse>;

export interface PollDeps {
  fetch: StatusFetch;
  /** Resolves after `ms` milliseconds. */
  sleep(ms: number): Promise<void>;
  /** The time in ms (`Date.now`). */
  now(): number;
}

/** Retry-After in ms: delay-seconds, or an HTTP date relative to `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(at - now, 0);
}

/** One question to `url` (`statusUrl`) and its answer; never throws. */
export async function askStatus(fetch: StatusFetch, url: string, now: number): Promise<StatusAnswer> {
  try {
    // no-store: a cached 'created' would hide the payment; no credentials: the answer is public.
    const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store', credentials: 'omit' });
    if (response.status === 404) return { kind: 'not-found' };
    if (response.status === 429) return { kind: 'busy', retryAfterMs: retryAfterMs(response.headers.get('Retry-After'), now) };
    if (response.status !== 200) return { kind: 'failed' };
    const status = readPublicStatus(await response.json());
    return status ? { kind: 'status', status } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * Asks `url` until the result is final or the time is up, calling `show` with the first state and
 * after every answer; resolves with the last state.
 */
export async function followOrder(url: string, deps: PollDeps, show: (state: ResultState) => void): Promise<ResultState> {
  let state = startResult(deps.now());
  show(state);
  for (;;) {
    const answer = await askStatus(deps.fetch, url, deps.now());
    const step = nextResult(state, answer, deps.now());
    state = step.state;
    show(state);
    if (step.waitMs === undefined) return state;
    await deps.sleep(step.waitMs);
  }
}

/**
 * `fetch` with a time limit: a question left unanswered for `ms` is aborted and counts as a failure
 * (a hung request would otherwise stop the page asking).
 */
export function withTimeout(fetch: StatusFetch, ms: number): StatusFetch {
  return (url, init) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ms);
    return fetch(url, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
  };
}
