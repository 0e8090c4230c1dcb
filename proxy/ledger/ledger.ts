/**
 * The ledger: every order the proxy sends to PayPro, and what became of it. One small store over the
 * `orders` table; the same queries run on SQLite and PostgreSQL (Kysely). Times are ISO 8601 UTC text.
 * Every method throws what the database driver throws when it cannot read or write.
 */
import type { Kysely } from 'kysely';
import type { OrderEntry } from './order-entry.ts';
import { FOLLOWED_STATES, nextCheckAt, type OrderState } from './order-state.ts';
import type { Settlement } from './settlement.ts';
import type { LedgerTables, OrderRow } from './tables.ts';

/** Filters of `list`; every one optional. `from`/`to` bound the creation time (ISO text, inclusive/exclusive). */
export interface OrderFilter {
  org?: string;
  route?: string;
  state?: OrderState;
  from?: string;
  to?: string;
}

export interface Ledger {
  /** Writes `entry` as `pending`; resolves once committed. Rejects on a duplicate OrderNumber. */
  record(entry: OrderEntry): Promise<void>;
  /** A `pending` order was created at PayPro: `created`, first check in a minute. */
  created(orderNumber: string, outcome: { payProId: string; redirectUrl: string }): Promise<void>;
  /** A `pending` order was refused by PayPro (envelope `status`, its Description): `rejected`. */
  rejected(orderNumber: string, outcome: { status: string; description: string }): Promise<void>;
  /** A `pending` order got no usable answer (`reason`: a PayProError code): `unknown`, followed. */
  unknown(orderNumber: string, reason: string): Promise<void>;
  find(orderNumber: string): Promise<OrderRow | undefined>;
  /** The order a request with this idempotency scope and key created, if any. */
  findByRequestKey(requestKey: string): Promise<OrderRow | undefined>;
  /**
   * Claims the right to check `orderNumber` at PayPro now: true at most once per `minGapMs` ms per
   * order, across processes (the last check time is set only when it is older than that).
   */
  claimCheck(orderNumber: string, minGapMs: number): Promise<boolean>;
  /** Records a status answer's settlement; the next check follows the backoff unless it is final. */
  settled(orderNumber: string, settlement: Settlement): Promise<OrderRow | undefined>;
  /** A status check got no usable answer: counted, next one after the backoff, lease released. */
  checkFailed(orderNumber: string): Promise<void>;
  /**
   * Up to `limit` followed orders (`created`, `unknown`) whose next check is due by `dueBy` (default
   * now), each leased to the caller for `leaseMs` ms so another process skips it; oldest due first.
   */
  claimDue(limit: number, leaseMs: number, dueBy?: Date): Promise<OrderRow[]>;
  /**
   * `pending` orders created before `before`, whose request can no longer be running (its process
   * died mid-call), become `unknown` ('abandoned'); returns their OrderNumbers.
   */
  abandonPending(before: Date): Promise<string[]>;
  /** Orders matching `filter`, oldest first. */
  list(filter?: OrderFilter): Promise<OrderRow[]>;
}

