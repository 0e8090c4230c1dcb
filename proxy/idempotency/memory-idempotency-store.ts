/**
 * The in-memory IdempotencyStore (see `idempotency-store.ts`): one Map per proxy process, lost on
 * restart. Kept answers expire `ttlMs` after their run ended; the Map holds at most `maxEntries` kept
 * answers, dropping the oldest first, so a flood of keys costs bounded memory. Runs in flight are never
 * dropped: their callers rely on them, and there are only as many as requests being served.
 */
import type { Execution, IdempotencyStore, IdempotentOutcome, KeptAnswer } from './idempotency-store.ts';

export interface MemoryIdempotencyStoreOptions {
  /** How long a kept answer is replayed, in milliseconds; default 24 hours. */
  ttlMs?: number;
  /** Most kept answers held at once; default 10,000. */
  maxEntries?: number;
  /** The clock, in epoch milliseconds; default `Date.now`. */
  now?: () => number;
}

type Entry =
  | { fingerprint: string; state: 'running'; run: Promise<Execution> }
  | { fingerprint: string; state: 'kept'; answer: KeptAnswer; expiresAt: number };

/** A new, empty store; see `MemoryIdempotencyStoreOptions` for the defaults. */
export function createMemoryIdempotencyStore(options: MemoryIdempotencyStoreOptions = {}): IdempotencyStore {
  const { ttlMs = 24 * 60 * 60 * 1000, maxEntries = 10_000, now = Date.now } = options;
  // Kept entries are (re)inserted when their run ends, so among them Map order is expiry order.
  const entries = new Map<string, Entry>();

  function dropExpired(): void {
    const time = now();
    for (const [key, entry] of entries) {
      if (entry.state === 'running') continue;
      if (entry.expiresAt > time) return;
      entries.delete(key);
    }
  }

  function makeRoom(): void {
    for (const [key, entry] of entries) {
      if (entries.size < maxEntries) return;
      if (entry.state === 'kept') entries.delete(key);
    }
  }

  async function start(key: string, fingerprint: string, execute: () => Promise<Execution>): Promise<IdempotentOutcome> {
    dropExpired();
    makeRoom();
    // Started after the entry is in place, so a caller arriving meanwhile finds it and waits.
    const run = Promise.resolve().then(execute);
    entries.set(key, { fingerprint, state: 'running', run });
    try {
      const { answer, keep } = await run;
      entries.delete(key);
      if (keep) entries.set(key, { fingerprint, state: 'kept', answer, expiresAt: now() + ttlMs });
      return { kind: 'executed', answer };
    } catch (err) {
      entries.delete(key);
      throw err;
    }
  }

  return {
    async run(key, fingerprint, execute) {
      const entry = entries.get(key);
      if (entry?.state === 'kept' && entry.expiresAt <= now()) entries.delete(key);
      const current = entries.get(key);
      if (!current) return start(key, fingerprint, execute);
      if (current.fingerprint !== fingerprint) return { kind: 'conflict' };
      if (current.state === 'kept') return { kind: 'replayed', answer: current.answer };
      return { kind: 'replayed', answer: (await current.run).answer };
    },
  };
}
