/**
 * What a receipt says, built from the paid order and the org file: the tax-credit sentence only for a
 * payment inside the approval's days, zakat named as zakat (a zakat form, or Zakat chosen), the chosen
 * purpose by its label, the CNIC/NICOP number where the form asked for it, PayPro's payment time (else
 * the ledger's), and nothing invented for an org without a `receipts` block.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { OrderRow } from '../../../proxy/ledger/tables.ts';
import { paidInstantOf, receiptContentOf } from '../../../proxy/receipts/receipt-content.ts';
import { fixtureOrg } from '../../helpers/fixture-orgs.ts';

const ISSUED = new Date('2026-11-26T10:00:00.000Z');
const issue = { number: 'RCT-2026-27-000001', taxYear: '2026-27', issuedAt: ISSUED, specimen: false };

/** A paid order row of `org` at `route`, with `changes`. */
function paidOrder(org: string, route: string, changes: Partial<OrderRow> = {}): OrderRow {
  return {
    order_number: 'ORDER-1',
    org,
    route,
    form_kind: 'standard-grid',
    account: 'donation',
    protocol: 'v2',
    amount: '2500',
    currency: 'PKR',
    bill_detail: '{}',
    donor_name: 'Ayesha Siddiqui',
    donor_email: 'ayesha@example.org',
    donor_phone: '',
    donor_address: '',
    request_key: null,
    fingerprint: null,
    state: 'paid',
    due_date: '2026-11-29',
    created_at: '2026-11-26T09:00:00.000Z',
    updated_at: '2026-11-26T10:00:00.000Z',
    paypro_id: '01102205600001',
    redirect_url: null,
    gateway_status: null,
    gateway_description: null,
    amount_payable: '2500',
    amount_paid: '2500',
    payment_via: 'JazzCash',
    date_paid: '2026-11-26T14:30:00',
    paid_at: '2026-11-26T10:00:00.000Z',
    check_count: 1,
    next_check_at: null,
    last_checked_at: null,
    lease_until: null,
    prompted_at: null,
    paypro_pkr_amount: null,
    parity_amount: null,
    is_parity: null,
    reported_amount_fields: null,
    amount_check: 'equal',
    language: 'en',
    ...changes,
  } as OrderRow;
}

test('a payment inside the approval carries it, with the purpose by its label and PayPro’s payment time', async () => {
  const org = await fixtureOrg('receipts-issuer');
  const order = paidOrder('receipts-issuer', '/merchantform/receipts-issuer', { bill_detail: '{"purposeOfDonation":"WaterWell"}' });
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
  const order = paidOrder('receipts-issuer', '/merchantform/receipts-issuer', { date_paid: '2028-07-01T00:30:00' });
  assert.is(receiptContentOf(order, org, issue).issuer.taxCredit, undefined);
});

test('zakat is named on a zakat form; the CNIC/NICOP number comes from the forms that ask for it', async () => {
  const zakat = receiptContentOf(paidOrder('zakat-plain', '/merchantform/zakat-plain'), await fixtureOrg('zakat-plain'), issue);
  assert.ok(zakat.purpose.zakat);
  const course = paidOrder('course-registration', '/course-registration', { bill_detail: '{"cnicNumber":"3520212345671"}' });
  const courseContent = receiptContentOf(course, await fixtureOrg('course-registration'), issue);
  assert.is(courseContent.donor.cnic, '3520212345671');
  assert.is(courseContent.purpose.payment, 'course-registration', 'a fee, which the receipt must not call a gift');
  const associates = paidOrder('associates', '/merchantform/associates', { bill_detail: '{"nationalIdentityNumber":"3520212345672"}' });
  assert.is(receiptContentOf(associates, await fixtureOrg('associates'), issue).donor.cnic, '3520212345672');
});

test('an org without a receipts block: only its display name, nothing invented', async () => {
  const content = receiptContentOf(
    paidOrder('grid-three-currencies', '/merchantform/grid-three-currencies'),
    await fixtureOrg('grid-three-currencies'),
    { ...issue, specimen: true },
  );
  assert.equal(content.issuer, { displayName: 'Three Currencies Trust' });
  assert.ok(content.specimen);
});

test('the payment time: PayPro’s DatePaid (Karachi) when readable, else when the ledger learnt it', () => {
  const fallback = new Date('2000-01-01T00:00:00Z');
  assert.is(paidInstantOf({ date_paid: '2026-11-26T14:30:00', paid_at: null }, fallback).toISOString(), '2026-11-26T09:30:00.000Z');
  assert.is(
    paidInstantOf({ date_paid: '26/11/2026', paid_at: '2026-11-26T10:00:00.000Z' }, fallback).toISOString(),
    '2026-11-26T10:00:00.000Z',
  );
  assert.is(paidInstantOf({ date_paid: null, paid_at: null }, fallback), fallback);
});

test.run();
