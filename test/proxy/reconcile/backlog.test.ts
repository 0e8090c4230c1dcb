/**
 * Reconciliation keeps up with a backlog: a pass works through more due orders than one batch, newest
 * first; an order a callback or the donor's poll asked about, whose check on the spot failed, is due at
 * once and checked before every other; a pass ends when its time budget is spent (measured on its
 * clock), handing back what it claimed and did not check; stopping the loop ends a pass after the
 * order in hand. On SQLite and PostgreSQL (the queue's statement differs), the callback on SQLite.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { createOrderStatusSource } from '../../../proxy/reconcile/order-status-source.ts';
import { startProxy } from '../helpers/proxy-app.ts';
import { testOrgsWithMembership } from '../helpers/test-orgs.ts';
import { bothDatabases, type Fresh } from '../ledger/helpers/both-databases.ts';
import { donationEntry } from '../ledger/helpers/order-entries.ts';
import { answer, type RigOptions, reconcileRig, statusPayPro, unreachable } from './helpers.ts';
import { createFakeTimers } from '../../helpers/fake-timers.ts';

let orgs: Org[] | undefined;

const PAID = answer({ orderStatus: 'PAID', amountPayable: '2500', amountPaid: '2500' });

/** `count` created orders, one a minute from 18:00 UTC (`N-01` the oldest), each answered PAID. */
async function queue(rig: ReturnType<typeof reconcileRig>, clock: { now: Date }, count: number): Promise<string[]> {
  const numbers: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const orderNumber = `N-${String(index).padStart(2, '0')}`;
    clock.now = new Date(Date.parse('2025-03-10T18:00:00.000Z') + index * 60_000);
    await rig.ledger.record(donationEntry(orderNumber));
    await rig.ledger.created(orderNumber, { payProId: `P-${orderNumber}`, redirectUrl: 'x' });
    rig.paypro.answers.set(`P-${orderNumber}`, PAID);
    numbers.push(orderNumber);
  }
  clock.now = new Date('2025-03-10T20:00:00.000Z');
  return numbers;
}

const asked = (rig: ReturnType<typeof reconcileRig>) => rig.paypro.calls.map((call) => call.id.slice(2));

/** The rig over a new database of the suite's kind. */
async function rigOn(fresh: Fresh, clock: { now: Date }, options?: RigOptions) {
  orgs ??= await testOrgsWithMembership();
  return reconcileRig((await fresh()).db, orgs, clock, options);
}

bothDatabases('a reconciliation backlog', (test, fresh) => {
  test('one pass settles every due order, many more than one batch, newest first', async () => {
    const clock = { now: new Date() };
    const rig = await rigOn(fresh, clock);
    const numbers = await queue(rig, clock, 60);
    const report = await rig.reconciler.pass();
    assert.equal([report.checked, Object.keys(report.changed).length, report.unfinished], [60, 60, false]);
    assert.equal(asked(rig), numbers.toReversed());
    assert.equal(await rig.ledger.list({ state: 'created' }), []);
  });

  test('an order whose check on the donor poll failed is due at once and checked first, however old', async () => {
    const clock = { now: new Date() };
    const rig = await rigOn(fresh, clock);
    await queue(rig, clock, 12);
    rig.paypro.answers.set('P-N-01', unreachable());
    const statusOf = createOrderStatusSource({ ledger: rig.ledger, check: rig.check });
    assert.is((await statusOf('N-01'))?.state, 'created');
    const row = await rig.ledger.find('N-01');
    assert.equal(
      [row?.next_check_at, row?.prompted_at],
      ['2025-03-10T20:00:00.000Z', '2025-03-10T20:00:00.000Z'],
      'due now, not in 5 minutes',
    );
    rig.paypro.answers.set('P-N-01', PAID);
    rig.paypro.calls.length = 0;
    await rig.reconciler.pass();
    assert.equal(asked(rig).slice(0, 2), ['N-01', 'N-12']);
    assert.is((await rig.ledger.find('N-01'))?.prompted_at, null, 'once checked, it takes its place again');
  });

  // A pass claims 5 orders at a time.
  test('a pass ends when its budget is spent; the orders it claimed and did not check are free for the next at once', async () => {
    const clock = { now: new Date() };
    const rig = await rigOn(fresh, clock, { passBudgetMs: 25_000 });
    await queue(rig, clock, 8);
    // Each check takes 10 s of the pass's clock.
    const ggos = rig.paypro.orderStatus;
    rig.paypro.orderStatus = async (creds, payProId) => {
      clock.now = new Date(clock.now.getTime() + 10_000);
      return ggos(creds, payProId);
    };
    const first = await rig.reconciler.pass();
    assert.equal([first.checked, first.unfinished], [3, true]);
    assert.equal(asked(rig), ['N-08', 'N-07', 'N-06']);
    const claimedNotChecked = await rig.ledger.find('N-05');
    assert.equal([claimedNotChecked?.state, claimedNotChecked?.lease_until], ['created', null]);
    const second = await rig.reconciler.pass();
    assert.equal([second.checked, second.unfinished], [3, true]);
    const third = await rig.reconciler.pass();
    assert.equal([third.checked, third.unfinished], [2, false]);
    assert.equal(asked(rig), ['N-08', 'N-07', 'N-06', 'N-05', 'N-04', 'N-03', 'N-02', 'N-01']);
  });

  test('stopping the loop ends the pass under way after the order in hand', async () => {
    const clock = { now: new Date() };
    const timers = createFakeTimers();
    const rig = await rigOn(fresh, clock, { timers });
    await queue(rig, clock, 4);
    rig.paypro.hold = true;
    rig.reconciler.start(5);
    await timers.advance(5);
    await rig.paypro.untilHeld();
    const stopped = rig.reconciler.stop();
    rig.paypro.held[0]!.answer(PAID);
    await stopped;
    assert.equal(asked(rig), ['N-04']);
    assert.equal(
      (await rig.ledger.list({ state: 'created' })).map((row) => [row.order_number, row.lease_until]),
      [
        ['N-01', null],
        ['N-02', null],
        ['N-03', null],
      ],
    );
  });
});

// PayPro's callback route, on the proxy's own SQLite ledger.
const callbackSuite = suite('a reconciliation backlog: the callback');

callbackSuite('an order whose check on PayPro’s callback failed is answered 02 and checked first by the next pass', async () => {
  const paypro = statusPayPro();
  // The proxy's clock reads 2025-03-10T20:15Z.
  orgs ??= await testOrgsWithMembership();
  const proxy = await startProxy(paypro, orgs);
  try {
    const clock = { now: new Date() };
    const rig = reconcileRig(proxy.database.db, orgs, clock, { paypro });
    await queue(rig, clock, 12);
    paypro.answers.set('P-N-01', unreachable());
    const callback = await proxy.post(
      { username: 'callback-user', password: 'callback-password', csvinvoiceids: 'N-01' },
      { path: '/paypro/uis' },
    );
    assert.is(((await callback.json()) as { StatusCode: string }[])[0]?.StatusCode, '02');
    paypro.answers.set('P-N-01', PAID);
    paypro.calls.length = 0;
    clock.now = new Date('2025-03-10T20:15:00.000Z');
    await rig.reconciler.pass();
    assert.equal(asked(rig).slice(0, 2), ['N-01', 'N-12']);
  } finally {
    await proxy.close();
  }
});

callbackSuite.run();
