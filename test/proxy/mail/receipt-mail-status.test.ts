/**
 * What the status answer tells of a paid order's receipt mail, on SQLite and PostgreSQL: the address
 * masked, `sent: false` while queued and `true` once sent; nothing for an order without a receipt, one
 * not paid, or a mail that failed or is unsure.
 */
import * as assert from 'uvu/assert';
import type { StatusChecker } from '../../../proxy/reconcile/status-check.ts';
import { createLedger } from '../../../proxy/ledger/ledger.ts';
import { receiptMailStatus } from '../../../proxy/ledger/receipt-mail-status.ts';
import { createOrderStatusSource } from '../../../proxy/reconcile/order-status-source.ts';
import { createReceiptIssuer } from '../../../proxy/receipts/receipt-issuer.ts';
import { fixtureOrg } from '../../helpers/fixture-orgs.ts';
import { bothDatabases } from '../ledger/helpers/both-databases.ts';
import { donationEntry } from '../ledger/helpers/order-entries.ts';
import { recordingTransport, senderRig } from './helpers/outbox-rig.ts';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const paid = () => ({
  state: 'paid' as const,
  final: true,
  reported: { amountPayable: '2500', amountPaid: '2500', datePaid: '2026-11-26T15:00:00' },
});
const entry = (orderNumber: string, org = 'receipts-issuer') => donationEntry(orderNumber, { org, route: `/merchantform/${org}` });
const neverChecked: StatusChecker = async () => {
  throw new Error('a paid order is not checked again');
};

bothDatabases('receipt mail status', (test, fresh) => {
  test('a paid order: the masked address, not sent while queued, sent once sent', async () => {
    const { db } = await fresh();
    const issuer = createReceiptIssuer([await fixtureOrg('receipts-issuer')], { simulated: false });
    const ledger = createLedger(db, () => NOW, issuer);
    await ledger.record(entry('R-1'));
    await ledger.created('R-1', { payProId: '555', redirectUrl: 'x' });
    await ledger.settled('R-1', paid);
    const statusOf = createOrderStatusSource({
      ledger,
      check: neverChecked,
      receiptMailOf: (orderNumber) => receiptMailStatus(db, orderNumber),
    });

    assert.equal((await statusOf('R-1'))?.receipt, { to: 'a•••@e•••.org', sent: false });
    await senderRig(db, recordingTransport(), { now: NOW }).sender.pass();
    assert.equal((await statusOf('R-1'))?.receipt, { to: 'a•••@e•••.org', sent: true });
    await db.updateTable('mail_outbox').set({ state: 'unsure' }).execute();
    assert.is(await receiptMailStatus(db, 'R-1'), undefined, 'an unsure mail is not promised');
    await db.updateTable('mail_outbox').set({ state: 'failed' }).execute();
    assert.is(await receiptMailStatus(db, 'R-1'), undefined, 'nor a failed one');
  });

  test('nothing for an order without a receipt, or not paid', async () => {
    const { db } = await fresh();
    const issuer = createReceiptIssuer([await fixtureOrg('receipts-issuer'), await fixtureOrg('grid-three-currencies')], {
      simulated: false,
    });
    const ledger = createLedger(db, () => NOW, issuer);
    const asked: string[] = [];
    const statusOf = createOrderStatusSource({
      ledger,
      check: async () => ({ kind: 'unavailable', reason: 'gateway_down' }),
      receiptMailOf: async (orderNumber) => {
        asked.push(orderNumber);
        return receiptMailStatus(db, orderNumber);
      },
    });
    await ledger.record(entry('N-1', 'grid-three-currencies'));
    await ledger.created('N-1', { payProId: '556', redirectUrl: 'x' });
    await ledger.settled('N-1', paid);
    await ledger.record(entry('C-1'));
    await ledger.created('C-1', { payProId: '557', redirectUrl: 'x' });

    const noReceipt = await statusOf('N-1');
    assert.equal([noReceipt?.state, 'receipt' in noReceipt!], ['paid', false]);
    const created = await statusOf('C-1');
    assert.equal([created?.state, 'receipt' in created!], ['created', false]);
    assert.equal(asked, ['N-1'], 'an order not paid is not looked up');
  });
});
