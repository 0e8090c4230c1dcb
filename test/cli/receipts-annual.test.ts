/**
 * `forms receipts annual` on a seeded ledger whose receipts were issued as the proxy issues them: one
 * statement per donor (an address in other letter case is the same donor; a donor without email is
 * their name), void receipts left out and their replacement counted, another tax year left out, totals
 * computed by hand per currency with zakat apart; file names with no donor data; `--send` queues one mail
 * per donor with email, and a second `--send` queues none; a tax year that is not one is refused.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueReceipt } from '../../proxy/ledger/receipt-issue.ts';
import { createReceiptIssuer } from '../../proxy/receipts/receipt-issuer.ts';
import { fixtureOrg } from '../helpers/fixture-orgs.ts';
import { issuePaidReceipts } from '../proxy/receipts/helpers/paid-receipts.ts';
import { runCli } from './helpers/run-cli.ts';
import { seededLedger } from './helpers/seeded-ledger.ts';

const root = mkdtempSync(join(tmpdir(), 'forms-cli-annual-'));
let dataDir = '';
const out = join(root, 'statements');
const bilal = { name: 'Bilal Ahmed', email: 'bilal@example.org', phone: '', address: 'Lahore' };
const sana = { name: 'Sana Mir', email: 'sana@example.org', phone: '', address: '' };
const zakat = { purposeOfDonation: 'Zakat' };

test.before(async () => {
  const seeded = await seededLedger(root);
  const { db } = seeded.database;
  await issuePaidReceipts(db, [
    { orderNumber: 'B-1', datePaid: '2026-07-01T00:05:00', changes: { donor: bilal, amount: '2500', billDetail: zakat } },
    { orderNumber: 'B-2', datePaid: '2026-09-10T12:00:00', changes: { donor: bilal, amount: '1000.50' } },
    { orderNumber: 'B-3', datePaid: '2026-10-10T12:00:00', changes: { donor: bilal, amount: '25', currency: 'USD' } },
    {
      orderNumber: 'B-4',
      datePaid: '2027-06-30T23:50:00',
      changes: { donor: { ...bilal, email: 'Bilal@Example.ORG' }, amount: '499.5', language: 'ur' },
    },
    { orderNumber: 'S-1', datePaid: '2026-12-01T12:00:00', changes: { donor: sana, amount: '5000', billDetail: zakat } },
    {
      orderNumber: 'O-1',
      datePaid: '2027-01-15T12:00:00',
      changes: { donor: { name: 'Omar  Farooq', email: '', phone: '', address: '' }, amount: '100' },
    },
    // The next tax year: in no statement of 2026-27.
    { orderNumber: 'B-5', datePaid: '2027-07-01T00:01:00', changes: { donor: bilal, amount: '7000' } },
  ]);
  // S-1's receipt voided and reissued, as `forms receipts void` and `reissue` do.
  const voided = await db.selectFrom('receipts').select('number').where('order_number', '=', 'S-1').executeTakeFirstOrThrow();
  await db.updateTable('receipts').set({ state: 'void', void_reason: 'Wrong name', voided_at: '2027-01-02T00:00:00.000Z' }).execute();
  await db
    .updateTable('receipts')
    .set({ state: 'issued', void_reason: null, voided_at: null })
    .where('number', '!=', voided.number)
    .execute();
  const order = await db.selectFrom('orders').selectAll().where('order_number', '=', 'S-1').executeTakeFirstOrThrow();
  const plan = createReceiptIssuer([await fixtureOrg('receipts-issuer')], { simulated: false }).planFor(order);
  await db.transaction().execute((trx) => issueReceipt(trx, order, plan!, new Date('2027-01-02T01:00:00.000Z'), voided.number));
  dataDir = seeded.dataDir;
  await seeded.database.close();
});
test.after(() => rmSync(root, { recursive: true, force: true }));

const annual = (...args: string[]) =>
  runCli(['receipts', 'annual', '--org', 'receipts-issuer', '--tax-year', '2026-27', '--out', out, ...args, '--data-dir', dataDir]);
const statement = (file: string) => readFileSync(join(out, file), 'utf8');

test('one statement per donor, named by a counter, with each receipt and the totals worked out by hand', () => {
  const result = annual();
  assert.equal([result.status, result.stderr], [0, '']);
  assert.is(result.stdout, `Wrote 3 statements of receipts-issuer, tax year 2026-27, to ${out}/.\n`);
  assert.equal(readdirSync(out).sort(), ['statement-0001.html', 'statement-0002.html', 'statement-0003.html']);
  const first = statement('statement-0001.html');
  // Bilal's four receipts of the year (the fourth under an address in capitals), in Urdu: the language of the latest.
  assert.match(first, '<html lang="ur" dir="rtl">');
  assert.is(first.match(/RCT-2026-27-\d{6}/g)?.length, 4);
  assert.not.match(first, 'RCT-2027-28');
  assert.match(first, '<dt>کل زکوٰۃ</dt><dd><bdi>PKR 2,500</bdi></dd>');
  // 1000.50 + 499.5 = 1500; USD apart, never converted.
  assert.match(first, '<dt>زکوٰۃ کے علاوہ کل رقم</dt><dd><bdi>PKR 1,500</bdi></dd>');
  assert.match(first, '<dt>زکوٰۃ کے علاوہ کل رقم</dt><dd><bdi>USD 25</bdi></dd>');
  assert.match(first, 'Bilal Ahmed');
  // Sana's voided receipt is left out; its replacement counts once.
  const second = statement('statement-0002.html');
  assert.match(second, '<dt>Total zakat</dt><dd><bdi>PKR 5,000</bdi></dd>');
  assert.is(second.match(/RCT-2026-27-\d{6}/g)?.length, 1);
  assert.match(second, 'RCT-2026-27-000007');
  assert.not.match(second, 'RCT-2026-27-000005');
  const third = statement('statement-0003.html');
  assert.match(third, 'Omar  Farooq');
  assert.match(third, '<dt>Total other than zakat</dt><dd><bdi>PKR 100</bdi></dd>');
  for (const file of readdirSync(out)) assert.not.match(file.toLowerCase(), /bilal|sana|omar|example/);
});

test('--send queues one mail per donor with email, once: a second run queues none', async () => {
  const first = annual('--send');
  assert.equal([first.status, first.stderr], [0, '']);
  assert.match(first.stdout, "Queued 2 mails; 0 donors had this year's statement queued or sent before.\n");
  assert.match(first.stdout, '1 donors gave no email address: print their statements.\n');
  const again = annual('--send');
  assert.equal([again.status, again.stderr], [0, '']);
  assert.match(again.stdout, "Queued 0 mails; 2 donors had this year's statement queued or sent before.\n");
  const { openDatabase } = await import('../../proxy/ledger/open-database.ts');
  const database = await openDatabase({ kind: 'sqlite', dataDir });
  try {
    const mails = await database.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'annual').orderBy('dedupe_key').execute();
    assert.equal(
      mails.map((mail) => [mail.dedupe_key, mail.recipient, mail.language]),
      [
        ['annual:receipts-issuer:2026-27:bilal@example.org', 'bilal@example.org', 'ur'],
        ['annual:receipts-issuer:2026-27:sana@example.org', 'sana@example.org', 'en'],
      ],
    );
    const payload = JSON.parse(mails[1]!.payload!) as { subject: string; text: string; html: string };
    assert.is(payload.subject, 'Your statement of receipts for tax year 2026-27 from Receipts Trust');
    assert.match(payload.text, 'Total zakat: PKR 5,000');
    assert.is(payload.html, statement('statement-0002.html'));
  } finally {
    await database.close();
  }
});

test('a tax year that is not one is refused and nothing is written', () => {
  const elsewhere = join(root, 'refused');
  const result = runCli([
    'receipts',
    'annual',
    '--org',
    'receipts-issuer',
    '--tax-year',
    '2026-28',
    '--out',
    elsewhere,
    '--data-dir',
    dataDir,
  ]);
  assert.is(result.status, 1);
  assert.match(result.stderr, '--tax-year is "2026-28", which is not a tax year; write it as 2026-27');
  assert.not.ok(existsSync(elsewhere));
});

test.run();
