/**
 * The ledger store on SQLite and on PostgreSQL: write-ahead rows and their outcomes, status check
 * settlements with the reconciliation backoff, leases for several processes, abandoned rows, filters.
 */
import * as assert from 'uvu/assert';
import { createLedger } from '../../../proxy/ledger/ledger.ts';
import { bothDatabases } from './helpers/both-databases.ts';
import { donationEntry } from './helpers/order-entries.ts';

const at = (iso: string) => () => new Date(iso);
const paidAnswer = {
  state: 'paid' as const,
  final: true,
  reported: { amountPayable: '2500', amountPaid: '2507', paymentVia: 'BAF', datePaid: '2025-03-11T10:00:00' },
};

bothDatabases('ledger', (test, fresh, dialect) => {
  test('an order is pending once recorded, then created with its PayProId and first check a minute later', async () => {
    const { db } = await fresh();
    const ledger = createLedger(db, at('2025-03-10T20:15:00.000Z'));
    await ledger.record(donationEntry('JHR-1', { requestKey: '/api/orders key-1', fingerprint: 'f'.repeat(64) }));
    assert.is((await ledger.find('JHR-1'))?.state, 'pending');
    await ledger.created('JHR-1', { payProId: '01102205600001', redirectUrl: 'https://pay.example/?bid=x' });
    const row = await ledger.find('JHR-1');
    assert.is(row?.state, 'created');
    assert.is(row?.paypro_id, '01102205600001');
    assert.is(row?.next_check_at, '2025-03-10T20:16:00.000Z');
    assert.equal(JSON.parse(row!.bill_detail), { purposeOfDonation: 'WaterWell' });
    assert.is((await ledger.findByRequestKey('/api/orders key-1'))?.order_number, 'JHR-1');
  });

  test('a duplicate OrderNumber is refused; outcomes only apply to a pending order', async () => {
    const { db } = await fresh();
    const ledger = createLedger(db, at('2025-03-10T20:15:00.000Z'));
    await ledger.record(donationEntry('JHR-1'));
    const second = await ledger.record(donationEntry('JHR-1')).then(
      () => 'written',
      () => 'refused',
    );
    assert.is(second, 'refused');
    await ledger.rejected('JHR-1', { status: '03', description: 'Invalid json object!' });
    await ledger.created('JHR-1', { payProId: '1', redirectUrl: 'x' });
    const row = await ledger.find('JHR-1');
    assert.is(row?.state, 'rejected');
    assert.is(row?.gateway_description, 'Invalid json object!');
    assert.is(row?.next_check_at, null);
  });

  test('a paid settlement records what PayPro reported, the paid time and stops the checks', async () => {
    const { db } = await fresh();
    const ledger = createLedger(db, at('2025-03-10T21:00:00.000Z'));
    await ledger.record(donationEntry('JHR-1'));
    await ledger.created('JHR-1', { payProId: '7', redirectUrl: 'x' });
    const result = await ledger.settled('JHR-1', () => paidAnswer);
    assert.ok(result?.counted);
    const row = result?.order;
    assert.is(row?.state, 'paid');
    assert.is(row?.amount_paid, '2507');
    assert.is(row?.payment_via, 'BAF');
    assert.is(row?.paid_at, '2025-03-10T21:00:00.000Z');
    assert.is(row?.next_check_at, null);
    assert.is(row?.check_count, 1);
  });

  test('create-order answers for the amounts: the PKR amount, ParityAmount and IsParity are kept, also when a status answer came first', async () => {
    const { db } = await fresh();
    const ledger = createLedger(db, at('2025-03-10T21:00:00.000Z'));
    await ledger.record(donationEntry('USD-1', { currency: 'USD', amount: '25' }));
    await ledger.created('USD-1', { payProId: '7', redirectUrl: 'x', amounts: { pkrAmount: '7000', parityAmount: '3', isParity: true } });
    const row = await ledger.find('USD-1');
    assert.equal([row?.paypro_pkr_amount, row?.parity_amount, row?.is_parity], ['7000', '3', 1]);
    await ledger.record(donationEntry('USD-2', { currency: 'USD', amount: '25' }));
    await ledger.settled('USD-2', () => ({ state: 'created', final: false, reported: { amountFields: ['AmountPayable'] } }));
    assert.not.ok(await ledger.created('USD-2', { payProId: '8', redirectUrl: 'x', amounts: { pkrAmount: '7000', isParity: false } }));
    const late = await ledger.find('USD-2');
    assert.equal([late?.state, late?.paypro_pkr_amount, late?.parity_amount, late?.is_parity], ['created', '7000', null, 0]);
    assert.is(late?.reported_amount_fields, 'AmountPayable');
  });

  // SQLite runs one statement at a time, in the order they are issued, so the other writer's statement
  // lands exactly between the read and the write; PostgreSQL's pool would run both at once.
  if (dialect === 'sqlite') {
    test("a PAID answer is judged again when create-order's PKR amount arrives between the read and the write", async () => {
      const { db } = await fresh();
      const ledger = createLedger(db, at('2025-03-10T21:00:00.000Z'));
      await ledger.record(donationEntry('USD-3', { currency: 'USD', amount: '25' }));
      await ledger.settled('USD-3', () => ({ state: 'created', final: false, reported: {} }));
      const judged: (string | null)[] = [];
      const result = await ledger.settled('USD-3', (row) => {
        if (judged.length === 0)
          void db.updateTable('orders').set({ paypro_pkr_amount: '7000' }).where('order_number', '=', 'USD-3').execute();
        judged.push(row.paypro_pkr_amount);
        const pkr = row.paypro_pkr_amount !== null;
        return { state: pkr ? 'amount_mismatch' : 'paid', final: true, amountCheck: pkr ? 'other_amount' : 'not_comparable', reported: {} };
      });
      assert.equal(judged, [null, '7000']);
      assert.equal([result?.order.state, result?.order.amount_check], ['amount_mismatch', 'other_amount']);
    });
  }

  test('a settlement that is not final follows the backoff: 5 minutes after the first check, then 30, then hourly', async () => {
    const { db } = await fresh();
    const ledger = createLedger(db, at('2025-03-10T21:00:00.000Z'));
    await ledger.record(donationEntry('JHR-1'));
    await ledger.created('JHR-1', { payProId: '7', redirectUrl: 'x' });
    const still = { state: 'created' as const, final: false, reported: {} };
    const nextCheck = async () => (await ledger.settled('JHR-1', () => still))?.order.next_check_at;
    assert.is(await nextCheck(), '2025-03-10T21:05:00.000Z');
    assert.is(await nextCheck(), '2025-03-10T21:30:00.000Z');
    assert.is(await nextCheck(), '2025-03-10T22:00:00.000Z');
    await ledger.checkFailed('JHR-1');
    assert.is((await ledger.find('JHR-1'))?.check_count, 4);
  });

  test('the queue lists due orders newest first; a claim leases each to one caller, skipped by others until its lease ends', async () => {
    const { db } = await fresh();
    let now = new Date('2025-03-10T20:00:00.000Z');
    const ledger = createLedger(db, () => now);
    for (const n of ['A', 'B', 'C']) {
      now = new Date(now.getTime() + 1_000);
      await ledger.record(donationEntry(n));
      await ledger.created(n, { payProId: n, redirectUrl: 'x' });
    }
    await ledger.record(donationEntry('D'));
    assert.equal(await ledger.dueOrders(now, 10), [], 'nothing is due before its first minute');
    now = new Date('2025-03-10T20:02:00.000Z');
    const due = await ledger.dueOrders(now, 10);
    assert.equal(due, ['C', 'B', 'A'], 'newest first, the pending one never');
    const [first, second] = await Promise.all([ledger.claim(due.slice(0, 2), 60_000, now), ledger.claim(due, 60_000, now)]);
    const claimed = [...first!, ...second!].map((row) => row.order_number).sort();
    assert.equal(claimed, ['A', 'B', 'C'], 'every due order once');
    assert.equal(await ledger.dueOrders(now, 10), [], 'leased orders are not listed');
    assert.equal(await ledger.claim(due, 60_000, now), []);
    now = new Date('2025-03-10T20:03:01.000Z');
    const early = new Date('2025-03-10T20:00:30.000Z');
    assert.equal(await ledger.claim(due, 60_000, early), [], 'not claimed when not due by the time given');
    assert.is((await ledger.claim(due, 60_000, now)).length, 3, 'free again once the lease ended');
  });

  test('pending orders older than the given time become unknown (abandoned); newer ones stay', async () => {
    const { db } = await fresh();
    let now = new Date('2025-03-10T20:00:00.000Z');
    const ledger = createLedger(db, () => now);
    await ledger.record(donationEntry('OLD'));
    now = new Date('2025-03-10T20:00:30.000Z');
    await ledger.record(donationEntry('NEW'));
    assert.equal(await ledger.abandonPending(new Date('2025-03-10T20:00:10.000Z')), ['OLD']);
    assert.is((await ledger.find('OLD'))?.state, 'unknown');
    assert.is((await ledger.find('OLD'))?.gateway_description, 'abandoned');
    assert.is((await ledger.find('NEW'))?.state, 'pending');
  });

  test('claimCheck allows one on-the-spot check per order per gap', async () => {
    const { db } = await fresh();
    let now = new Date('2025-03-10T20:00:00.000Z');
    const ledger = createLedger(db, () => now);
    await ledger.record(donationEntry('JHR-1'));
    assert.ok(await ledger.claimCheck('JHR-1', 5_000));
    assert.not.ok(await ledger.claimCheck('JHR-1', 5_000));
    now = new Date('2025-03-10T20:00:05.000Z');
    assert.ok(await ledger.claimCheck('JHR-1', 5_000));
    assert.not.ok(await ledger.claimCheck('NOPE', 5_000), 'an unknown order is never claimed');
  });

  test('list filters by org, route, state and creation time, oldest first', async () => {
    const { db } = await fresh();
    let now = new Date('2025-03-10T20:00:00.000Z');
    const ledger = createLedger(db, () => now);
    await ledger.record(donationEntry('A'));
    now = new Date('2025-03-11T20:00:00.000Z');
    await ledger.record(donationEntry('B', { org: 'finiz', route: '/finiz' }));
    await ledger.created('B', { payProId: '1', redirectUrl: 'x' });
    assert.equal(
      (await ledger.list()).map((row) => row.order_number),
      ['A', 'B'],
    );
    assert.equal(
      (await ledger.list({ org: 'finiz' })).map((row) => row.order_number),
      ['B'],
    );
    assert.equal(
      (await ledger.list({ route: '/merchantform/grid-three-currencies' })).map((row) => row.order_number),
      ['A'],
    );
    assert.equal(
      (await ledger.list({ state: 'created' })).map((row) => row.order_number),
      ['B'],
    );
    assert.equal(
      (await ledger.list({ from: '2025-03-11T00:00:00.000Z' })).map((row) => row.order_number),
      ['B'],
    );
    assert.equal(
      (await ledger.list({ to: '2025-03-11T00:00:00.000Z' })).map((row) => row.order_number),
      ['A'],
    );
  });
});
