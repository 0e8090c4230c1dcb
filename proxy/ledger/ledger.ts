/**
 * The ledger: every order the proxy sends to PayPro, and what became of it. One small store over the
 * `orders` table; the same queries run on SQLite and PostgreSQL (Kysely). Times are ISO 8601 UTC text.
 * Every write of an order's state is a compare-and-set: the UPDATE names the state (and check count,
 * and the PKR amount create-order gave, which a PAID answer is judged against) the new one was computed
 * from, and the transitions table (`NEXT_STATES`) must allow the step. An
 * answer judged against an older copy of the row therefore never overwrites a newer one: it is judged
 * again against the row as it is, or does not count.
 * Every method throws what the database driver throws when it cannot read or write.
 */
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { CreatedAmounts } from '../paypro/index.ts';
import { type CheckQueue, createCheckQueue } from './check-queue.ts';
import type { OrderEntry } from './order-entry.ts';
import { issueReceipt, type ReceiptIssuer } from './receipt-issue.ts';
import { FOLLOWED_STATES, mayFollow, nextCheckAt, type OrderState } from './order-state.ts';
import type { Settlement } from './settlement.ts';
import type { LedgerTables, OrderRow, OrdersTable } from './tables.ts';

/** Filters of `list`; every one optional. `from`/`to` bound the creation time (ISO text, inclusive/exclusive). */
export interface OrderFilter {
  org?: string;
  route?: string;
  state?: OrderState;
  from?: string;
  to?: string;
}

/** What became of a status answer given to `settled`. */
export type SettledResult =
  /** It counted: the order went from state `from` to the state of `order`, the row afterwards. */
  | { counted: true; from: OrderState; order: OrderRow }
  /** It may not count for the order as it now is (e.g. UNPAID for a `paid` one): nothing was written. */
  | { counted: false; order: OrderRow };

export interface Ledger extends CheckQueue {
  /** Writes `entry` as `pending`; resolves once committed. Rejects on a duplicate OrderNumber. */
  record(entry: OrderEntry): Promise<void>;
  /**
   * A `pending` order was created at PayPro: `created`, first check in a minute, with the amounts the
   * answer gave (`amounts`, absent for the legacy call); true. False when the order had already left
   * `pending` (a status answer came first): its state stays, and only the PayProId, pay link and amounts
   * it lacks are filled in.
   */
  created(orderNumber: string, outcome: { payProId: string; redirectUrl: string; amounts?: CreatedAmounts }): Promise<boolean>;
  /** A `pending` order was refused by PayPro (envelope `status`, its Description): `rejected`; false when it was no longer `pending`. */
  rejected(orderNumber: string, outcome: { status: string; description: string }): Promise<boolean>;
  /** A `pending` order got no usable answer (`reason`: a PayProError code): `unknown`, followed; false when it was no longer `pending`. */
  unknown(orderNumber: string, reason: string): Promise<boolean>;
  find(orderNumber: string): Promise<OrderRow | undefined>;
  /** The order a request with this idempotency scope and key created, if any. */
  findByRequestKey(requestKey: string): Promise<OrderRow | undefined>;
  /**
   * Claims the right to check `orderNumber` at PayPro now: true at most once per `minGapMs` ms per
   * order, across processes (the last check time is set only when it is older than that).
   */
  claimCheck(orderNumber: string, minGapMs: number): Promise<boolean>;
  /**
   * Records a status answer: `settlementOf` judges it against the row as it is (`settle`), undefined
   * when it may not count. A counted settlement is written with the PayPro fields it reports (and the
   * amount fields the answer carried, and the verdict on a PAID answer's amounts), the next
   * check after the backoff (none once final) and the order's lease and prompt cleared; `paid_at` is
   * set when the order becomes `paid`. When another writer changed the row between the read and the
   * write, the answer is judged again against the new row. Undefined for an OrderNumber not held.
   */
  settled(orderNumber: string, settlementOf: (order: OrderRow) => Settlement | undefined): Promise<SettledResult | undefined>;
  /**
   * A status check got no usable answer: counted and the lease released. A followed order is checked
   * next after the backoff, or, when `prompted` (a callback or the donor's poll asked), at once and
   * before every other order (`prompted_at`).
   */
  checkFailed(orderNumber: string, options?: { prompted?: boolean }): Promise<void>;
  /**
   * `pending` orders created before `before`, whose request can no longer be running (its process
   * died mid-call), become `unknown` ('abandoned'); returns their OrderNumbers.
   */
  abandonPending(before: Date): Promise<string[]>;
  /** Orders matching `filter`, oldest first. */
  list(filter?: OrderFilter): Promise<OrderRow[]>;
}

