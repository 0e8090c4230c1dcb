/**
 * `forms receipts list|void|reissue|resend` on a seeded ledger of the receipts-issuer fixture, as a
 * finance officer runs them: the list in each format, a void then its reissue with a corrected name
 * (listed as replaced), a resend after an unsure mail; and every bad call (unknown org or number,
 * malformed tax year, voiding a void receipt, reissuing an issued one, an empty reason) named on stderr
 * with exit 1 and the ledger left as it was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLedger } from '../../proxy/ledger/ledger.ts';
import { openDatabase } from '../../proxy/ledger/open-database.ts';
import { createReceiptIssuer } from '../../proxy/receipts/receipt-issuer.ts';
import { fixtureOrg, fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { donationEntry } from '../proxy/ledger/helpers/order-entries.ts';
import { runCli } from './helpers/run-cli.ts';
import { seededLedger } from './helpers/seeded-ledger.ts';

const root = mkdtempSync(join(tmpdir(), 'forms-cli-receipts-'));
let dataDir = '';

test.before(async () => {
  const seeded = await seededLedger(root);
  const issuer = createReceiptIssuer([await fixtureOrg('receipts-issuer')], { simulated: false });
  const ledger = createLedger(seeded.database.db, () => new Date('2026-11-26T10:00:00.000Z'), issuer);
  // Bilal's name as a spreadsheet formula shows the CSV neutralising it.
  for (const [orderNumber, name, amount, purposeOfDonation] of [
    ['R-1', 'Ayesha Kahn', '2500', 'Zakat'],
    ['R-2', '=1+2', '1000', 'WaterWell'],
  ] as const) {
    const donor = { name, email: `${orderNumber.toLowerCase()}@example.org`, phone: '', address: 'Lahore' };
    await ledger.record(
      donationEntry(orderNumber, {
        org: 'receipts-issuer',
        route: '/merchantform/receipts-issuer',
        amount,
        billDetail: { purposeOfDonation },
        donor,
      }),
    );
    await ledger.settled(orderNumber, () => ({ state: 'paid', final: true, reported: { datePaid: '2026-11-26T15:00:00' } }));
  }
  dataDir = seeded.dataDir;
  await seeded.database.close();
});
test.after(() => rmSync(root, { recursive: true, force: true }));

const receipts = (...args: string[]) => runCli(['receipts', ...args, '--data-dir', dataDir]);

/** The receipt and outbox rows as they are now, read from the ledger's file. */
async function ledgerRows() {
  const database = await openDatabase({ kind: 'sqlite', dataDir });
  try {
    return {
      receipts: await database.db.selectFrom('receipts').selectAll().orderBy('number').execute(),
      mails: await database.db.selectFrom('mail_outbox').selectAll().orderBy('dedupe_key').execute(),
    };
  } finally {
    await database.close();
  }
}

/** Marks every mail of the outbox `state`, as the sender would. */
async function markMails(state: 'sent' | 'unsure'): Promise<void> {
  const database = await openDatabase({ kind: 'sqlite', dataDir });
  try {
    await database.db.updateTable('mail_outbox').set({ state, payload: null }).execute();
  } finally {
    await database.close();
  }
}

test('list: a table in Karachi time, CSV with formula cells neutralised, JSON with every column', () => {
  const table = receipts('list', '--org', 'receipts-issuer', '--tax-year', '2026-27');
  assert.equal([table.status, table.stderr], [0, '']);
  const lines = table.stdout.trimEnd().split('\n');
  assert.match(lines[0]!, /^number\s+issued \(Karachi\)\s+state\s+amount\s+donor\s+replaces\s+replaced by\s+mail\s+void reason$/);
  assert.match(lines[1]!, /^RCT-2026-27-000001\s+2026-11-26 15:00\s+issued\s+PKR 2500\s+Ayesha Kahn\s+queued$/);
  assert.is(lines.length, 3);

  const csv = receipts('list', '--org', 'receipts-issuer', '--tax-year', '2026-27', '--format', 'csv');
  assert.equal([csv.status, csv.stderr], [0, '']);
  assert.is(
    csv.stdout,
    'number,issued,state,specimen,OrderNumber,donor name,email,amount,currency,zakat,replaces,replaced by,mail,mailings,voided,void reason\r\n' +
      'RCT-2026-27-000001,2026-11-26T10:00:00.000Z,issued,,R-1,Ayesha Kahn,r-1@example.org,2500,PKR,yes,,,queued,1,,\r\n' +
      "RCT-2026-27-000002,2026-11-26T10:00:00.000Z,issued,,R-2,'=1+2,r-2@example.org,1000,PKR,,,,queued,1,,\r\n",
  );

  const json = receipts('list', '--org', 'receipts-issuer', '--tax-year', '2026-27', '--format', 'json');
  const rows = JSON.parse(json.stdout) as Record<string, string>[];
  assert.equal(rows[0], {
    number: 'RCT-2026-27-000001',
    issuedAt: '2026-11-26T10:00:00.000Z',
    state: 'issued',
    specimen: '',
    orderNumber: 'R-1',
    donorName: 'Ayesha Kahn',
    email: 'r-1@example.org',
    amount: '2500',
    currency: 'PKR',
    zakat: 'yes',
    replaces: '',
    replacedBy: '',
    mail: 'queued',
    mailings: '1',
    voidedAt: '',
    voidReason: '',
  });
  assert.is(
    receipts('list', '--org', 'receipts-issuer', '--tax-year', '2025-26').stdout,
    'No receipts of receipts-issuer in tax year 2025-26.\n',
  );
});

