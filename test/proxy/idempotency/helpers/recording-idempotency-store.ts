/**
 * An IdempotencyStore written for tests, independent of the proxy's in-memory one: it records every
 * call (key, fingerprint) and every run's Execution, and either keeps answers in a plain Map (replaying
 * a kept answer for the same key and fingerprint, a conflict for another fingerprint) or, when given a
 * fixed outcome, answers every call with it without running anything.
 */
import type { Execution, IdempotencyStore, IdempotentOutcome, KeptAnswer } from '../../../../proxy/idempotency/idempotency-store.ts';

export interface RecordingIdempotencyStore extends IdempotencyStore {
  /** Every `run` call, oldest first. */
  readonly calls: { key: string; fingerprint: string }[];
  /** What each run that did execute produced, oldest first. */
  readonly executions: Execution[];
}

/** See the module comment; `fixed` makes every call answer with that outcome. */
export function recordingIdempotencyStore(fixed?: IdempotentOutcome): RecordingIdempotencyStore {
  const calls: { key: string; fingerprint: string }[] = [];
  const executions: Execution[] = [];
  const kept = new Map<string, { fingerprint: string; answer: KeptAnswer }>();
  return {
    calls,
    executions,
    async run(key, fingerprint, execute) {
      calls.push({ key, fingerprint });
      if (fixed) return fixed;
      const earlier = kept.get(key);
      if (earlier) return earlier.fingerprint === fingerprint ? { kind: 'replayed', answer: earlier.answer } : { kind: 'conflict' };
      const execution = await execute();
      executions.push(execution);
      if (execution.keep) kept.set(key, { fingerprint, answer: execution.answer });
      return { kind: 'executed', answer: execution.answer };
    },
  };
}
