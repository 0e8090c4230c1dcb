/**
 * The thank-you page's result as a small pure state machine: each answer of the proxy's status API
 * (or its failure) moves it to the phase the donor reads (`ResultPhase`) and says how long to wait
 * before asking again, or to stop. No clock, no timers, no DOM: the caller passes the time in, so tests
 * step through minutes without waiting.
 *
 * The plan: ask at once, then after 2 s, growing by half each time up to 20 s, for 3 minutes from the
 * first question; a final word (paid, not paid, unknown order) stops at once. Failures (network, 5xx,
 * an unreadable answer) and 429s change nothing the donor reads and are retried on the same plan (a
 * 429's Retry-After is honoured). Whatever is not final after 3 minutes ends `unconfirmed`.
 */
import { phaseOfState, type ResultPhase } from '../orgs/order-result-text.ts';
import type { PublicOrderStatus } from '../orgs/public-order-status.ts';

/** One answer of the status API (by OrderNumber or by PayProId: orgs/public-order-status.ts) as the page reads it. */
export type StatusAnswer =
  | { kind: 'status'; status: PublicOrderStatus }
  /** 404: the proxy holds no such order. */
  | { kind: 'not-found' }
  /** 429, with Retry-After in ms when it gave one. */
  | { kind: 'busy'; retryAfterMs?: number }
  /** No usable answer: the network failed, a 5xx, another status, a body that is not a status. */
  | { kind: 'failed' };

export interface PollPlan {
  /** Wait after the first answer, in ms. */
  firstDelayMs: number;
  /** Each wait is the previous one times this. */
  growth: number;
  /** Longest wait between two questions, in ms. */
  maxDelayMs: number;
  /** How long after the first question the page stops asking, in ms. */
  giveUpAfterMs: number;
}

export const POLL_PLAN: PollPlan = { firstDelayMs: 2_000, growth: 1.5, maxDelayMs: 20_000, giveUpAfterMs: 180_000 };

export interface ResultState {
  phase: ResultPhase;
  /** The last status the proxy answered, if any. */
  status?: PublicOrderStatus;
  /** When the first question went out, in ms (the caller's clock). */
  startedAt: number;
  /** Answers (and failures) so far. */
  answers: number;
}

export interface ResultStep {
  state: ResultState;
  /** Ms to wait before the next question; undefined: stop asking. */
  waitMs?: number;
}

/** The state before the first question, asked at `now` (ms). */
export function startResult(now: number): ResultState {
  return { phase: 'checking', startedAt: now, answers: 0 };
}

/** The wait after answer number `answers` (1 for the first), before any Retry-After. */
export function backoffMs(answers: number, plan: PollPlan = POLL_PLAN): number {
  return Math.min(plan.firstDelayMs * plan.growth ** Math.max(answers - 1, 0), plan.maxDelayMs);
}

/** The state after `answer` arrived at `now` (ms), and when to ask next. */
export function nextResult(state: ResultState, answer: StatusAnswer, now: number, plan: PollPlan = POLL_PLAN): ResultStep {
  const answers = state.answers + 1;
  let next: ResultState = { ...state, answers };
  if (answer.kind === 'not-found') return { state: { ...next, phase: 'not-found' } };
  if (answer.kind === 'status') {
    next = { ...next, status: answer.status, phase: phaseOfState(answer.status.state) };
    if (next.phase !== 'confirming') return { state: next };
  }
  const left = state.startedAt + plan.giveUpAfterMs - now;
  if (left <= 0) return { state: { ...next, phase: 'unconfirmed' } };
  const wanted = answer.kind === 'busy' ? Math.max(backoffMs(answers, plan), answer.retryAfterMs ?? 0) : backoffMs(answers, plan);
  // The last question goes out when the time is up, so a payment confirmed just then is still shown.
  return { state: next, waitMs: Math.min(wanted, left) };
}
