/**
 * `forms orders statement` on a seeded ledger of the receipts-issuer fixture, with figures worked by hand
 * (tax year 2026-27: 1 July 2026 to 30 June 2027, Karachi time):
 * - Fatima: PKR 7000 other, paid with no DatePaid (the ledger's time counts), her receipt reissued with
 *   her name corrected to Fatima Bibi: 1 gift, 7000, zakat 0, other 7000.
 * - Chaudhry Imran, no email, CNIC 3520212345671: PKR 3000 zakat + 2500 other = 5500 (2 gifts); another
 *   Chaudhry Imran without email, CNIC 4210112345671: 4000, not over, and not added to the first.
 * - Ayesha, as ayesha@example.org and Ayesha@Example.org: PKR 3000 zakat + 2000.5 other = 5000.5 (over by
 *   half a rupee); her PKR 10000 paid on 30 June 2026 at 23:30 Karachi (tax year 2025-26) is left out;
 *   her USD 100 is listed apart, never converted.
 * - Bilal: PKR 5000 exactly: not over. Dawood: PKR 6000 amount_mismatch: not counted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLedger } from '../../proxy/ledger/ledger.ts';
import type { OrderEntry } from '../../proxy/ledger/order-entry.ts';
import { createReceiptStore } from '../../proxy/ledger/receipt-store.ts';
import { createReceiptIssuer } from '../../proxy/receipts/receipt-issuer.ts';
import { fixtureOrg, fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { donationEntry } from '../proxy/ledger/helpers/order-entries.ts';
import { runCli } from './helpers/run-cli.ts';
import { seededLedger } from './helpers/seeded-ledger.ts';

const root = mkdtempSync(join(tmpdir(), 'forms-cli-statement-'));
let dataDir = '';

interface Gift {
  orderNumber: string;
  name: string;
  email: string;
  amount: string;
  purpose: 'Zakat' | 'WaterWell';
  /** Karachi time; undefined: PayPro gave no DatePaid. */
  datePaid?: string;
  currency?: string;
  cnic?: string;
  address?: string;
  state?: 'paid' | 'amount_mismatch';
}

const GIFTS: Gift[] = [
  { orderNumber: 'S-01', name: 'Fatima', email: 'fatima@example.org', amount: '7000', purpose: 'WaterWell' },
  {
    orderNumber: 'S-02',
    name: 'Chaudhry Imran',
    email: '',
    amount: '3000',
    purpose: 'Zakat',
    datePaid: '2026-09-01T10:00:00',
    cnic: '3520212345671',
    address: 'Karachi',
  },
  {
    orderNumber: 'S-03',
    name: 'chaudhry  imran',
    email: '',
    amount: '2500',
    purpose: 'WaterWell',
    datePaid: '2027-02-01T10:00:00',
    cnic: '3520212345671',
    address: 'Karachi',
  },
  {
    orderNumber: 'S-04',
    name: 'Chaudhry Imran',
    email: '',
    amount: '4000',
    purpose: 'WaterWell',
    datePaid: '2026-10-01T10:00:00',
    cnic: '4210112345671',
    address: 'Quetta',
  },
  {
    orderNumber: 'S-05',
    name: 'Ayesha Khan',
    email: 'ayesha@example.org',
    amount: '3000',
    purpose: 'Zakat',
    datePaid: '2026-07-01T00:10:00',
  },
  {
    orderNumber: 'S-06',
    name: 'Ayesha Khan',
    email: 'Ayesha@Example.org',
    amount: '2000.5',
    purpose: 'WaterWell',
    datePaid: '2027-06-30T23:50:00',
  },
  {
    orderNumber: 'S-07',
    name: 'Ayesha Khan',
    email: 'ayesha@example.org',
    amount: '10000',
    purpose: 'WaterWell',
    datePaid: '2026-06-30T23:30:00',
  },
  {
    orderNumber: 'S-08',
    name: 'Ayesha Khan',
    email: 'ayesha@example.org',
    amount: '100',
    purpose: 'WaterWell',
    datePaid: '2026-12-01T10:00:00',
    currency: 'USD',
  },
  { orderNumber: 'S-09', name: 'Bilal', email: 'bilal@example.org', amount: '5000', purpose: 'WaterWell', datePaid: '2026-12-01T10:00:00' },
  {
    orderNumber: 'S-10',
    name: 'Dawood',
    email: 'dawood@example.org',
    amount: '6000',
    purpose: 'WaterWell',
    datePaid: '2026-12-01T10:00:00',
    state: 'amount_mismatch',
  },
];

