/** The ledger entry read from the create-order body (pure). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { orderEntryOf } from '../../../proxy/ledger/order-entry.ts';
import { isPastDue, nextCheckAt } from '../../../proxy/ledger/order-state.ts';

const origin = {
  org: 'grid-three-currencies',
  route: '/merchantform/grid-three-currencies',
  formKind: 'standard-grid',
  account: 'donation',
  protocol: 'v2' as const,
};

test('a PKR order: OrderAmount, the Customer fields, BillDetail01 and the due date as yyyy-mm-dd', () => {
  const entry = orderEntryOf(
    {
      OrderNumber: 'JHR-1',
      OrderAmount: '2500',
      OrderDueDate: '14/03/2025',
      CustomerName: 'Ayesha',
      CustomerMobile: '03001234567',
      CustomerEmail: 'a@example.org',
      CustomerAddress: 'Lahore',
      BillDetail01: [{ internationalNumber: '', purposeOfDonation: 'Zakat' }],
    },
    origin,
  );
  assert.equal(entry, {
    ...origin,
    orderNumber: 'JHR-1',
    amount: '2500',
    currency: 'PKR',
    billDetail: { internationalNumber: '', purposeOfDonation: 'Zakat' },
    donor: { name: 'Ayesha', email: 'a@example.org', phone: '03001234567', address: 'Lahore' },
    dueDate: '2025-03-14',
  });
});

test('a foreign-currency order: CurrencyAmount and Currency; an international number stands in for the mobile', () => {
  const entry = orderEntryOf(
    {
      OrderNumber: 'K-1',
      CurrencyAmount: '25.5',
      Currency: 'USD',
      OrderDueDate: '01/01/2026',
      CustomerMobile: '',
      BillDetail01: [{ internationalNumber: '+971501234567' }],
    },
    origin,
  );
  assert.is(entry.amount, '25.5');
  assert.is(entry.currency, 'USD');
  assert.is(entry.donor.phone, '+971501234567');
});

test('a body without its amount or with a bad due date cannot be recorded', () => {
  assert.throws(() => orderEntryOf({ OrderNumber: 'X', OrderDueDate: '01/01/2026' }, origin), /OrderNumber or amount/);
  assert.throws(() => orderEntryOf({ OrderNumber: 'X', OrderAmount: '1', OrderDueDate: '2026-01-01' }, origin), /dd\/MM\/yyyy/);
});

test('due dates end at midnight in Karachi; checks back off 1, 5, 30 minutes, then hourly', () => {
  assert.not.ok(isPastDue('2025-03-14', new Date('2025-03-14T18:59:59.999Z')));
  assert.ok(isPastDue('2025-03-14', new Date('2025-03-14T19:00:00.000Z')));
  const from = new Date('2025-03-10T00:00:00.000Z');
  assert.equal(
    [0, 1, 2, 3, 9].map((checks) => (nextCheckAt(from, checks).getTime() - from.getTime()) / 60_000),
    [1, 5, 30, 60, 60],
  );
});

test.run();
