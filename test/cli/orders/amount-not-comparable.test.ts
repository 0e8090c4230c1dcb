/**
 * `forms orders list|export|summary` and a paid order whose amount PayPro gave nothing to compare with
 * (`amount_check` 'not_comparable'): `list` marks its line, `export` says how each paid amount was
 * checked with the PKR amount and the amount fields PayPro gave, and `summary` adds it up in the donor's
 * currency like any paid order and says how many such orders a total holds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { donationEntry } from '../../proxy/ledger/helpers/order-entries.ts';
import { runCli } from '../helpers/run-cli.ts';
import { seededLedger } from '../helpers/seeded-ledger.ts';

const root = mkdtempSync(join(tmpdir(), 'forms-cli-not-comparable-'));
let dataDir = '';

const paid = (amountCheck: 'pkr_amount' | 'not_comparable') => ({
  state: 'paid' as const,
  final: true,
  amountCheck,
  reported: {
    amountPayable: '7000',
    amountPaid: '7210',
    paymentVia: 'BAF',
    amountFields: ['AmountPayable' as const, 'OrderAmountPaid' as const],
  },
});

test.before(async () => {
  const seeded = await seededLedger(root);
  const { ledger } = seeded;
  seeded.at('2025-03-11T05:00:00.000Z');
  await ledger.record(donationEntry('USD-1', { currency: 'USD', amount: '25' }));
  await ledger.created('USD-1', { payProId: '01102207000001', redirectUrl: 'x', amounts: { pkrAmount: '7000' } });
  await ledger.settled('USD-1', () => paid('pkr_amount'));
  await ledger.record(donationEntry('USD-2', { currency: 'USD', amount: '10.5' }));
  await ledger.created('USD-2', { payProId: '01102207000002', redirectUrl: 'x' });
  await ledger.settled('USD-2', () => paid('not_comparable'));
  dataDir = seeded.dataDir;
  await seeded.database.close();
});
test.after(() => rmSync(root, { recursive: true, force: true }));

const orders = (...args: string[]) => runCli(['orders', ...args, '--data-dir', dataDir]);

test('list: the paid order without a comparable amount says so at the end of its line', () => {
  const result = orders('list', '--state', 'paid');
  assert.equal([result.status, result.stderr], [0, '']);
  assert.is(
    result.stdout,
    '2025-03-11T05:00:00.000Z  USD-1  grid-three-currencies  /merchantform/grid-three-currencies  paid  USD 25  01102207000001\n' +
      '2025-03-11T05:00:00.000Z  USD-2  grid-three-currencies  /merchantform/grid-three-currencies  paid  USD 10.5  01102207000002  amount not comparable\n',
  );
});

test('export: how the amount was checked, the PKR amount from create-order and the amount fields PayPro gave', () => {
  const rows = JSON.parse(orders('export', '--format', 'json').stdout) as Record<string, string>[];
  assert.equal(
    rows.map((row) => [row.orderNumber, row.amount, row.currency, row.amountCheck, row.payproPkrAmount, row.amountFields]),
    [
      ['USD-1', '25', 'USD', 'PKR amount', '7000', 'AmountPayable,OrderAmountPaid'],
      ['USD-2', '10.5', 'USD', 'amount not comparable', '', 'AmountPayable,OrderAmountPaid'],
    ],
  );
  const header = orders('export', '--format', 'csv').stdout.split('\r\n')[0];
  assert.match(header!, /,phone,amount check,PayPro PKR amount,PayPro amount fields$/);
});

test('summary: the donor amounts in their currency, the not comparable one included and counted', () => {
  const result = orders('summary');
  assert.is(result.stdout, 'grid-three-currencies  WaterWell  USD  2 paid  35.5\ntotal  USD  2 paid  35.5  (1 amount not comparable)\n');
});

test.run();
