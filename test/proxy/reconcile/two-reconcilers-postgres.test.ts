/**
 * Two proxy processes reconciling one PostgreSQL ledger (two Kysely instances, each with its own pool):
 * passes run at once over a backlog never check one order twice, and between them settle every order.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { type LedgerDatabase, openDatabase } from '../../../proxy/ledger/open-database.ts';
import { type PostgresServer, startPostgres } from '../../helpers/postgres-server.ts';
import { testOrgsWithMembership } from '../helpers/test-orgs.ts';
import { donationEntry } from '../ledger/helpers/order-entries.ts';
import { answer, reconcileRig, statusPayPro } from './helpers.ts';

const ORDERS = 150;

let server: PostgresServer;
let orgs: Org[];
const opened: LedgerDatabase[] = [];
test.before(async () => {
  server = await startPostgres();
  orgs = await testOrgsWithMembership();
});
test.after(async () => {
  for (const database of opened) await database.close();
  await server.stop();
});

test('two processes passing at once check each due order once, and settle them all', async () => {
  const url = await server.createDatabase();
  for (let index = 0; index < 2; index += 1) opened.push(await openDatabase({ kind: 'postgres', url }));
  const [one, two] = opened as [LedgerDatabase, LedgerDatabase];
  const clock = { now: new Date('2025-03-10T18:00:00.000Z') };
  // One gateway for both; each answer waits a turn of the event loop, so the two passes interleave.
  const paypro = statusPayPro();
  const ggos = paypro.orderStatus;
  paypro.orderStatus = async (creds, payProId) => {
    await new Promise((resolve) => setImmediate(resolve));
    return ggos(creds, payProId);
  };
  const first = reconcileRig(one.db, orgs, clock, { paypro });
  const second = reconcileRig(two.db, orgs, clock, { paypro });
  for (let index = 0; index < ORDERS; index += 1) {
    await first.ledger.record(donationEntry(`T-${index}`));
    await first.ledger.created(`T-${index}`, { payProId: `P-${index}`, redirectUrl: 'x' });
    paypro.answers.set(`P-${index}`, answer({ orderStatus: 'PAID', amountPayable: '2500', amountPaid: '2500' }));
  }
  clock.now = new Date('2025-03-10T19:00:00.000Z');
  const reports = await Promise.all([first.reconciler.pass(), second.reconciler.pass()]);

  const checks = new Map<string, number>();
  for (const call of paypro.calls) checks.set(call.id, (checks.get(call.id) ?? 0) + 1);
  const twice = [...checks].filter(([, count]) => count > 1);
  assert.equal(twice, [], 'no order checked twice');
  assert.is(checks.size, ORDERS);
  assert.is(reports[0].checked + reports[1].checked, ORDERS);
  assert.equal(await first.ledger.list({ state: 'created' }), [], 'every order settled');
});

test.run();
