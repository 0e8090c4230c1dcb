/**
 * For the reconciliation tests: a PayPro client whose status calls answer from a table the test fills
 * (and record who asked what), and the test config's credentials.
 */
import type { Test } from 'uvu';
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

export interface StatusPayPro extends PayProClient {
  calls: StatusCall[];
  /** Answers by PayProId or OrderNumber; a missing one is status 03; an Error is thrown. */
  answers: Map<string, OrderStatusResult | Error>;
}

export const unreachable = () => new PayProError('gateway_unreachable', 'PayPro could not be reached');

export function answer(fields: Partial<OrderStatusResult>): OrderStatusResult {
  return { status: '00', description: 'Success', raw: null, ...fields };
}

export function statusPayPro(): StatusPayPro {
  const answers = new Map<string, OrderStatusResult | Error>();
  const calls: StatusCall[] = [];
  const reply = async (call: StatusCall): Promise<OrderStatusResult> => {
    calls.push(call);
    const found = answers.get(call.id);
    if (found instanceof Error) throw found;
    return found ?? { status: '03', description: 'No data available', raw: null };
  };
  const notHere = () => Promise.reject(new Error('not used by these tests'));
  return {
    calls,
    answers,
    createOrder: notHere,
    lookupConsumer: notHere,
    createLegacyOrder: notHere,
    orderStatus: (creds, payProId) => reply({ call: 'ggos', id: payProId, merchant: creds.merchantId }),
    orderStatusByNumber: (creds, orderNumber) => reply({ call: 'ggosboi', id: orderNumber, merchant: creds.merchantId }),
    legacyOrderStatus: (creds, connectPayId) => reply({ call: 'gos', id: connectPayId, merchant: creds.merchantId }),
  };
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
