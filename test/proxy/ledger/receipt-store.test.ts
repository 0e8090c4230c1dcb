/**
 * The receipt store on SQLite and PostgreSQL: a listing with replacements and mail states; void (kept,
 * reason and time, never twice); reissue (a new number of the same year naming the void one, donor
 * corrections, its mail queued; never for an issued or already replaced receipt); resend (a new token,
 * the old one dead, the next mail key; never for a void receipt or while a mail waits). Every refusal
 * leaves the tables as they were.
 */
import { rejects } from 'node:assert/strict';
import * as assert from 'uvu/assert';
import type { Kysely } from 'kysely';
import { createLedger } from '../../../proxy/ledger/ledger.ts';
import { receiptTokenHash } from '../../../proxy/ledger/receipt-issue.ts';
import { createReceiptStore } from '../../../proxy/ledger/receipt-store.ts';
import type { LedgerTables } from '../../../proxy/ledger/tables.ts';
import type { ReceiptContent } from '../../../proxy/receipts/receipt-content.ts';
import { createReceiptIssuer } from '../../../proxy/receipts/receipt-issuer.ts';
import { fixtureOrg } from '../../helpers/fixture-orgs.ts';
import { bothDatabases } from './helpers/both-databases.ts';
import { donationEntry } from './helpers/order-entries.ts';

const NOW = new Date('2026-12-01T09:00:00.000Z');

/** Two paid orders of receipts-issuer (R-1 in Urdu, R-2), receipts RCT-2026-27-000001 and 2 with their mails queued. */
async function seeded(db: Kysely<LedgerTables>): Promise<void> {
  const issuer = createReceiptIssuer([await fixtureOrg('receipts-issuer')], { simulated: false });
  const ledger = createLedger(db, () => new Date('2026-11-26T10:00:00.000Z'), issuer);
  for (const [orderNumber, language] of [
    ['R-1', 'ur'],
    ['R-2', 'en'],
  ] as const) {
    await ledger.record(
      donationEntry(orderNumber, {
        org: 'receipts-issuer',
        route: '/merchantform/receipts-issuer',
        billDetail: { cnicNumber: '3520212345671' },
        language,
      }),
    );
    await ledger.settled(orderNumber, () => ({ state: 'paid', final: true, reported: { datePaid: '2026-11-26T15:00:00' } }));
  }
}

/** Every row of the receipt and outbox tables, to show a refusal changed nothing. */
async function snapshot(db: Kysely<LedgerTables>) {
  return {
    receipts: await db.selectFrom('receipts').selectAll().orderBy('number').execute(),
    mails: await db.selectFrom('mail_outbox').selectAll().orderBy('dedupe_key').execute(),
    counters: await db.selectFrom('receipt_counters').selectAll().execute(),
  };
}

/** Marks every mail of the outbox `state`. */
const markMails = (db: Kysely<LedgerTables>, state: 'sent' | 'unsure' | 'sending', leaseUntil: string | null = null) =>
  db.updateTable('mail_outbox').set({ state, lease_until: leaseUntil, payload: null }).execute();