test('bad calls are named on stderr, exit 1, print nothing and change nothing', async () => {
  const before = await ledgerRows();
  for (const [args, message] of [
    [['list', '--org', 'receipt-issuer', '--tax-year', '2026-27'], 'The ledger holds no order of org "receipt-issuer"; check the id'],
    [['list', '--org', 'receipts-issuer', '--tax-year', '26-27'], '--tax-year is "26-27", which is not a tax year; write it as 2026-27'],
    [['list', '--org', 'receipts-issuer', '--tax-year', '2026-27', '--format', 'xlsx'], 'Allowed choices are table, csv, json.'],
    [['void', 'RCT-2026-27-000009', '--reason', 'typo'], 'There is no receipt RCT-2026-27-000009'],
    [['void', 'RCT-2026-27-000001', '--reason', '  '], '--reason is empty'],
    [['void', 'RCT-2026-27-000001'], "required option '--reason <text>' not specified"],
    [['reissue', 'RCT-2026-27-000001', '--orgs', fixtureOrgsDir], 'Receipt RCT-2026-27-000001 is not void; void it first'],
    [['resend', 'RCT-2026-27-000001'], 'Receipt RCT-2026-27-000001 is queued already (mail #1)'],
  ] as const) {
    const result = receipts(...args);
    assert.equal([result.status, result.stdout], [1, ''], args.join(' '));
    assert.match(result.stderr, message);
    assert.not.match(result.stderr, /\n\s+at /, 'no stack');
  }
  assert.equal(await ledgerRows(), before);
});

test('void, then reissue with a corrected name: a new number naming the old, listed as replaced; a second void or reissue is refused', async () => {
  const voided = receipts('void', 'RCT-2026-27-000001', '--reason', 'name misspelt');
  assert.equal([voided.status, voided.stderr], [0, '']);
  assert.match(voided.stdout, 'Receipt RCT-2026-27-000001 is void.');
  const again = receipts('void', 'RCT-2026-27-000001', '--reason', 'again');
  assert.equal(again.status, 1);
  assert.match(again.stderr, 'Receipt RCT-2026-27-000001 is already void (since ');

  const reissued = receipts('reissue', 'RCT-2026-27-000001', '--name', 'Ayesha Khan', '--orgs', fixtureOrgsDir);
  assert.equal([reissued.status, reissued.stderr], [0, '']);
  assert.is(reissued.stdout, 'Receipt RCT-2026-27-000003 replaces void receipt RCT-2026-27-000001; queued for mail to r-1@example.org.\n');
  const twice = receipts('reissue', 'RCT-2026-27-000001', '--orgs', fixtureOrgsDir);
  assert.equal(twice.status, 1);
  assert.match(twice.stderr, 'Receipt RCT-2026-27-000001 is already replaced by RCT-2026-27-000003.');

  const rows = JSON.parse(receipts('list', '--org', 'receipts-issuer', '--tax-year', '2026-27', '--format', 'json').stdout) as Record<
    string,
    string
  >[];
  assert.equal(
    rows.map((row) => [row.number, row.state, row.donorName, row.replaces, row.replacedBy, row.voidReason]),
    [
      ['RCT-2026-27-000001', 'void', 'Ayesha Kahn', '', 'RCT-2026-27-000003', 'name misspelt'],
      ['RCT-2026-27-000002', 'issued', '=1+2', '', '', ''],
      ['RCT-2026-27-000003', 'issued', 'Ayesha Khan', 'RCT-2026-27-000001', '', ''],
    ],
  );
  const table = receipts('list', '--org', 'receipts-issuer', '--tax-year', '2026-27').stdout;
  assert.match(table, /RCT-2026-27-000001\s+\S+ \S+\s+VOID\s+PKR 2500\s+Ayesha Kahn\s+RCT-2026-27-000003\s+queued\s+name misspelt/);
});

test('resend after an unsure mail: a new link and the second mail, listed as such', async () => {
  await markMails('unsure');
  const tokenBefore = (await ledgerRows()).receipts.find((row) => row.number === 'RCT-2026-27-000002')?.token_hash;
  const resent = receipts('resend', 'RCT-2026-27-000002');
  assert.equal([resent.status, resent.stderr], [0, '']);
  assert.is(
    resent.stdout,
    'Receipt RCT-2026-27-000002 queued for mail to r-2@example.org (sending #2); its earlier link no longer works.\n',
  );
  const { receipts: rows, mails } = await ledgerRows();
  assert.is.not(rows.find((row) => row.number === 'RCT-2026-27-000002')?.token_hash, tokenBefore);
  assert.equal(
    mails.filter((mail) => mail.receipt_number === 'RCT-2026-27-000002').map((mail) => [mail.dedupe_key, mail.state]),
    [
      ['receipt:RCT-2026-27-000002#1', 'unsure'],
      ['receipt:RCT-2026-27-000002#2', 'queued'],
    ],
  );
  const table = receipts('list', '--org', 'receipts-issuer', '--tax-year', '2026-27').stdout;
  assert.match(table, /RCT-2026-27-000002 .* queued \(#2\)/);
  const voidOne = receipts('resend', 'RCT-2026-27-000001');
  assert.equal(voidOne.status, 1);
  assert.match(voidOne.stderr, 'Receipt RCT-2026-27-000001 is void; only an issued receipt is sent');
});

test.run();
