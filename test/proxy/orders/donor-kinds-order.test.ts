/**
 * Golden create-order bodies (PROTOCOL.md "Create order", the original forms) of the donation pages, zakat forms and the
 * campaign form, each in PKR and in a foreign currency, with a fixed clock and order number: the donor
 * in the Customer* fields, a Pakistani mobile in CustomerMobile and any other number in
 * BillDetail01.internationalNumber (the README's decisions), the form's purpose, and the campaign where there is one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import type { OrderFormDef } from '../../../orgs/types.ts';
import { buildOrderRequest } from '../../../proxy/orders/build-order.ts';
import { DONOR_VALUES } from '../../orgs/helpers/donor-forms.ts';
import { fixtureFormAt } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

/** 01:15 on 11 March 2025 in Karachi, still 10 March in UTC. */
const NOW = new Date('2025-03-10T20:15:00Z');
const ORDER_NUMBER = '7m2p8w4rt6yhcqk3x9az';

/** Checks `raw` as the proxy does before building, so every case is input the proxy would accept. */
function build(form: OrderFormDef, raw: Record<string, string>) {
  const checked = rulesFor(form, english).check(raw, 'submit');
  if (!checked.ok) throw new Error(`test values rejected: ${JSON.stringify(checked.errors)}`);
  return buildOrderRequest({ form, values: checked.values, merchantId: 'M-TEST', orderNumber: ORDER_NUMBER, now: NOW });
}

const common = {
  OrderNumber: ORDER_NUMBER,
  OrderDueDate: '14/03/2025',
  OrderType: 'Service',
  IssueDate: '11/03/2025',
  OrderExpireAfterSeconds: '0',
};

/** The order of a PKR payment by the donor of DONOR_VALUES, with `billDetail`. */
function pkrOrder(amount: string, billDetail: Record<string, string>) {
  return [
    { MerchantId: 'M-TEST' },
    {
      OrderNumber: ORDER_NUMBER,
      OrderAmount: amount,
      OrderDueDate: common.OrderDueDate,
      OrderType: common.OrderType,
      IssueDate: common.IssueDate,
      OrderExpireAfterSeconds: common.OrderExpireAfterSeconds,
      CustomerName: 'Ayesha Khan',
      CustomerMobile: '03001234567',
      CustomerEmail: 'ayesha@example.org',
      CustomerAddress: 'House 1, Street 2, Lahore',
      BillDetail01: [{ internationalNumber: '', ...billDetail }],
    },
  ];
}

/** The order of a foreign payment by John Smith with a UK mobile and no address. */
function foreignOrder(amount: string, currency: string, billDetail: Record<string, string>) {
  return [
    { MerchantId: 'M-TEST' },
    {
      OrderNumber: ORDER_NUMBER,
      CurrencyAmount: amount,
      Currency: currency,
      IsConverted: 'true',
      OrderDueDate: common.OrderDueDate,
      OrderType: common.OrderType,
      IssueDate: common.IssueDate,
      OrderExpireAfterSeconds: common.OrderExpireAfterSeconds,
      CustomerName: 'John Smith',
      CustomerMobile: '',
      CustomerEmail: 'john@example.co.uk',
      CustomerAddress: '',
      BillDetail01: [{ internationalNumber: '+447911123456', ...billDetail }],
    },
  ];
}

const foreignDonor = { name: 'John Smith', email: 'john@example.co.uk', phoneNumber: '+44 7911 123456', address: '' };

test('donation-pages Donation page: PKR and USD, purposeOfDonation Donation', async () => {
  const form = await fixtureFormAt('donation-pages', '/merchantform/donation-pages/Donation', 'donation-page');
  assert.equal(build(form, { ...DONOR_VALUES, amount: '0500.00' }), pkrOrder('500', { purposeOfDonation: 'Donation' }));
  assert.equal(
    build(form, { ...foreignDonor, currency: 'USD', amount: '25.50' }),
    foreignOrder('25.5', 'USD', { purposeOfDonation: 'Donation' }),
  );
});

test('donation-pages Zakat page: PKR and EUR (no minimum), purposeOfDonation Zakat', async () => {
  const form = await fixtureFormAt('donation-pages', '/merchantform/donation-pages/Zakat', 'donation-page');
  assert.equal(build(form, DONOR_VALUES), pkrOrder('2500', { purposeOfDonation: 'Zakat' }));
  assert.equal(build(form, { ...foreignDonor, currency: 'EUR', amount: '2' }), foreignOrder('2', 'EUR', { purposeOfDonation: 'Zakat' }));
});

test('campaign-and-zakat Zakat (summary variant): PKR and USD', async () => {
  const form = await fixtureFormAt('campaign-and-zakat', '/merchantform/campaign-and-zakat/Zakat', 'zakat-form');
  assert.equal(build(form, { ...DONOR_VALUES, amount: '10000' }), pkrOrder('10000', { purposeOfDonation: 'Zakat' }));
  assert.equal(
    build(form, { ...foreignDonor, currency: 'USD', amount: '100' }),
    foreignOrder('100', 'USD', { purposeOfDonation: 'Zakat' }),
  );
});

test('Plain Zakat Foundation (plain variant): PKR and USD', async () => {
  const form = await fixtureFormAt('zakat-plain', '/merchantform/zakat-plain', 'zakat-form');
  assert.equal(build(form, DONOR_VALUES), pkrOrder('2500', { purposeOfDonation: 'Zakat' }));
  assert.equal(
    build(form, { ...foreignDonor, currency: 'USD', amount: '7.25' }),
    foreignOrder('7.25', 'USD', { purposeOfDonation: 'Zakat' }),
  );
});

test('campaign-and-zakat Donation (campaign form): PKR Zakat and GBP Donation, with the campaign', async () => {
  const form = await fixtureFormAt('campaign-and-zakat', '/merchantform/campaign-and-zakat/Donation', 'campaign-form');
  assert.equal(
    build(form, { ...DONOR_VALUES, donationType: 'Zakat', campaign: 'OrphanCare' }),
    pkrOrder('2500', { purposeOfDonation: 'Zakat', campaign: 'OrphanCare' }),
  );
  assert.equal(
    build(form, { ...foreignDonor, address: 'London', currency: 'GBP', amount: '40', donationType: 'Donation', campaign: 'GazaRelief' }).at(
      1,
    ),
    { ...foreignOrder('40', 'GBP', { purposeOfDonation: 'Donation', campaign: 'GazaRelief' })[1], CustomerAddress: 'London' },
  );
});

test('a Pakistani landline is not a mobile: it goes to internationalNumber in E.164', async () => {
  const form = await fixtureFormAt('campaign-and-zakat', '/merchantform/campaign-and-zakat/Zakat', 'zakat-form');
  const order = build(form, { ...DONOR_VALUES, phoneNumber: '042 35761234' });
  assert.is(order[1].CustomerMobile, '');
  assert.equal(order[1].BillDetail01, [{ internationalNumber: '+924235761234', purposeOfDonation: 'Zakat' }]);
});

test.run();
