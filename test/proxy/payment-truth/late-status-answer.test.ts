/**
 * A paid order never goes back, on SQLite and PostgreSQL: a status check that read the order before a
 * callback's check made it `paid`, and whose UNPAID answer arrives afterwards, changes nothing (before,
 * it wrote `created` over `paid`, the paid amount 0, the next check 30 minutes away). The same for an
 * order found blocked, and for the create-order answer that arrives after a callback found the order paid.
 */
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { loadConfig } from '../../../proxy/config.ts';
import { createLedger } from '../../../proxy/ledger/ledger.ts';
import { createOrderStatusSource } from '../../../proxy/reconcile/order-status-source.ts';
import { createStatusChecker } from '../../../proxy/reconcile/status-check.ts';
import { capturedLogger } from '../helpers/captured-logger.ts';
import { TEST_ENV } from '../helpers/test-env.ts';
import { testOrgsWithMembership } from '../helpers/test-orgs.ts';
import { bothDatabases, type Fresh } from '../ledger/helpers/both-databases.ts';
import { donationEntry } from '../ledger/helpers/order-entries.ts';
import { answer, statusPayPro } from '../reconcile/helpers.ts';

const PAYPRO_ID = '01102205600001';
const PAID = answer({ orderStatus: 'PAID', amountPayable: '2500', amountPaid: '2507', paymentVia: 'BAF', datePaid: '2025-03-11T10:00:00' });
const UNPAID = answer({ orderStatus: 'UNPAID', amountPayable: '2500', amountPaid: '0' });

let orgs: Org[] | undefined;

/** A ledger with one `created` order, its checker and status source, and a PayPro whose calls the test holds. */
async function rig(fresh: Fresh) {
  orgs ??= await testOrgsWithMembership();
  const { db } = await fresh();
  const clock = { now: new Date('2025-03-11T09:00:00.000Z') };
  const now = () => clock.now;
  const paypro = statusPayPro();
  const { logger, logs } = capturedLogger();
  const ledger = createLedger(db, now);
  const check = createStatusChecker({ ledger, paypro, config: loadConfig(TEST_ENV, orgs), log: logger, now });
  await ledger.record(donationEntry('JHR-1'));
  await ledger.created('JHR-1', { payProId: PAYPRO_ID, redirectUrl: 'https://pay.example/?bid=x' });
  return { clock, paypro, logs, ledger, check, statusOf: createOrderStatusSource({ ledger, check, minGapMs: 0 }) };
}

bothDatabases('a late status answer', (test, fresh) => {
  test('UNPAID from a check that began before the callback made the order paid does not count', async () => {
    const { clock, paypro, logs, ledger, check, statusOf } = await rig(fresh);
    // The reconciler's check reads the order and asks PayPro; PayPro is slow to answer.
    paypro.hold = true;
    const early = check((await ledger.find('JHR-1'))!);
    paypro.hold = false;
    // Meanwhile the donor pays and PayPro's callback is confirmed.
    clock.now = new Date('2025-03-11T09:00:05.000Z');
    paypro.answers.set(PAYPRO_ID, PAID);
    const callback = await check((await ledger.find('JHR-1'))!, { prompted: true });
    assert.is(callback.kind === 'checked' && callback.order.state, 'paid');
    const paid = await ledger.find('JHR-1');
    // The first check's answer, UNPAID as PayPro saw it before the payment, arrives last.
    clock.now = new Date('2025-03-11T09:00:20.000Z');
    paypro.held[0]!.answer(UNPAID);
    const late = await early;
    assert.is(late.kind === 'checked' && late.order.state, 'paid');
    const row = await ledger.find('JHR-1');
    assert.equal(row, paid, 'nothing of the paid row is overwritten: state, amounts, paid time, no next check');
    assert.equal([row?.state, row?.amount_paid, row?.paid_at, row?.next_check_at], ['paid', '2507', '2025-03-11T09:00:05.000Z', null]);
    assert.is((await statusOf('JHR-1'))?.state, 'paid');
    assert.ok(
      logs.some((line) => line.msg === 'a status answer that may not change this order was not recorded' && line.orderNumber === 'JHR-1'),
    );
  });

  test('PAID arriving late after BLOCKED leaves the order blocked; the check that counted is the first', async () => {
    const { paypro, ledger, check } = await rig(fresh);
    paypro.hold = true;
    const early = check((await ledger.find('JHR-1'))!);
    paypro.hold = false;
    paypro.answers.set(PAYPRO_ID, answer({ orderStatus: 'BLOCKED' }));
    await check((await ledger.find('JHR-1'))!);
    paypro.held[0]!.answer(PAID);
    await early;
    const row = await ledger.find('JHR-1');
    assert.equal([row?.state, row?.amount_paid, row?.paid_at], ['blocked', null, null]);
  });

  test('two checks that both saw the order unpaid count both: the backoff moves on by two', async () => {
    const { paypro, ledger, check } = await rig(fresh);
    paypro.hold = true;
    const order = (await ledger.find('JHR-1'))!;
    const both = [check(order), check(order)];
    paypro.hold = false;
    for (const call of paypro.held) call.answer(UNPAID);
    await Promise.all(both);
    const row = await ledger.find('JHR-1');
    assert.equal([row?.state, row?.check_count, row?.next_check_at], ['created', 2, '2025-03-11T09:30:00.000Z']);
  });

  test("create-order's answer arriving after a callback found the order paid keeps it paid, and fills in the pay link", async () => {
    orgs ??= await testOrgsWithMembership();
    const { db } = await fresh();
    const now = () => new Date('2025-03-11T09:00:00.000Z');
    const paypro = statusPayPro();
    const ledger = createLedger(db, now);
    const check = createStatusChecker({ ledger, paypro, config: loadConfig(TEST_ENV, orgs), log: capturedLogger().logger, now });
    await ledger.record(donationEntry('JHR-2'));
    paypro.answers.set('JHR-2', { ...PAID, payProId: PAYPRO_ID });
    await check((await ledger.find('JHR-2'))!, { prompted: true });
    assert.not.ok(await ledger.created('JHR-2', { payProId: PAYPRO_ID, redirectUrl: 'https://pay.example/?bid=y' }));
    assert.not.ok(await ledger.unknown('JHR-2', 'gateway_timeout'));
    const row = await ledger.find('JHR-2');
    assert.equal([row?.state, row?.redirect_url, row?.paypro_id], ['paid', 'https://pay.example/?bid=y', PAYPRO_ID]);
  });
});
