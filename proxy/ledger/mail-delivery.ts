/**
 * The outbox's delivery states (`mail_outbox.state`), each change a compare-and-set: the UPDATE names
 * the state it leaves, so of several processes on one database exactly one wins a row and the others
 * change nothing.
 *
 * - `queued` -> `sending` (`claimMail`): taken by one sender until `lease_until`;
 * - `sending` -> `sent` (`markSent`): the server accepted it; the payload (a receipt link's raw token,
 *   a statement's words) is cleared;
 * - `sending` -> `queued` with `attempts` + 1 and a later `next_attempt_at` (`markNotSent`): it surely
 *   did not leave, try again; or `failed` once the attempts are spent or the refusal is permanent;
 * - `sending` -> `unsure` (`markUnsure`, and `expireLeases` for a sender that died before it marked
 *   its row): it may have left. Never sent again automatically: an operator resends it.
 * A row that ends (`sent`, `unsure`, `failed`) keeps no payload. Times are ISO 8601 UTC text.
 */
import type { Kysely } from 'kysely';
import type { LedgerTables, MailOutboxTable, MailRow } from './tables.ts';

type Db = Kysely<LedgerTables>;

/** The longest `last_error` kept, in characters. */
const ERROR_LENGTH = 500;

/** Up to `limit` ids of queued mail due by `now`, longest due first, of `kinds`. */
export async function dueMail(db: Db, now: Date, limit: number, kinds: readonly MailOutboxTable['kind'][]): Promise<string[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('state', '=', 'queued')
    .where('next_attempt_at', '<=', now.toISOString())
    .where('kind', 'in', kinds)
    .orderBy('next_attempt_at')
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes queued mail `id` for this sender until `now` + `leaseMs`: the row as taken, or undefined when it
 * is no longer queued (another sender took it first).
 */
export async function claimMail(db: Db, id: string, now: Date, leaseMs: number): Promise<MailRow | undefined> {
  return db
    .updateTable('mail_outbox')
    .set({ state: 'sending', lease_until: new Date(now.getTime() + leaseMs).toISOString(), next_attempt_at: null })
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

/**
 * The server accepted mail `id` at `now`. A row the lease check already called `unsure` (this sender
 * outlived its lease) becomes `sent` too: now it is known. False when the row is in neither state.
 */
export async function markSent(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ state: 'sent', sent_at: now.toISOString(), payload: null, lease_until: null, last_error: null })
    .where('id', '=', id)
    .where('state', 'in', ['sending', 'unsure'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Mail `row` (as claimed) surely did not leave, for `error`: queued again at `retryAt`, or `failed`
 * when `retryAt` is undefined (no attempt left, or a permanent refusal). Returns the state written.
 */
export async function markNotSent(db: Db, row: MailRow, error: string, retryAt: Date | undefined): Promise<'queued' | 'failed'> {
  const state = retryAt ? 'queued' : 'failed';
  await db
    .updateTable('mail_outbox')
    .set({
      state,
      attempts: row.attempts + 1,
      next_attempt_at: retryAt?.toISOString() ?? null,
      lease_until: null,
      last_error: error.slice(0, ERROR_LENGTH),
      ...(retryAt ? {} : { payload: null }),
    })
    .where('id', '=', row.id)
    .where('state', '=', 'sending')
    .execute();
  return state;
}

/** Mail `row` (as claimed) may have left: `unsure`, for `error`. */
export async function markUnsure(db: Db, row: MailRow, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ state: 'unsure', attempts: row.attempts + 1, lease_until: null, payload: null, last_error: error.slice(0, ERROR_LENGTH) })
    .where('id', '=', row.id)
    .where('state', '=', 'sending')
    .execute();
}

/**
 * Mail still `sending` whose lease ended before `now`: its sender died between taking it and marking
 * it, so it may have left. Each becomes `unsure`; returns them (as they were).
 */
export async function expireLeases(db: Db, now: Date): Promise<MailRow[]> {
  const stale = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('state', '=', 'sending')
    .where('lease_until', '<', now.toISOString())
    .execute();
  const expired: MailRow[] = [];
  for (const row of stale) {
    const result = await db
      .updateTable('mail_outbox')
      .set({
        state: 'unsure',
        lease_until: null,
        payload: null,
        last_error: 'its sender stopped before it could tell whether the mail left',
      })
      .where('id', '=', row.id)
      .where('state', '=', 'sending')
      .where('lease_until', '=', row.lease_until)
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) expired.push(row);
  }
  return expired;
}
