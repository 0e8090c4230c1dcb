/**
 * The families read from the ledger at each scrape (a few GROUP BY and MIN queries over indexed state
 * columns), so every process sharing one PostgreSQL reports the same numbers and nothing is counted twice
 * or lost at a restart: orders per org and state, the reconciliation backlog, the age of the oldest
 * unsettled order, amount mismatches, receipts, and the mail outbox. A query that fails fails the scrape
 * (HTTP 500 on /metrics, so Prometheus records the target as down) rather than reporting stale numbers.
 */
import { type Kysely, sql } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import { FOLLOWED_STATES } from '../ledger/order-state.ts';
import { rowsByState, type StateTable } from '../ledger/rows-by-state.ts';
import type { LedgerTables, MailState } from '../ledger/tables.ts';

const MAIL_STATES: readonly MailState[] = ['queued', 'sending', 'sent', 'unsure', 'failed'];
const RECEIPT_STATES = ['issued', 'void'] as const;

/** `count(*)` as a number: PostgreSQL gives a bigint as text. */
const countAll = sql<string | number>`count(*)`;

/** Seconds from `since` (ISO UTC text, or null: nothing) to `now`, 0 when nothing or in the future. */
function ageSeconds(now: Date, since: string | null | undefined): number {
  if (!since) return 0;
  return Math.max(0, (now.getTime() - Date.parse(since)) / 1000);
}

/**
 * Registers the ledger's gauges on `registry`, each reading `db` when scraped; `now` is the clock of the
 * ages and of which checks are due. Throws nothing here; a scrape throws the database's error.
 */
export function registerLedgerGauges(registry: Registry, db: Kysely<LedgerTables>, now: () => Date): void {
  const registers = [registry];
  new Gauge({
    name: 'forms_orders',
    help: 'Orders in the ledger by org and state (pending, created, unknown, paid, amount_mismatch, blocked, expired, rejected).',
    labelNames: ['org', 'state'],
    registers,
    async collect() {
      const rows = await db
        .selectFrom('orders')
        .select(['org', 'state', countAll.as('n')])
        .groupBy(['org', 'state'])
        .execute();
      this.reset();
      for (const row of rows) this.set({ org: row.org, state: row.state }, Number(row.n));
    },
  });
  new Gauge({
    name: 'forms_reconcile_backlog',
    help: 'Orders created or of unknown outcome whose next status check at PayPro is due now: what the next reconciliation pass has to do.',
    registers,
    async collect() {
      const row = await db
        .selectFrom('orders')
        .select(countAll.as('n'))
        .where('state', 'in', FOLLOWED_STATES)
        .where('next_check_at', '<=', now().toISOString())
        .executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: 'forms_oldest_unsettled_order_age_seconds',
    help: 'Age in seconds of the oldest order still created (not paid yet) or unknown (create-order had no usable answer); 0 when none.',
    labelNames: ['state'],
    registers,
    async collect() {
      const rows = await db
        .selectFrom('orders')
        .select(['state', sql<string | null>`min(created_at)`.as('oldest')])
        .where('state', 'in', FOLLOWED_STATES)
        .groupBy('state')
        .execute();
      const at = now();
      for (const state of FOLLOWED_STATES) this.set({ state }, ageSeconds(at, rows.find((row) => row.state === state)?.oldest));
    },
  });
  new Gauge({
    name: 'forms_amount_mismatch_orders',
    help: 'Orders PayPro reports paid with another amount than the order’s (state amount_mismatch): each one is for a person to look at.',
    registers,
    async collect() {
      const row = await db.selectFrom('orders').select(countAll.as('n')).where('state', '=', 'amount_mismatch').executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });
  stateGauge(registry, db, 'receipts', RECEIPT_STATES, 'forms_receipts', 'Receipts in the ledger by state (issued, void).');
  stateGauge(
    registry,
    db,
    'mail_outbox',
    MAIL_STATES,
    'forms_mail_outbox',
    'Mails of the outbox (receipts, year-end statements) by state (queued, sending, sent, unsure, failed).',
  );
  new Gauge({
    name: 'forms_mail_oldest_queued_age_seconds',
    help: 'Age in seconds of the oldest mail still queued in the outbox; 0 when none.',
    registers,
    async collect() {
      const row = await db
        .selectFrom('mail_outbox')
        .select(sql<string | null>`min(created_at)`.as('oldest'))
        .where('state', '=', 'queued')
        .executeTakeFirst();
      this.set(ageSeconds(now(), row?.oldest));
    },
  });
}

/** A gauge `name` of the rows of `table` per state, every one of `states` present (0 when none). */
function stateGauge(
  registry: Registry,
  db: Kysely<LedgerTables>,
  table: Exclude<StateTable, 'orders'>,
  states: readonly string[],
  name: string,
  help: string,
): void {
  new Gauge({
    name,
    help,
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const rows = await rowsByState(db, table);
      for (const state of states) this.set({ state }, rows.get(state) ?? 0);
    },
  });
}
