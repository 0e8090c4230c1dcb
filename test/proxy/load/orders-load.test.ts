/**
 * Bounded load on the proxy with the real PayPro client against the simulator, on 127.0.0.1 only, with
 * the ledger on SQLite (a file, as in production) and on PostgreSQL: 500 concurrent valid submissions
 * across the form kinds make exactly 500 orders with 500 distinct OrderNumbers, 500 ledger rows all
 * `created`, and no errors; the burst of first requests authenticates once per merchant account (the
 * token cache shares the auth call in flight). Each request must be answered within 30 s and the whole
 * burst within 120 s (a request still open then is aborted and fails the test). How fast it went is a
 * benchmark's business, not this test's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { fixtureOrgs } from '../../helpers/fixture-orgs.ts';
import { openDatabase, type LedgerDatabase } from '../../../proxy/ledger/open-database.ts';
import { bothDatabases } from '../ledger/helpers/both-databases.ts';
import { GENEROUS_RATE_LIMITS } from '../helpers/generous-rate-limits.ts';
import { startSimulatedStack } from '../helpers/simulated-stack.ts';
import { requestSignal } from './helpers/bounded.ts';
import { orderMix } from './helpers/order-mix.ts';

const ORDERS = 500;

bothDatabases('orders under load', (test, fresh, dialect) => {
  test(`${ORDERS} concurrent submissions: ${ORDERS} orders and ledger rows, distinct OrderNumbers, all 200, one auth per account`, async () => {
    const orgs = await fixtureOrgs();
    const folder = await mkdtemp(join(tmpdir(), 'forms-load-'));
    // SQLite as in production: a file with WAL and synchronous=FULL, not a database in memory.
    const database: LedgerDatabase = dialect === 'sqlite' ? await openDatabase({ kind: 'sqlite', dataDir: folder }) : await fresh();
    const stack = await startSimulatedStack(orgs, 15_000, { ...GENEROUS_RATE_LIMITS, RECONCILE_INTERVAL_SECONDS: '0' }, database);
    try {
      const submissions = orderMix(orgs, ORDERS);
      const deadline = AbortSignal.timeout(120_000);
      const answers = await Promise.all(
        submissions.map(async (submission) => {
          const response = await fetch(`${stack.proxy.origin}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(submission),
            signal: requestSignal(deadline),
          });
          return { status: response.status, body: (await response.json()) as { orderNumber?: string; redirectUrl?: string } };
        }),
      );
      const failed = answers.filter((answer) => answer.status !== 200);
      assert.is(failed.length, 0, JSON.stringify(failed.slice(0, 3)));

      const orderNumbers = answers.map((answer) => answer.body.orderNumber);
      assert.is(new Set(orderNumbers).size, ORDERS, 'every answer names its own order');
      const orders = stack.sim.orders.list();
      assert.is(orders.length, ORDERS);
      assert.is(stack.sim.stats.createOrderCalls, ORDERS, 'nothing was sent twice');
      assert.equal(new Set(orders.map((order) => order.orderNumber)), new Set(orderNumbers));

      const rows = await stack.database.ledger.list();
      assert.is(rows.length, ORDERS);
      assert.equal(new Set(rows.map((row) => row.order_number)), new Set(orderNumbers));
      assert.ok(
        rows.every((row) => row.state === 'created' && row.paypro_id),
        'every row created with its PayProId',
      );

      const accounts = new Set(orders.map((order) => order.merchantId));
      assert.ok(accounts.size >= 10, `${accounts.size} merchant accounts in the mix`);
      assert.is(stack.sim.stats.authCalls, accounts.size, 'one auth call per merchant account, however many first requests');
    } finally {
      await stack.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
