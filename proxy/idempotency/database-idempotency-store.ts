/**
 * The IdempotencyStore in the ledger's database (`idempotency_keys`), so a repeated request gets the
 * first answer after a restart, and on another proxy process sharing PostgreSQL.
 *
 * A key is claimed by inserting its row (the primary key makes that atomic on both databases) in state
 * `running` with a lease (`claimed_until`): the longest a live request can take. A caller finding the
 * row running waits, polling, for up to `waitMs`, then gets `in_progress`. A row still running after its
 * lease belongs to a process that died mid-request: `abandoned(key, language)` says what became of it
 * (the order it left in the ledger gives the answer, in the language of the request now asking: an
 * order whose creation was cut short is `unknown`, never sent again); when it left nothing, no order was sent, and the next caller runs the request anew.
 * Kept answers expire `ttlMs` after they were claimed; an expired row is replaced by the next request.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, type Language } from '../../orgs/i18n/languages.ts';
import type { LedgerTables } from '../ledger/tables.ts';
import { sleep, type Timers } from '../timers.ts';
import type { Execution, IdempotencyStore, IdempotentOutcome, KeptAnswer } from './idempotency-store.ts';

export interface DatabaseIdempotencyOptions {
  /** How long a kept answer is replayed, in ms; default 24 hours. */
  ttlMs?: number;
  /** The longest one request may run, in ms (its gateway calls and their timeouts); after it, the run counts as abandoned. */
  leaseMs: number;
  /** How long a caller waits for a run under way before `in_progress`, in ms; default 5000. */
  waitMs?: number;
  /** Pause between two looks at a running key, in ms; default 50. */
  pollMs?: number;
  /** The clock; default the system clock. */
  now?: () => Date;
  /** The timers of the pause between two looks; default the system's (tests pass a fake clock's, with its `now`). */
  timers?: Timers;
  /**
   * The answer for `key`'s abandoned run, from what it left behind, with its messages in `language`
   * (that of the request asking again), or undefined when it sent nothing (then the request runs again).
   */
  abandoned(key: string, language: Language): Promise<KeptAnswer | undefined>;
}

/** A store over `db`'s `idempotency_keys` table; see the module comment. */
export function createDatabaseIdempotencyStore(db: Kysely<LedgerTables>, options: DatabaseIdempotencyOptions): IdempotencyStore {
  const { ttlMs = 24 * 60 * 60_000, leaseMs, waitMs = 5_000, pollMs = 50, abandoned } = options;
  const now = options.now ?? (() => new Date());
  const later = (ms: number) => new Date(now().getTime() + ms).toISOString();

  async function claim(key: string, fingerprint: string): Promise<boolean> {
    const time = now().toISOString();
    const result = await db
      .insertInto('idempotency_keys')
      .values({
        request_key: key,
        fingerprint,
        state: 'running',
        claimed_until: later(leaseMs),
        status: null,
        body: null,
        created_at: time,
        expires_at: later(ttlMs),
      })
      .onConflict((conflict) => conflict.column('request_key').doNothing())
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  async function keep(key: string, answer: KeptAnswer, claimedUntil?: string): Promise<void> {
    let update = db
      .updateTable('idempotency_keys')
      .set({ state: 'done', status: answer.status, body: JSON.stringify(answer.body ?? null) })
      .where('request_key', '=', key);
    if (claimedUntil) update = update.where('state', '=', 'running').where('claimed_until', '=', claimedUntil);
    await update.execute();
  }

  async function execute(key: string, run: () => Promise<Execution>): Promise<IdempotentOutcome> {
    let execution: Execution;
    try {
      execution = await run();
    } catch (err) {
      await db.deleteFrom('idempotency_keys').where('request_key', '=', key).execute();
      throw err;
    }
    if (execution.keep) await keep(key, execution.answer);
    else await db.deleteFrom('idempotency_keys').where('request_key', '=', key).execute();
    return { kind: 'executed', answer: execution.answer };
  }

  return {
    async run(key, fingerprint, run, language = DEFAULT_LANGUAGE) {
      const waitUntil = now().getTime() + waitMs;
      for (;;) {
        if (await claim(key, fingerprint)) return execute(key, run);
        const row = await db.selectFrom('idempotency_keys').selectAll().where('request_key', '=', key).executeTakeFirst();
        if (!row) continue;
        const time = now();
        if (row.expires_at <= time.toISOString() && row.state === 'done') {
          await db.deleteFrom('idempotency_keys').where('request_key', '=', key).where('expires_at', '=', row.expires_at).execute();
          continue;
        }
        if (row.fingerprint !== fingerprint) return { kind: 'conflict' };
        if (row.state === 'done') {
          return { kind: 'replayed', answer: { status: row.status ?? 500, body: JSON.parse(row.body ?? 'null') as unknown } };
        }
        if (row.claimed_until > time.toISOString()) {
          if (time.getTime() >= waitUntil) return { kind: 'in_progress' };
          await sleep(pollMs, options.timers);
          continue;
        }
        const answer = await abandoned(key, language);
        if (answer) {
          await keep(key, answer, row.claimed_until);
          return { kind: 'replayed', answer };
        }
        // Nothing was sent: take the key over, if no other caller just did.
        const takeOver = await db
          .updateTable('idempotency_keys')
          .set({ claimed_until: later(leaseMs) })
          .where('request_key', '=', key)
          .where('state', '=', 'running')
          .where('claimed_until', '=', row.claimed_until)
          .executeTakeFirst();
        if (takeOver.numUpdatedRows > 0n) return execute(key, run);
      }
    },
  };
}

/** Deletes every kept answer that expired before now; returns how many. For the reconciliation loop's housekeeping. */
export async function purgeExpiredKeys(db: Kysely<LedgerTables>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('state', '=', 'done')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
