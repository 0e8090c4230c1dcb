/**
 * Receipts issued when an order first becomes paid, on SQLite and PostgreSQL: numbered per org and tax
 * year in the transaction of the payment, the content fixed, the mail queued once; none for an org
 * without receipts, an order that is not paid, or a payment counted again. On PostgreSQL, two ledgers
 * (two proxies' pools) settling 40 orders at once leave numbers 1 to 40 with no gap and no duplicate.
 */
import * as assert from 'uvu/assert';
import { createLedger } from '../../../proxy/ledger/ledger.ts';
import type { ReceiptContent } from '../../../proxy/receipts/receipt-content.ts';
import { createReceiptIssuer } from '../../../proxy/receipts/receipt-issuer.ts';
import { openDatabase } from '../../../proxy/ledger/open-database.ts';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fixtureOrg } from '../../helpers/fixture-orgs.ts';
import { bothDatabases } from './helpers/both-databases.ts';
import { donationEntry } from './helpers/order-entries.ts';

const at = (iso: string) => () => new Date(iso);
const paid = (datePaid: string) => ({
  state: 'paid' as const,
  final: true,
  reported: { amountPayable: '2500', amountPaid: '2500', paymentVia: 'JazzCash', datePaid },
});
const issuerEntry = (orderNumber: string, changes = {}) =>
  donationEntry(orderNumber, { org: 'receipts-issuer', route: '/merchantform/receipts-issuer', ...changes });

/** Settles `orderNumbers` as paid in another process (`helpers/settle-paid.ts`) on the SQLite ledger in `folder`. */
async function settleInProcess(folder: string, orderNumbers: string[]): Promise<void> {
  const script = new URL('./helpers/settle-paid.ts', import.meta.url).pathname;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', script, folder, ...orderNumbers]);
}

