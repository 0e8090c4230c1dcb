/**
 * What a receipt says, built from the paid order and the org file: the tax-credit sentence only for a
 * payment inside the approval's days, zakat named as zakat (a zakat form, or Zakat chosen), the chosen
 * purpose by its label, the CNIC/NICOP number where the form asked for it, PayPro's payment time (else
 * the ledger's), and nothing invented for an org without a `receipts` block.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { OrderRow } from '../../../proxy/ledger/tables.ts';
import { paidInstantOf } from '../../../proxy/ledger/paid-instant.ts';
import { receiptContentOf } from '../../../proxy/receipts/receipt-content.ts';
import { fixtureOrg } from '../../helpers/fixture-orgs.ts';
import { createLedger } from '../../../proxy/ledger/ledger.ts';
import { memoryDatabase, type TestDatabase } from '../helpers/test-database.ts';
import { donationEntry } from '../ledger/helpers/order-entries.ts';

const ISSUED = new Date('2026-11-26T10:00:00.000Z');
const issue = { number: 'RCT-2026-27-000001', taxYear: '2026-27', issuedAt: ISSUED, specimen: false };

let database: TestDatabase;
test.before(async () => {
  database = await memoryDatabase();
});
test.after(() => database.close());

let orders = 0;
/**
 * A paid order of `org` at `route` as the ledger holds it, recorded and settled as PAID through the
 * ledger: BillDetail01 `billDetail`, PayPro's DatePaid `datePaid` (Karachi), PayProId and PaymentVia set.
 */
async function paidOrder(
  org: string,
  route: string,
  billDetail: Record<string, string> = {},
  datePaid = '2026-11-26T14:30:00',
): Promise<OrderRow> {
  orders += 1;
  const orderNumber = `ORDER-${orders}`;
  const ledger = createLedger(database.db, () => ISSUED);
  await ledger.record(
    donationEntry(orderNumber, {
      org,
      route,
      billDetail,
      donor: { name: 'Ayesha Siddiqui', email: 'ayesha@example.org', phone: '', address: '' },
    }),
  );
  await ledger.created(orderNumber, { payProId: '01102205600001', redirectUrl: 'x' });
  const paid = { state: 'paid' as const, final: true, reported: { paymentVia: 'JazzCash', datePaid } };
  const settled = await ledger.settled(orderNumber, () => paid);
  return settled!.order;
}

test('a payment inside the approval carries it, with the purpose by its label and PayPro’s payment time', async () => {
  const org = await fixtureOrg('receipts-issuer');
  const order = await paidOrder('receipts-issuer', '/merchantform/receipts-issuer', { purposeOfDonation: 'WaterWell' });
  const content = receiptContentOf(order, org, issue);
  assert.equal(content.issuer.taxCredit, {
    section: '2(36)',
    reference: 'CIR/Zone-II/2(36)/2025/114',
    validFrom: '2025-07-01',
    validUntil: '2028-06-30',
  });
  assert.equal(content.purpose, { form: 'Donate to Receipts Trust', choice: 'Water Well', zakat: false, payment: 'donation' });
  assert.equal(content.payment, {
    orderNumber: 'ORDER-1',
    payProId: '01102205600001',
    paymentVia: 'JazzCash',
    paidAt: '2026-11-26T09:30:00.000Z',
  });
  assert.is(content.issuer.legalName, 'Receipts Welfare Trust (Regd.)');
  assert.is(content.donor.cnic, undefined);
});

test('a payment after the approval ended carries no tax-credit sentence', async () => {
  const org = await fixtureOrg('receipts-issuer');
  const order = await paidOrder('receipts-issuer', '/merchantform/receipts-issuer', {}, '2028-07-01T00:30:00');
  assert.is(receiptContentOf(order, org, issue).issuer.taxCredit, undefined);
});

test('zakat is named on a zakat form; the CNIC/NICOP number comes from the forms that ask for it', async () => {
  const zakat = receiptContentOf(await paidOrder('zakat-plain', '/merchantform/zakat-plain'), await fixtureOrg('zakat-plain'), issue);
  assert.ok(zakat.purpose.zakat);
  const course = await paidOrder('course-registration', '/course-registration', { cnicNumber: '3520212345671' });
  const courseContent = receiptContentOf(course, await fixtureOrg('course-registration'), issue);
  assert.is(courseContent.donor.cnic, '3520212345671');
  assert.is(courseContent.purpose.payment, 'course-registration', 'a fee, which the receipt must not call a gift');
  const associates = await paidOrder('associates', '/merchantform/associates', { nationalIdentityNumber: '3520212345672' });
  assert.is(receiptContentOf(associates, await fixtureOrg('associates'), issue).donor.cnic, '3520212345672');
});

test('an org without a receipts block: only its display name, nothing invented', async () => {
  const content = receiptContentOf(
    await paidOrder('grid-three-currencies', '/merchantform/grid-three-currencies'),
    await fixtureOrg('grid-three-currencies'),
    { ...issue, specimen: true },
  );
  assert.equal(content.issuer, { displayName: 'Three Currencies Trust' });
  assert.ok(content.specimen);
});

test('the payment time: PayPro’s DatePaid (Karachi) when readable, else when the ledger learnt it, else none', () => {
  assert.is(paidInstantOf({ date_paid: '2026-11-26T14:30:00', paid_at: null })?.toISOString(), '2026-11-26T09:30:00.000Z');
  assert.is(paidInstantOf({ date_paid: '26/11/2026', paid_at: '2026-11-26T10:00:00.000Z' })?.toISOString(), '2026-11-26T10:00:00.000Z');
  assert.is(paidInstantOf({ date_paid: null, paid_at: null }), undefined);
});

test.run();