test.before(async () => {
  const seeded = await seededLedger(root);
  const org = await fixtureOrg('receipts-issuer');
  // The ledger learns of each payment on 1 March 2027 (Karachi), which counts only where DatePaid is missing.
  const now = () => new Date('2027-03-01T05:00:00.000Z');
  const ledger = createLedger(seeded.database.db, now, createReceiptIssuer([org], { simulated: false }));
  for (const gift of GIFTS) {
    const entry: OrderEntry = donationEntry(gift.orderNumber, {
      org: 'receipts-issuer',
      route: '/merchantform/receipts-issuer',
      amount: gift.amount,
      currency: gift.currency ?? 'PKR',
      billDetail: { purposeOfDonation: gift.purpose, ...(gift.cnic ? { cnicNumber: gift.cnic } : {}) },
      donor: { name: gift.name, email: gift.email, phone: '', address: gift.address ?? 'Lahore' },
    });
    await ledger.record(entry);
    await ledger.settled(gift.orderNumber, () => ({
      state: gift.state ?? 'paid',
      final: true,
      reported: gift.datePaid ? { datePaid: gift.datePaid } : {},
    }));
  }
  const store = createReceiptStore(seeded.database.db);
  const fatima = (await store.list('receipts-issuer', '2026-27')).find(({ row }) => row.order_number === 'S-01')!.row.number;
  await store.void(fatima, 'name incomplete', now());
  await store.reissue(fatima, org, { name: 'Fatima Bibi' }, now());
  dataDir = seeded.dataDir;
  await seeded.database.close();
});
test.after(() => rmSync(root, { recursive: true, force: true }));

const statement = (...args: string[]) =>
  runCli([
    'orders',
    'statement',
    '--org',
    'receipts-issuer',
    '--tax-year',
    '2026-27',
    ...args,
    '--data-dir',
    dataDir,
    '--orgs',
    fixtureOrgsDir,
  ]);

test('csv: the donors over PKR 5000 by total, zakat and other apart, then the USD gift apart', () => {
  const result = statement('--over', '5000', '--format', 'csv');
  assert.equal([result.status, result.stderr], [0, '']);
  assert.is(
    result.stdout,
    'name,address,CNIC,email,gifts,currency,total,zakat,other\r\n' +
      'Fatima Bibi,Lahore,,fatima@example.org,1,PKR,7000,0,7000\r\n' +
      'chaudhry  imran,Karachi,35202-1234567-1,,2,PKR,5500,3000,2500\r\n' +
      'Ayesha Khan,Lahore,,Ayesha@Example.org,2,PKR,5000.5,3000,2000.5\r\n' +
      'Ayesha Khan,Lahore,,ayesha@example.org,1,USD,100,0,100\r\n',
  );
});

test('the threshold is strictly over: 5000.5 is over 5000 but not over 5000.5; a lower one lets Bilal and the second Chaudhry Imran in', () => {
  const names = (over: string) =>
    statement('--over', over, '--format', 'csv')
      .stdout.trim()
      .split('\r\n')
      .slice(1)
      .filter((line) => line.includes(',PKR,'))
      .map((line) => line.split(',').slice(0, 4).join(','));
  assert.equal(names('5000.5'), ['Fatima Bibi,Lahore,,fatima@example.org', 'chaudhry  imran,Karachi,35202-1234567-1,']);
  assert.equal(names('3999'), [
    'Fatima Bibi,Lahore,,fatima@example.org',
    'chaudhry  imran,Karachi,35202-1234567-1,',
    'Ayesha Khan,Lahore,,Ayesha@Example.org',
    'Bilal,Lahore,,bilal@example.org',
    'Chaudhry Imran,Quetta,42101-1234567-1,',
  ]);
});

test('table: the donors over the amount, then the other currencies in their own section', () => {
  const result = statement('--over', '5000');
  assert.equal([result.status, result.stderr], [0, '']);
  const lines = result.stdout.split('\n');
  assert.is(lines[0], 'Donors of receipts-issuer whose gifts in tax year 2026-27 add up to over PKR 5000:');
  assert.match(lines[1]!, /^name\s+address\s+CNIC\s+email\s+gifts\s+currency\s+total\s+zakat\s+other$/);
  assert.match(lines[2]!, /^Fatima Bibi\s+Lahore\s+fatima@example\.org\s+1\s+PKR\s+7000\s+0\s+7000$/);
  assert.match(lines[4]!, /^Ayesha Khan\s+Lahore\s+Ayesha@Example\.org\s+2\s+PKR\s+5000\.5\s+3000\s+2000\.5$/);
  assert.is(lines[6], 'Gifts in other currencies (never converted, not counted against the amount):');
  assert.match(lines[8]!, /^Ayesha Khan\s+Lahore\s+ayesha@example\.org\s+1\s+USD\s+100\s+0\s+100$/);
  assert.is(statement('--over', '100000').stdout.split('\n')[0], 'No donor of receipts-issuer gave over PKR 100000 in tax year 2026-27.');
});

test('bad flags: a malformed tax year or amount, an unknown org, a format other than table or csv; exit 1, nothing on stdout', () => {
  for (const [args, message] of [
    [['--tax-year', '2026-2027', '--over', '5000'], '--tax-year is "2026-2027", which is not a tax year; write it as 2026-27'],
    [['--over', '5,000'], '--over is "5,000"; give a PKR amount in digits, e.g. 5000.'],
    [['--over', '-1'], '--over is "-1"'],
    [['--over', '5000', '--format', 'json'], "argument 'json' is invalid. Allowed choices are table, csv."],
    [['--over', '5000', '--org', 'receipt-issuer'], "there is no org 'receipt-issuer'"],
  ] as const) {
    const result = statement(...args);
    assert.equal([result.status, result.stdout], [1, ''], args.join(' '));
    assert.match(result.stderr, message);
  }
});

test.run();