bothDatabases('receipt store', (test, fresh) => {
  test('list: the receipts of an org and tax year by number, with their mail; none for another year or org', async () => {
    const { db } = await fresh();
    await seeded(db);
    const store = createReceiptStore(db);
    const listed = await store.list('receipts-issuer', '2026-27');
    assert.equal(
      listed.map(({ row, mail, replacedBy }) => [row.number, row.state, mail, replacedBy]),
      [
        ['RCT-2026-27-000001', 'issued', { nth: 1, state: 'queued' }, undefined],
        ['RCT-2026-27-000002', 'issued', { nth: 1, state: 'queued' }, undefined],
      ],
    );
    assert.is(listed[0]?.content.donor.cnic, '3520212345671');
    assert.equal(await store.list('receipts-issuer', '2025-26'), []);
    assert.equal(await store.list('grid-three-currencies', '2026-27'), []);
    assert.ok(await store.knowsOrg('receipts-issuer'));
    assert.not.ok(await store.knowsOrg('receipt-issuer'));
  });

  test('void keeps the receipt with its reason and time; a second void, a blank reason or an unknown number is refused', async () => {
    const { db } = await fresh();
    await seeded(db);
    const store = createReceiptStore(db);
    await store.void('RCT-2026-27-000001', "  donor's name misspelt ", NOW);
    const row = await store.find('RCT-2026-27-000001');
    assert.equal([row?.state, row?.void_reason, row?.voided_at], ['void', "donor's name misspelt", NOW.toISOString()]);
    assert.ok(row?.content.includes('RCT-2026-27-000001'), 'the content is kept');
    const before = await snapshot(db);
    await rejects(
      () => store.void('RCT-2026-27-000001', 'again', NOW),
      /is already void \(since 2026-12-01T09:00:00.000Z: donor's name misspelt\)/,
    );
    await rejects(() => store.void('RCT-2026-27-000002', '   ', NOW), /--reason is empty/);
    await rejects(() => store.void('RCT-2026-27-000099', 'typo', NOW), /There is no receipt RCT-2026-27-000099/);
    assert.equal(await snapshot(db), before);
  });

  test('reissue: the next number of the year names the void one, with the corrections, queued for mail', async () => {
    const { db } = await fresh();
    await seeded(db);
    const org = await fixtureOrg('receipts-issuer');
    const store = createReceiptStore(db);
    await store.void('RCT-2026-27-000001', 'wrong name', NOW);
    const { number, mailedTo } = await store.reissue('RCT-2026-27-000001', org, { name: ' Ayesha Siddiqa ', cnic: '35202-7654321-3' }, NOW);
    assert.equal([number, mailedTo], ['RCT-2026-27-000003', 'ayesha@example.org']);
    const row = await store.find(number);
    assert.equal(
      [row?.state, row?.replaces, row?.order_number, row?.tax_year, row?.language],
      ['issued', 'RCT-2026-27-000001', 'R-1', '2026-27', 'ur'],
    );
    const content = JSON.parse(row!.content) as ReceiptContent;
    assert.equal(content.donor, { name: 'Ayesha Siddiqa', email: 'ayesha@example.org', cnic: '3520276543213', address: 'Lahore' });
    assert.is(content.replaces, 'RCT-2026-27-000001');
    assert.is(content.amount, '2500');
    const mail = await db.selectFrom('mail_outbox').selectAll().where('receipt_number', '=', number).executeTakeFirstOrThrow();
    assert.equal([mail.dedupe_key, mail.recipient, mail.state], [`receipt:${number}#1`, 'ayesha@example.org', 'queued']);
    const listed = await store.list('receipts-issuer', '2026-27');
    assert.is(listed[0]?.replacedBy, number);

    // A correction carries over to the next reissue of the same payment.
    await store.void(number, 'wrong email', NOW);
    const third = (await store.reissue(number, org, { email: 'ayesha.s@example.org' }, NOW)).number;
    const donor = (JSON.parse((await store.find(third))!.content) as ReceiptContent).donor;
    assert.equal([donor.name, donor.email], ['Ayesha Siddiqa', 'ayesha.s@example.org']);
  });

  test('reissue is refused for an issued receipt, one already replaced, an unknown number and bad corrections, changing nothing', async () => {
    const { db } = await fresh();
    await seeded(db);
    const org = await fixtureOrg('receipts-issuer');
    const store = createReceiptStore(db);
    await store.void('RCT-2026-27-000001', 'wrong name', NOW);
    await store.reissue('RCT-2026-27-000001', org, {}, NOW);
    await store.void('RCT-2026-27-000002', 'wrong name', NOW);
    const before = await snapshot(db);
    await rejects(() => store.reissue('RCT-2026-27-000003', org, {}, NOW), /Receipt RCT-2026-27-000003 is not void; void it first/);
    await rejects(() => store.reissue('RCT-2026-27-000001', org, {}, NOW), /is already replaced by RCT-2026-27-000003/);
    await rejects(() => store.reissue('RCT-2026-27-000042', org, {}, NOW), /There is no receipt RCT-2026-27-000042/);
    await rejects(() => store.reissue('RCT-2026-27-000002', org, { email: 'not-an-address' }, NOW), /--email is "not-an-address"/);
    await rejects(() => store.reissue('RCT-2026-27-000002', org, { cnic: '35202-123' }, NOW), /a CNIC has 13 digits/);
    await rejects(() => store.reissue('RCT-2026-27-000002', org, { name: ' ' }, NOW), /--name is empty/);
    const other = await fixtureOrg('grid-three-currencies');
    await rejects(() => store.reissue('RCT-2026-27-000002', other, {}, NOW), /is of org receipts-issuer, not grid-three-currencies/);
    assert.equal(await snapshot(db), before);
  });

  test('resend: a new token (the old link dead) and the next mail, after an unsure one; refused while one waits or for a void receipt', async () => {
    const { db } = await fresh();
    await seeded(db);
    const store = createReceiptStore(db);
    const number = 'RCT-2026-27-000002';
    const oldHash = (await store.find(number))?.token_hash;
    const waiting = await snapshot(db);
    await rejects(() => store.resend(number, NOW), /is queued already \(mail #1\)/);
    await markMails(db, 'sending', '2026-12-01T09:05:00.000Z');
    await rejects(() => store.resend(number, NOW), /is sending already \(mail #1\)/);
    assert.equal((await snapshot(db)).receipts, waiting.receipts);

    await markMails(db, 'unsure');
    const resent = await store.resend(number, NOW);
    assert.equal([resent.nth, resent.recipient], [2, 'ayesha@example.org']);
    const row = await store.find(number);
    assert.is(row?.token_hash, receiptTokenHash(resent.token));
    assert.is.not(row?.token_hash, oldHash);
    const mail = await db.selectFrom('mail_outbox').selectAll().where('dedupe_key', '=', `receipt:${number}#2`).executeTakeFirstOrThrow();
    assert.equal(
      [mail.state, mail.recipient, mail.receipt_number, JSON.parse(mail.payload!)],
      ['queued', 'ayesha@example.org', number, { token: resent.token }],
    );
    assert.equal((await store.list('receipts-issuer', '2026-27'))[1]?.mail, { nth: 2, state: 'queued' });

    await store.void('RCT-2026-27-000001', 'duplicate', NOW);
    const before = await snapshot(db);
    await rejects(() => store.resend('RCT-2026-27-000001', NOW), /is void; only an issued receipt is sent/);
    await rejects(() => store.resend('RCT-2026-27-000077', NOW), /There is no receipt RCT-2026-27-000077/);
    assert.equal(await snapshot(db), before);
  });

  test('resend refuses a receipt without an email address', async () => {
    const { db } = await fresh();
    const issuer = createReceiptIssuer([await fixtureOrg('receipts-issuer')], { simulated: false });
    const ledger = createLedger(db, () => new Date('2026-11-26T10:00:00.000Z'), issuer);
    const donor = { name: 'Anonymous', email: '', phone: '', address: '' };
    await ledger.record(donationEntry('R-9', { org: 'receipts-issuer', route: '/merchantform/receipts-issuer', donor }));
    await ledger.settled('R-9', () => ({ state: 'paid', final: true, reported: { datePaid: '2026-11-26T15:00:00' } }));
    await rejects(
      () => createReceiptStore(db).resend('RCT-2026-27-000001', NOW),
      /has no email address to send it to; void it and reissue it with --email/,
    );
    assert.equal(await db.selectFrom('mail_outbox').selectAll().execute(), []);
  });
});