bothDatabases('receipt issue', (test, fresh, dialect) => {
  test('the first payment of an org in a tax year is receipt 1 of that year, with its content and one mail', async () => {
    const { db } = await fresh();
    const issuer = createReceiptIssuer([await fixtureOrg('receipts-issuer')], { simulated: false });
    const ledger = createLedger(db, at('2026-11-26T10:00:00.000Z'), issuer);
    await ledger.record(issuerEntry('R-1', { billDetail: { purposeOfDonation: 'Zakat' }, language: 'ur' }));
    await ledger.created('R-1', { payProId: '555', redirectUrl: 'x' });
    await ledger.settled('R-1', () => paid('2026-11-26T15:00:00'));
    const receipts = await db.selectFrom('receipts').selectAll().execute();
    assert.is(receipts.length, 1);
    const [receipt] = receipts;
    assert.is(receipt?.number, 'RCT-2026-27-000001');
    assert.is(receipt?.state, 'issued');
    assert.is(receipt?.specimen, 0);
    assert.is(receipt?.language, 'ur');
    assert.match(receipt?.token_hash ?? '', /^[0-9a-f]{64}$/);
    const content = JSON.parse(receipt!.content) as ReceiptContent;
    // The shared glossary gives Zakat's Urdu; the receipt still says it is zakat.
    assert.equal(content.purpose, { form: 'رسیدیں ٹرسٹ کو عطیہ دیں', choice: 'زکوٰۃ', zakat: true, payment: 'donation' });
    assert.is(content.issuer.taxCredit?.section, '2(36)');
    assert.is(content.payment.paidAt, '2026-11-26T10:00:00.000Z');
    assert.is(content.payment.payProId, '555');
    const mails = await db.selectFrom('mail_outbox').selectAll().execute();
    assert.is(mails.length, 1);
    assert.is(mails[0]?.receipt_number, 'RCT-2026-27-000001');
    assert.is(mails[0]?.recipient, 'ayesha@example.org');
    assert.is(mails[0]?.state, 'queued');
    // The raw token waits in the outbox only: its hash is the receipt's.
    const { token } = JSON.parse(mails[0]!.payload!) as { token: string };
    assert.ok(token.length >= 43);
    assert.not.ok(receipt!.content.includes(token));
  });

  test('numbers follow per tax year of the payment; a paid order counted again gets no second receipt', async () => {
    const { db } = await fresh();
    const issuer = createReceiptIssuer([await fixtureOrg('receipts-issuer')], { simulated: false });
    const ledger = createLedger(db, at('2027-07-02T10:00:00.000Z'), issuer);
    for (const [orderNumber, datePaid] of [
      ['R-1', '2027-06-30T23:59:00'],
      ['R-2', '2027-07-01T00:01:00'],
      ['R-3', '2027-06-15T12:00:00'],
    ] as const) {
      await ledger.record(issuerEntry(orderNumber));
      await ledger.created(orderNumber, { payProId: orderNumber, redirectUrl: 'x' });
      await ledger.settled(orderNumber, () => paid(datePaid));
    }
    await ledger.settled('R-1', () => paid('2027-06-30T23:59:00'));
    const numbers = await db.selectFrom('receipts').select(['number', 'order_number']).orderBy('number').execute();
    assert.equal(numbers, [
      { number: 'RCT-2026-27-000001', order_number: 'R-1' },
      { number: 'RCT-2026-27-000002', order_number: 'R-3' },
      { number: 'RCT-2027-28-000001', order_number: 'R-2' },
    ]);
  });

  test('no receipt for an org without the block (a real proxy), an amount mismatch, or a ledger without an issuer', async () => {
    const { db } = await fresh();
    const orgs = [await fixtureOrg('receipts-issuer'), await fixtureOrg('grid-three-currencies')];
    const ledger = createLedger(db, at('2026-11-26T10:00:00.000Z'), createReceiptIssuer(orgs, { simulated: false }));
    await ledger.record(donationEntry('G-1'));
    await ledger.settled('G-1', () => paid('2026-11-26T15:00:00'));
    await ledger.record(issuerEntry('R-1'));
    await ledger.settled('R-1', () => ({ ...paid('2026-11-26T15:00:00'), state: 'amount_mismatch' as const }));
    await createLedger(db, at('2026-11-26T10:00:00.000Z')).record(issuerEntry('R-2'));
    await createLedger(db, at('2026-11-26T10:00:00.000Z')).settled('R-2', () => paid('2026-11-26T15:00:00'));
    assert.is((await ledger.find('G-1'))?.state, 'paid');
    assert.is((await ledger.find('R-2'))?.state, 'paid');
    assert.equal(await db.selectFrom('receipts').selectAll().execute(), []);
    assert.equal(await db.selectFrom('mail_outbox').selectAll().execute(), []);
  });

  test('under the simulator every receipt is a specimen, also for an org without the block', async () => {
    const { db } = await fresh();
    const orgs = [await fixtureOrg('receipts-issuer'), await fixtureOrg('grid-three-currencies')];
    const ledger = createLedger(db, at('2026-11-26T10:00:00.000Z'), createReceiptIssuer(orgs, { simulated: true }));
    await ledger.record(donationEntry('G-1'));
    await ledger.settled('G-1', () => paid('2026-11-26T15:00:00'));
    await ledger.record(issuerEntry('R-1'));
    await ledger.settled('R-1', () => paid('2026-11-26T15:00:00'));
    const rows = await db.selectFrom('receipts').select(['number', 'specimen', 'content']).orderBy('number').execute();
    assert.equal(
      rows.map((row) => [row.number, row.specimen]),
      [
        ['GRIDTHREEC-2026-27-000001', 1],
        ['RCT-2026-27-000001', 1],
      ],
    );
    const plain = JSON.parse(rows[0]!.content) as ReceiptContent;
    assert.is(plain.issuer.legalName, undefined);
    assert.is(plain.issuer.displayName, 'Three Currencies Trust');
    assert.is((await db.selectFrom('mail_outbox').selectAll().execute()).length, 2);
  });

  test('two proxies settling the same 40 orders at once number them 1 to 40, no gap, no duplicate', async () => {
    // SQLite: a file in a temporary folder, which the other processes open too.
    const folder = dialect === 'sqlite' ? await mkdtemp(join(tmpdir(), 'receipts-')) : undefined;
    const first = folder ? await openDatabase({ kind: 'sqlite', dataDir: folder }) : await fresh();
    const org = await fixtureOrg('receipts-issuer');
    const issuer = createReceiptIssuer([org], { simulated: false });
    const now = at('2026-11-26T10:00:00.000Z');
    const orderNumbers = Array.from({ length: 40 }, (_, index) => `R-${index}`);
    const one = createLedger(first.db, now, issuer);
    for (const orderNumber of orderNumbers) {
      await one.record(issuerEntry(orderNumber));
      await one.created(orderNumber, { payProId: orderNumber, redirectUrl: 'x' });
    }
    if (dialect === 'postgres') {
      // A second pool on the same database: another proxy process as far as PostgreSQL can tell.
      const second = await openDatabase({ kind: 'postgres', url: first.location });
      try {
        const two = createLedger(second.db, now, issuer);
        const paidAnswer = () => paid('2026-11-26T15:00:00');
        await Promise.all(
          orderNumbers.flatMap((orderNumber) => [one.settled(orderNumber, paidAnswer), two.settled(orderNumber, paidAnswer)]),
        );
      } finally {
        await second.close();
      }
    } else {
      await first.close();
      await Promise.all([settleInProcess(folder!, orderNumbers), settleInProcess(folder!, [...orderNumbers].reverse())]);
    }
    const reader = folder ? await openDatabase({ kind: 'sqlite', dataDir: folder }) : first;
    try {
      const rows = await reader.db.selectFrom('receipts').select(['sequence', 'order_number']).orderBy('sequence').execute();
      assert.equal(
        rows.map((row) => row.sequence),
        orderNumbers.map((_, index) => index + 1),
      );
      assert.is(new Set(rows.map((row) => row.order_number)).size, 40);
      assert.is((await reader.db.selectFrom('mail_outbox').select('id').execute()).length, 40);
    } finally {
      if (folder) {
        await reader.close();
        await rm(folder, { recursive: true, force: true });
      }
    }
  });
});
