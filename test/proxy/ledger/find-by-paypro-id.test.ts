/**
 * `findByPayProId` on SQLite and on PostgreSQL: the order of the form asked about with that PayProId,
 * compared as text (leading zeros count); nothing for another form's or org's order, an order not yet
 * created at PayPro, an id the ledger does not hold, or an order older than the window.
 */
import * as assert from 'uvu/assert';
import { createLedger } from '../../../proxy/ledger/ledger.ts';
import { findByPayProId } from '../../../proxy/ledger/find-by-paypro-id.ts';
import { bothDatabases } from './helpers/both-databases.ts';
import { donationEntry } from './helpers/order-entries.ts';

const GRID = { org: 'grid-three-currencies', route: '/merchantform/grid-three-currencies' };
const OTHER_FORM = { org: 'grid-three-currencies', route: '/merchantform/other' };
const OTHER_ORG = { org: 'membership', route: '/merchantform/grid-three-currencies' };
/** The orders below are created at 2025-03-10T20:15Z, inside this window. */
const SINCE = new Date('2025-03-06T20:15:00.000Z');

bothDatabases('findByPayProId', (test, fresh) => {
  test("the asking form's order by its PayProId, leading zeros and all; nothing for another id", async () => {
    const { db } = await fresh();
    const ledger = createLedger(db, () => new Date('2025-03-10T20:15:00.000Z'));
    await ledger.record(donationEntry('JHR-1'));
    await ledger.created('JHR-1', { payProId: '01102205600001', redirectUrl: 'https://pay.example/?bid=x' });
    await ledger.record(donationEntry('JHR-2'));
    await ledger.created('JHR-2', { payProId: '1102205600001', redirectUrl: 'https://pay.example/?bid=y' });
    await ledger.record(donationEntry('JHR-3'));
    assert.is((await findByPayProId(db, '01102205600001', GRID, SINCE))?.order_number, 'JHR-1');
    assert.is((await findByPayProId(db, '1102205600001', GRID, SINCE))?.order_number, 'JHR-2');
    for (const id of ['001102205600001', '01102205600002', '0']) {
      assert.is(await findByPayProId(db, id, GRID, SINCE), undefined, id);
    }
  });

  test("another form's or another org's order with that PayProId is not found", async () => {
    const { db } = await fresh();
    const ledger = createLedger(db, () => new Date('2025-03-10T20:15:00.000Z'));
    await ledger.record(donationEntry('JHR-1'));
    await ledger.created('JHR-1', { payProId: '09902506900001', redirectUrl: 'x' });
    assert.is(await findByPayProId(db, '09902506900001', OTHER_FORM, SINCE), undefined);
    assert.is(await findByPayProId(db, '09902506900001', OTHER_ORG, SINCE), undefined);
    assert.ok(await findByPayProId(db, '09902506900001', GRID, SINCE));
  });

  test('an order created before the window is not found by its PayProId', async () => {
    const { db } = await fresh();
    const ledger = createLedger(db, () => new Date('2025-03-10T20:15:00.000Z'));
    await ledger.record(donationEntry('JHR-1'));
    await ledger.created('JHR-1', { payProId: '09902506900001', redirectUrl: 'x' });
    assert.ok(await findByPayProId(db, '09902506900001', GRID, new Date('2025-03-10T20:15:00.000Z')));
    assert.is(await findByPayProId(db, '09902506900001', GRID, new Date('2025-03-10T20:15:00.001Z')), undefined);
  });
});
