import type { Language } from '../../orgs/i18n/languages.ts';

/**
 * Where the proxy keeps the answers to requests that carried an `Idempotency-Key`, so a repeated request
 * (a double click, a retry after a timeout or a restart, a second tab, another proxy process) gets the
 * first answer instead of a second order. The proxy's store is its database
 * (`database-idempotency-store.ts`), so the guarantee holds across restarts and processes.
 */

/** An answer as kept: the HTTP status and the JSON body, e.g. `{ status: 200, body: { redirectUrl, orderNumber } }`. */
export interface KeptAnswer {
  status: number;
  body: unknown;
}

/** What one run of a request produced, and whether later requests with its key get it again. */
export interface Execution {
  answer: KeptAnswer;
  /** False for answers a retry should not get again (e.g. a 422): the key is free once the run ends. */
  keep: boolean;
}

export type IdempotentOutcome =
  /** This call ran the request; `answer` is its own. */
  | { kind: 'executed'; answer: KeptAnswer }
  /** Another call with the key ran it (earlier, or at the same time and this call waited): its answer. */
  | { kind: 'replayed'; answer: KeptAnswer }
  /** The key is in use for a request with another fingerprint (a different body). Nothing ran. */
  | { kind: 'conflict' }
  /** Another call with the key is still running (e.g. on another process) after this one waited. Nothing ran. */
  | { kind: 'in_progress' };

export interface IdempotencyStore {
  /**
   * Runs `execute` at most once at a time per `key` and hands its answer to every caller with the same
   * key and `fingerprint`: a caller arriving while it runs waits for it (for a bounded time, then
   * `in_progress`); one arriving later gets the kept answer, until it expires (or, if `keep` was false,
   * runs anew). When `execute` rejects, the key is freed and the error propagates to this caller.
   * `language` is the caller's (default English): an answer the store has to rebuild for it, rather
   * than replay, is written in it.
   */
  run(key: string, fingerprint: string, execute: () => Promise<Execution>, language?: Language): Promise<IdempotentOutcome>;
}