/** How often a compare-and-set is tried again after another writer changed the row first. */
const MAX_ATTEMPTS = 10;

/**
 * The ledger over `db`, with `now` the clock. `receipts` decides which orders get a receipt when they
 * become `paid` (issued in the same transaction, `issueReceipt`); without it none does.
 */
export function createLedger(db: Kysely<LedgerTables>, now: () => Date = () => new Date(), receipts?: ReceiptIssuer): Ledger {
  const stamp = () => now().toISOString();
  /** The receipt of an order that has just become `paid`, when its org issues them. */
  const issueReceiptWhenPaid = async (trx: Transaction<LedgerTables>, before: OrderRow, row: OrderRow) => {
    if (row.state !== 'paid' || before.state === 'paid') return;
    const plan = receipts?.planFor(row);
    if (plan) await issueReceipt(trx, row, plan, now());
  };
  const find = (orderNumber: string) => db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();

  /** `change` made to a `pending` order in one statement; true when it was still pending. */
  const fromPending = async (orderNumber: string, change: Updateable<OrdersTable>): Promise<boolean> => {
    const result = await db
      .updateTable('orders')
      .set({ ...change, updated_at: stamp() })
      .where('order_number', '=', orderNumber)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  };

  /**
   * Writes `changeOf(row)` computed from the row as read, only if its state, check count and PKR amount
   * from create-order are still those read; reads and tries again otherwise. `afterWrite` runs in the
   * same transaction as a write that happened, with the row before and after. Returns the row written, or the row as read when
   * `changeOf` gives nothing to write (or another writer kept winning); undefined without such an order.
   */
  const compareAndSet = async (
    orderNumber: string,
    changeOf: (row: OrderRow) => Updateable<OrdersTable> | undefined,
    afterWrite?: (trx: Transaction<LedgerTables>, before: OrderRow, row: OrderRow) => Promise<void>,
  ): Promise<{ written: boolean; before: OrderRow; row: OrderRow } | undefined> => {
    for (let attempt = 1; ; attempt += 1) {
      const before = await find(orderNumber);
      if (!before) return undefined;
      const change = changeOf(before);
      if (!change) return { written: false, before, row: before };
      const write = async (trx: Kysely<LedgerTables>) => {
        const written = await trx
          .updateTable('orders')
          .set(change)
          .where('order_number', '=', orderNumber)
          .where('state', '=', before.state)
          .where('check_count', '=', before.check_count)
          // A PAID answer is judged against the PKR amount create-order gave, which `created` may fill in meanwhile.
          .where('paypro_pkr_amount', before.paypro_pkr_amount === null ? 'is' : '=', before.paypro_pkr_amount)
          .returningAll()
          .executeTakeFirst();
        if (written && afterWrite) await afterWrite(trx as Transaction<LedgerTables>, before, written);
        return written;
      };
      // The write comes first in the transaction, so SQLite takes its write lock before reading anything.
      const row = afterWrite ? await db.transaction().execute(write) : await write(db);
      if (row) return { written: true, before, row };
      if (attempt === MAX_ATTEMPTS) return { written: false, before, row: before };
    }
  };

  return {
    ...createCheckQueue(db, now),
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
          prompted_at: null,
          paypro_pkr_amount: null,
          parity_amount: null,
          is_parity: null,
          reported_amount_fields: null,
          amount_check: null,
          language: entry.language ?? 'en',
        })
        .execute();
    },
    async created(orderNumber, { payProId, redirectUrl, amounts = {} }) {
      const given = {
        paypro_pkr_amount: amounts.pkrAmount ?? null,
        parity_amount: amounts.parityAmount ?? null,
        is_parity: amounts.isParity === undefined ? null : Number(amounts.isParity),
      };
      const recorded = await fromPending(orderNumber, {
        state: 'created',
        paypro_id: payProId || null,
        redirect_url: redirectUrl,
        next_check_at: nextCheckAt(now(), 0).toISOString(),
        ...given,
      });
      if (!recorded) {
        // A repeated request is answered with this pay link (`answerOfOrder`), whatever the state became;
        // the amounts are what PayPro said at creation, which a later PAID answer is compared with.
        await db
          .updateTable('orders')
          .set((eb) => ({
            redirect_url: eb.fn.coalesce('redirect_url', eb.val(redirectUrl)),
            paypro_id: eb.fn.coalesce('paypro_id', eb.val(payProId || null)),
            paypro_pkr_amount: eb.fn.coalesce('paypro_pkr_amount', eb.val(given.paypro_pkr_amount)),
            parity_amount: eb.fn.coalesce('parity_amount', eb.val(given.parity_amount)),
            is_parity: eb.fn.coalesce('is_parity', eb.val(given.is_parity)),
          }))
          .where('order_number', '=', orderNumber)
          .execute();
      }
      return recorded;
    },
    rejected: (orderNumber, { status, description }) =>
      fromPending(orderNumber, { state: 'rejected', gateway_status: status, gateway_description: description }),
    unknown: (orderNumber, reason) =>
      fromPending(orderNumber, {
        state: 'unknown',
        gateway_description: reason,
        next_check_at: nextCheckAt(now(), 0).toISOString(),
      }),
    find,
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
    async settled(orderNumber, settlementOf) {
      const time = now();
      const outcome = await compareAndSet(
        orderNumber,
        (current) => {
          const settlement = settlementOf(current);
          if (!settlement || !mayFollow(current.state, settlement.state)) return undefined;
          const { reported } = settlement;
          const checks = current.check_count + 1;
          return {
            state: settlement.state,
            ...(reported.payProId && !current.paypro_id ? { paypro_id: reported.payProId } : {}),
            ...(reported.amountPayable ? { amount_payable: reported.amountPayable } : {}),
            ...(reported.amountPaid ? { amount_paid: reported.amountPaid } : {}),
            ...(reported.paymentVia ? { payment_via: reported.paymentVia } : {}),
            ...(reported.datePaid ? { date_paid: reported.datePaid } : {}),
            ...(reported.amountFields ? { reported_amount_fields: reported.amountFields.join(',') } : {}),
            ...(settlement.amountCheck ? { amount_check: settlement.amountCheck } : {}),
            // `paid` is final, so this is the first time the ledger learns it.
            ...(settlement.state === 'paid' ? { paid_at: time.toISOString() } : {}),
            check_count: checks,
            last_checked_at: time.toISOString(),
            next_check_at: settlement.final ? null : nextCheckAt(time, checks).toISOString(),
            lease_until: null,
            prompted_at: null,
            updated_at: time.toISOString(),
          };
        },
        receipts && issueReceiptWhenPaid,
      );
      if (!outcome) return undefined;
      return outcome.written ? { counted: true, from: outcome.before.state, order: outcome.row } : { counted: false, order: outcome.row };
    },
    async checkFailed(orderNumber, { prompted = false } = {}) {
      const time = now();
      await compareAndSet(orderNumber, (current) => {
        const checks = current.check_count + 1;
        const followed = FOLLOWED_STATES.includes(current.state);
        return {
          check_count: checks,
          last_checked_at: time.toISOString(),
          lease_until: null,
          ...(followed
            ? {
                next_check_at: (prompted ? time : nextCheckAt(time, checks)).toISOString(),
                prompted_at: prompted ? time.toISOString() : null,
              }
            : {}),
        };
      });
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
