/**
 * For the reconciliation tests: a PayPro client whose status calls answer from a table the test fills
 * (and record who asked what), or wait for the test's answer, and the ledger, checker and reconciler
 * over a test database with the test config's credentials.
 */
import { EventEmitter, once } from 'node:events';
import type { Kysely } from 'kysely';
import type { Test } from 'uvu';
import { loadConfig } from '../../../proxy/config.ts';
import { createLedger } from '../../../proxy/ledger/ledger.ts';
import type { LedgerTables } from '../../../proxy/ledger/tables.ts';
import { createReconciler, type ReconcilerDeps } from '../../../proxy/reconcile/reconciler.ts';
import { createStatusChecker } from '../../../proxy/reconcile/status-check.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import { TEST_ENV } from '../helpers/test-env.ts';
import type { Org } from '../../../orgs/types.ts';
import type { OrderStatusResult, PayProClient } from '../../../proxy/paypro/index.ts';
import { PayProError } from '../../../proxy/paypro/index.ts';
import { memoryDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { testOrgsWithMembership } from '../helpers/test-orgs.ts';

export interface StatusCall {
  call: 'ggos' | 'ggosboi' | 'gos';
  /** The PayProId or OrderNumber asked about. */
  id: string;
  /** The merchant (v2) or the legacy merchant id. */
  merchant: string;
}

/** A status call kept waiting (`StatusPayPro.hold`) until the test gives its answer. */
export interface HeldCall extends StatusCall {
  /** Answers the call now: resolves with a result, rejects with an Error. */
  answer(result: OrderStatusResult | Error): void;
}

export interface StatusPayPro extends PayProClient {
  calls: StatusCall[];
  /** Answers by PayProId or OrderNumber; a missing one is status 03; an Error is thrown. */
  answers: Map<string, OrderStatusResult | Error>;
  /** While true, each status call waits in `held` for the test's answer instead of reading `answers`. */
  hold: boolean;
  held: HeldCall[];
  /** Resolves once a call is waiting in `held`. */
  untilHeld(): Promise<void>;
}

export const unreachable = () => new PayProError('gateway_unreachable', 'PayPro could not be reached');

export function answer(fields: Partial<OrderStatusResult>): OrderStatusResult {
  return { status: '00', description: 'Success', raw: null, ...fields };
}

export function statusPayPro(): StatusPayPro {
  const answers = new Map<string, OrderStatusResult | Error>();
  const calls: StatusCall[] = [];
  const held: HeldCall[] = [];
  const heldEvents = new EventEmitter();
  const reply = async (call: StatusCall): Promise<OrderStatusResult> => {
    calls.push(call);
    const found = fake.hold
      ? await new Promise<OrderStatusResult | Error>((resolve) => {
          held.push({ ...call, answer: resolve });
          heldEvents.emit('held');
        })
      : answers.get(call.id);
    if (found instanceof Error) throw found;
    return found ?? { status: '03', description: 'No data available', raw: null };
  };
  const notHere = () => Promise.reject(new Error('not used by these tests'));
  const fake: StatusPayPro = {
    calls,
    answers,
    hold: false,
    held,
    untilHeld: async () => {
      if (held.length === 0) await once(heldEvents, 'held');
    },
    createOrder: notHere,
    lookupConsumer: notHere,
    createLegacyOrder: notHere,
    orderStatus: (creds, payProId) => reply({ call: 'ggos', id: payProId, merchant: creds.merchantId }),
    orderStatusByNumber: (creds, orderNumber) => reply({ call: 'ggosboi', id: orderNumber, merchant: creds.merchantId }),
    legacyOrderStatus: (creds, connectPayId) => reply({ call: 'gos', id: connectPayId, merchant: creds.merchantId }),
  };
  return fake;
}

export interface RigOptions extends Partial<Pick<ReconcilerDeps, 'passBudgetMs' | 'timers' | 'orgs'>> {
  /** The PayPro to ask; default a new `statusPayPro()`. */
  paypro?: StatusPayPro;
}

/**
 * A ledger, status checker and reconciler over `db` as a proxy process has them, for `orgs` (with the
 * test credentials), on `clock`, with a logger the test reads; pending orders count as abandoned after 30 s.
 */
export function reconcileRig(db: Kysely<LedgerTables>, orgs: Org[], clock: { now: Date }, options: RigOptions = {}) {
  const { paypro = statusPayPro(), ...reconcilerOptions } = options;
  const { logger, logs } = capturedLogger();
  const now = () => clock.now;
  const ledger = createLedger(db, now);
  const check = createStatusChecker({ ledger, paypro, config: loadConfig(TEST_ENV, orgs), log: logger, now });
  const reconciler = createReconciler({ db, ledger, check, log: logger, now, abandonAfterMs: 30_000, ...reconcilerOptions });
  return { paypro, logs, ledger, check, reconciler };
}

/** What a reconciliation test reads in its tests: the test orgs (the membership fixture included) and this test's database. */
export interface ReconcileFixture {
  orgs: Org[];
  database: TestDatabase;
}

/** Registers on `suite` hooks that load the orgs once and open a fresh database per test (closed after it). */
export function reconcileFixtureFor(suite: Test): ReconcileFixture {
  const fixture = {} as ReconcileFixture;
  suite.before(async () => {
    fixture.orgs = await testOrgsWithMembership();
  });
  suite.before.each(async () => {
    fixture.database = await memoryDatabase();
  });
  suite.after.each(() => fixture.database.close());
  return fixture;
}