/** The ledger over `db`, with `now` the clock. */
export function createLedger(db: Kysely<LedgerTables>, now: () => Date = () => new Date()): Ledger {
  const stamp = () => now().toISOString();

  const fromPending = async (orderNumber: string, change: Partial<OrderRow>): Promise<void> => {
    await db
      .updateTable('orders')
      .set({ ...change, updated_at: stamp() })
      .where('order_number', '=', orderNumber)
      .where('state', '=', 'pending')
      .execute();
  };

  return {
    async record(entry) {
      const time = stamp();
      await db
        .insertInto('orders')
        .values({
          order_number: entry.orderNumber,
          org: entry.org,
          route: entry.route,
          form_kind: entry.formKind,
          account: entry.account,
          protocol: entry.protocol,
          amount: entry.amount,
          currency: entry.currency,
          bill_detail: JSON.stringify(entry.billDetail),
          donor_name: entry.donor.name,
          donor_email: entry.donor.email,
          donor_phone: entry.donor.phone,
          donor_address: entry.donor.address,
          request_key: entry.requestKey ?? null,
          fingerprint: entry.fingerprint ?? null,
          state: 'pending',
          due_date: entry.dueDate,
          created_at: time,
          updated_at: time,
          paypro_id: null,
          redirect_url: null,
          gateway_status: null,
          gateway_description: null,
          amount_payable: null,
          amount_paid: null,
          payment_via: null,
          date_paid: null,
          paid_at: null,
          next_check_at: null,
          last_checked_at: null,
          lease_until: null,
        })
        .execute();
    },
    created: (orderNumber, { payProId, redirectUrl }) =>
      fromPending(orderNumber, {
        state: 'created',
        paypro_id: payProId || null,
        redirect_url: redirectUrl,
        next_check_at: nextCheckAt(now(), 0).toISOString(),
      }),
    rejected: (orderNumber, { status, description }) =>
      fromPending(orderNumber, { state: 'rejected', gateway_status: status, gateway_description: description }),
    unknown: (orderNumber, reason) =>
      fromPending(orderNumber, {
        state: 'unknown',
        gateway_description: reason,
        next_check_at: nextCheckAt(now(), 0).toISOString(),
      }),
    find: (orderNumber) => db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst(),
    findByRequestKey: (requestKey) =>
      db.selectFrom('orders').selectAll().where('request_key', '=', requestKey).orderBy('created_at', 'desc').executeTakeFirst(),
    async claimCheck(orderNumber, minGapMs) {
      const time = now();
      const result = await db
        .updateTable('orders')
        .set({ last_checked_at: time.toISOString() })
        .where('order_number', '=', orderNumber)
        .where((eb) =>
          eb.or([eb('last_checked_at', 'is', null), eb('last_checked_at', '<=', new Date(time.getTime() - minGapMs).toISOString())]),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async settled(orderNumber, settlement) {
      const current = await db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
      if (!current) return undefined;
      const time = now();
      const { reported } = settlement;
      const checks = current.check_count + 1;
      const becamePaid = settlement.state === 'paid' && current.paid_at === null;
      await db
        .updateTable('orders')
        .set({
          state: settlement.state,
          ...(reported.payProId && !current.paypro_id ? { paypro_id: reported.payProId } : {}),
          ...(reported.amountPayable ? { amount_payable: reported.amountPayable } : {}),
          ...(reported.amountPaid ? { amount_paid: reported.amountPaid } : {}),
          ...(reported.paymentVia ? { payment_via: reported.paymentVia } : {}),
          ...(reported.datePaid ? { date_paid: reported.datePaid } : {}),
          ...(becamePaid ? { paid_at: time.toISOString() } : {}),
          check_count: checks,
          last_checked_at: time.toISOString(),
          next_check_at: settlement.final ? null : nextCheckAt(time, checks).toISOString(),
          lease_until: null,
          updated_at: time.toISOString(),
        })
        .where('order_number', '=', orderNumber)
        .execute();
      return db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
    },
    async checkFailed(orderNumber) {
      const current = await db
        .selectFrom('orders')
        .select(['check_count', 'state'])
        .where('order_number', '=', orderNumber)
        .executeTakeFirst();
      if (!current) return;
      const time = now();
      const checks = current.check_count + 1;
      const followed = FOLLOWED_STATES.includes(current.state);
      await db
        .updateTable('orders')
        .set({
          check_count: checks,
          last_checked_at: time.toISOString(),
          ...(followed ? { next_check_at: nextCheckAt(time, checks).toISOString() } : {}),
          lease_until: null,
        })
        .where('order_number', '=', orderNumber)
        .execute();
    },
    async claimDue(limit, leaseMs, dueBy) {
      const time = now();
      const stampNow = time.toISOString();
      const candidates = await db
        .selectFrom('orders')
        .selectAll()
        .where('state', 'in', FOLLOWED_STATES)
        .where('next_check_at', '<=', (dueBy ?? time).toISOString())
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', stampNow)]))
        .orderBy('next_check_at')
        .limit(limit)
        .execute();
      const leaseUntil = new Date(time.getTime() + leaseMs).toISOString();
      const claimed: OrderRow[] = [];
      for (const order of candidates) {
        // A conditional update is the lease: of two processes, only one sees its row change.
        const result = await db
          .updateTable('orders')
          .set({ lease_until: leaseUntil })
          .where('order_number', '=', order.order_number)
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', stampNow)]))
          .executeTakeFirst();
        if (result.numUpdatedRows > 0n) claimed.push({ ...order, lease_until: leaseUntil });
      }
      return claimed;
    },
    async abandonPending(before) {
      const time = now();
      const rows = await db
        .updateTable('orders')
        .set({
          state: 'unknown',
          gateway_description: 'abandoned',
          next_check_at: nextCheckAt(time, 0).toISOString(),
          updated_at: time.toISOString(),
        })
        .where('state', '=', 'pending')
        .where('created_at', '<', before.toISOString())
        .returning('order_number')
        .execute();
      return rows.map((row) => row.order_number);
    },
    list(filter = {}) {
      let query = db.selectFrom('orders').selectAll();
      if (filter.org) query = query.where('org', '=', filter.org);
      if (filter.route) query = query.where('route', '=', filter.route);
      if (filter.state) query = query.where('state', '=', filter.state);
      if (filter.from) query = query.where('created_at', '>=', filter.from);
      if (filter.to) query = query.where('created_at', '<', filter.to);
      return query.orderBy('created_at').orderBy('order_number').execute();
    },
  };
}
