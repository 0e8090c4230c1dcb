/**
 * `forms orders list|export|summary` on a seeded ledger, as a finance officer runs them: the filters,
 * bad flags named on stderr, the CSV and JSON exports column by column (formula cells neutralised),
 * paid totals added up exactly, and reconcile refusing to run without a gateway (its pass against one is
 * in crash-recovery.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { donationEntry } from '../proxy/ledger/helpers/order-entries.ts';
import { runCli } from './helpers/run-cli.ts';
import { seededLedger } from './helpers/seeded-ledger.ts';

const root = mkdtempSync(join(tmpdir(), 'forms-cli-orders-'));
let dataDir = '';

const paid = (amount: string, paidAmount = amount) => ({
  state: 'paid' as const,
  final: true,
  reported: { amountPayable: amount, amountPaid: paidAmount, paymentVia: 'BAF', datePaid: '2025-03-11T10:00:00' },
});

test.before(async () => {
  const seeded = await seededLedger(root);
  const { ledger } = seeded;
  // Karachi 10 March, 23:30: 18:30 UTC.
  seeded.at('2025-03-10T18:30:00.000Z');
  await ledger.record(
    donationEntry('A-1', {
      amount: '0.1',
      donor: { name: '=HYPERLINK("http://evil")', email: 'a@example.org', phone: '+923001234567', address: '' },
    }),
  );
  await ledger.created('A-1', { payProId: '01102205600001', redirectUrl: 'x' });
  await ledger.settled('A-1', () => paid('0.1'));
  // Karachi 11 March.
  seeded.at('2025-03-11T05:00:00.000Z');
  await ledger.record(donationEntry('B-2', { amount: '0.2', donor: { name: '-2+3', email: '@b@example.org', phone: '', address: '' } }));
  await ledger.created('B-2', { payProId: '01102205600002', redirectUrl: 'x' });
  await ledger.settled('B-2', () => paid('0.2', '7.2'));
  await ledger.record(
    donationEntry('C-3', { org: 'finiz', route: '/finiz', currency: 'USD', amount: '25', billDetail: { campaign: 'Ramadan' } }),
  );
  await ledger.rejected('C-3', { status: '03', description: 'Invalid json object!' });
  dataDir = seeded.dataDir;
  await seeded.database.close();
});
test.after(() => rmSync(root, { recursive: true, force: true }));

const orders = (...args: string[]) => runCli(['orders', ...args, '--data-dir', dataDir]);

test('list: one line per order, oldest first, and each filter narrows it', () => {
  const all = orders('list');
  assert.equal([all.status, all.stderr], [0, '']);
  assert.is(
    all.stdout,
    '2025-03-10T18:30:00.000Z  A-1  grid-three-currencies  /merchantform/grid-three-currencies  paid  PKR 0.1  01102205600001\n' +
      '2025-03-11T05:00:00.000Z  B-2  grid-three-currencies  /merchantform/grid-three-currencies  paid  PKR 0.2  01102205600002\n' +
      '2025-03-11T05:00:00.000Z  C-3  finiz  /finiz  rejected  USD 25  -\n',
  );
  const ids = (result: { stdout: string }) =>
    result.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('  ')[1]);
  assert.equal(ids(orders('list', '--org', 'finiz')), ['C-3']);
  assert.equal(ids(orders('list', '--route', '/merchantform/grid-three-currencies', '--state', 'paid')), ['A-1', 'B-2']);
  assert.equal(ids(orders('list', '--from', '2025-03-11')), ['B-2', 'C-3'], 'Karachi days, not UTC ones');
  assert.equal(ids(orders('list', '--to', '2025-03-10')), ['A-1']);
  assert.is(orders('list', '--state', 'expired').stdout, 'No orders match.\n');
});

test('bad flags are named on stderr with what to write instead, exit 1, nothing on stdout', () => {
  const state = orders('list', '--state', 'done');
  assert.equal([state.status, state.stdout], [1, '']);
  assert.match(state.stderr, '--state is "done", which is not a state; use one of pending, created');
  assert.match(orders('list', '--from', '10/03/2025').stderr, '--from is "10/03/2025", which is not a date; write it as yyyy-mm-dd');
  assert.match(orders('export', '--format', 'xlsx').stderr, '--format is "xlsx"; use csv or json.');
});

test('export csv: the header, one row per order, quoting, and formula cells neutralised', () => {
  const result = orders('export', '--format', 'csv');
  assert.equal([result.status, result.stderr], [0, '']);
  const lines = result.stdout.split('\r\n');
  assert.is(
    lines[0],
    'OrderNumber,created,updated,paid,org,route,form kind,purpose,campaign,amount,currency,state,paid amount,channel,PayPro reference,donor name,email,phone,amount check,PayPro PKR amount,PayPro amount fields',
  );
  assert.is(
    lines[1],
    `A-1,2025-03-10T18:30:00.000Z,2025-03-10T18:30:00.000Z,2025-03-11T05:00:00.000Z,grid-three-currencies,/merchantform/grid-three-currencies,standard-grid,WaterWell,,0.1,PKR,paid,0.1,BAF,01102205600001,"'=HYPERLINK(""http://evil"")",a@example.org,'+923001234567,,,`,
  );
  assert.match(lines[2]!, ",'-2+3,'@b@example.org,");
  assert.match(lines[3]!, /^C-3,.*,finiz,\/finiz,standard-grid,,Ramadan,25,USD,rejected,,,,/);
  assert.is(lines.length, 5, 'three rows and the final line break');
});

test('export json: the same columns with camelCase keys, values as recorded', () => {
  const result = orders('export', '--format', 'json', '--state', 'paid');
  const rows = JSON.parse(result.stdout) as Record<string, string>[];
  assert.is(rows.length, 2);
  assert.equal(rows[1], {
    orderNumber: 'B-2',
    createdAt: '2025-03-11T05:00:00.000Z',
    updatedAt: '2025-03-11T05:00:00.000Z',
    paidAt: '2025-03-11T05:00:00.000Z',
    org: 'grid-three-currencies',
    route: '/merchantform/grid-three-currencies',
    formKind: 'standard-grid',
    purpose: 'WaterWell',
    campaign: '',
    amount: '0.2',
    currency: 'PKR',
    state: 'paid',
    paidAmount: '7.2',
    channel: 'BAF',
    reference: '01102205600002',
    donorName: '-2+3',
    email: '@b@example.org',
    phone: '',
    amountCheck: '',
    payproPkrAmount: '',
    amountFields: '',
  });
});

test('summary: paid orders per org, purpose and currency, added up exactly (0.1 + 0.2 = 0.3)', () => {
  const result = orders('summary');
  assert.equal([result.status, result.stderr], [0, '']);
  assert.is(result.stdout, 'grid-three-currencies  WaterWell  PKR  2 paid  0.3\ntotal  PKR  2 paid  0.3\n');
  assert.is(orders('summary', '--org', 'finiz').stdout, 'No paid orders match.\n');
});

test('reconcile without a gateway says where reconciling happens instead, exit 1', () => {
  const result = orders('reconcile');
  assert.equal([result.status, result.stdout], [1, '']);
  assert.match(result.stderr, 'PAYPRO_BASE_URL is not set, so there is no gateway to ask.');
});

test.run();
