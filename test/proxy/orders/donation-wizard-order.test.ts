/**
 * The orders the donation wizards send, golden per form, in PKR and a foreign
 * currency: CustomerName from first and last name, the contact number placed as the README's decisions says,
 * CustomerAddress from the address fields, and BillDetail01 with the keys each form has.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import type { DonationWizardFormDef } from '../../../orgs/types.ts';
import { buildOrderRequest } from '../../../proxy/orders/build-order.ts';
import { fixtureWizardForm } from '../../orgs/helpers/wizard-forms.ts';
import { english } from '../../helpers/translators.ts';

let twoAccounts: DonationWizardFormDef;
let addressWizard: DonationWizardFormDef;
let categoryWizard: DonationWizardFormDef;
test.before(async () => {
  twoAccounts = await fixtureWizardForm('wizard-two-accounts');
  addressWizard = await fixtureWizardForm('wizard-address');
  categoryWizard = await fixtureWizardForm('wizard-category');
});

/** 01:15 on 11 March 2025 in Karachi, still 10 March in UTC. */
const NOW = new Date('2025-03-10T20:15:00Z');
const ORDER_NUMBER = '7m2p8w4rt6yhcqk3x9az';
const DATES = { OrderDueDate: '14/03/2025', OrderType: 'Service', IssueDate: '11/03/2025', OrderExpireAfterSeconds: '0' };

/** Checks `raw` as the proxy does before building, so every case is input the proxy would accept. */
function build(form: DonationWizardFormDef, raw: Record<string, string>) {
  const checked = rulesFor(form, english).check(raw, 'submit');
  if (!checked.ok) throw new Error(`test values rejected: ${JSON.stringify(checked.errors)}`);
  return buildOrderRequest({ form, values: checked.values, merchantId: 'MERCHANT', orderNumber: ORDER_NUMBER, now: NOW });
}

const AYESHA = { firstName: ' Ayesha ', lastName: 'Khan', email: 'ayesha@example.org' };

test('secure wizard, PKR Zakat, Pakistani mobile: CustomerMobile, no address, purposeOfDonation Zakat', () => {
  const order = build(twoAccounts, {
    ...AYESHA,
    currency: 'PKR',
    amount: '1000',
    donationPurpose: 'Zakat',
    contactNumber: '+92 300 1234567',
  });
  assert.equal(order, [
    { MerchantId: 'MERCHANT' },
    {
      OrderNumber: ORDER_NUMBER,
      OrderAmount: '1000',
      ...DATES,
      CustomerName: 'Ayesha Khan',
      CustomerMobile: '03001234567',
      CustomerEmail: 'ayesha@example.org',
      CustomerAddress: '',
      BillDetail01: [{ internationalNumber: '', purposeOfDonation: 'Zakat' }],
    },
  ]);
});

test('secure wizard, USD General, UK number: CurrencyAmount with Currency and IsConverted, number in internationalNumber', () => {
  const order = build(twoAccounts, {
    ...AYESHA,
    currency: 'USD',
    amount: '25.50',
    donationPurpose: 'General',
    contactNumber: '+44 7911 123456',
  });
  assert.equal(order, [
    { MerchantId: 'MERCHANT' },
    {
      OrderNumber: ORDER_NUMBER,
      CurrencyAmount: '25.5',
      Currency: 'USD',
      IsConverted: 'true',
      ...DATES,
      CustomerName: 'Ayesha Khan',
      CustomerMobile: '',
      CustomerEmail: 'ayesha@example.org',
      CustomerAddress: '',
      BillDetail01: [{ internationalNumber: '+447911123456', purposeOfDonation: 'General' }],
    },
  ]);
  assert.not.ok('OrderAmount' in order[1]);
});

const ADDRESS = { address: 'House 1, Street 2', country: 'Pakistan', province: 'Sindh', zipCode: '75500', city: 'Karachi' };

test('address form, PKR: CustomerAddress joins address, city, province and country; zipCode in BillDetail01', () => {
  const order = build(addressWizard, {
    ...AYESHA,
    ...ADDRESS,
    contactNumber: '0321-7654321',
    currency: 'PKR',
    amount: '2000',
    donationPurpose: 'General',
  });
  assert.equal(order, [
    { MerchantId: 'MERCHANT' },
    {
      OrderNumber: ORDER_NUMBER,
      OrderAmount: '2000',
      ...DATES,
      CustomerName: 'Ayesha Khan',
      CustomerMobile: '03217654321',
      CustomerEmail: 'ayesha@example.org',
      CustomerAddress: 'House 1, Street 2, Karachi, Sindh, Pakistan',
      BillDetail01: [{ internationalNumber: '', purposeOfDonation: 'General', zipCode: '75500' }],
    },
  ]);
});

test('address form, AED with a UAE mobile and a long address cut to 64 characters', () => {
  const [, order] = build(addressWizard, {
    ...AYESHA,
    ...ADDRESS,
    address: 'Flat 12, Building 7, Sheikh Zayed Road, Near the Metro Station',
    contactNumber: '+971 50 123 4567',
    currency: 'AED',
    amount: '150',
    donationPurpose: 'Zakat',
  });
  assert.equal(
    [order.CurrencyAmount, order.Currency, order.IsConverted, order.CustomerMobile, order.CustomerAddress, order.BillDetail01],
    [
      '150',
      'AED',
      'true',
      '',
      'Flat 12, Building 7, Sheikh Zayed Road, Near the Metro Station,',
      [{ internationalNumber: '+971501234567', purposeOfDonation: 'Zakat', zipCode: '75500' }],
    ],
  );
});

test('widget, PKR Sadqah: educationType and zipCode in BillDetail01; optional fields left empty', () => {
  const order = build(categoryWizard, {
    ...AYESHA,
    country: 'Pakistan',
    educationType: 'Sponsor a child',
    currency: 'PKR',
    amount: '100',
    donationPurpose: 'Sadqah',
  });
  assert.equal(order, [
    { MerchantId: 'MERCHANT' },
    {
      OrderNumber: ORDER_NUMBER,
      OrderAmount: '100',
      ...DATES,
      CustomerName: 'Ayesha Khan',
      CustomerMobile: '',
      CustomerEmail: 'ayesha@example.org',
      CustomerAddress: 'Pakistan',
      BillDetail01: [{ internationalNumber: '', purposeOfDonation: 'Sadqah', zipCode: '', educationType: 'Sponsor a child' }],
    },
  ]);
});

test('widget, USD with the full address and an Other amount', () => {
  const order = build(categoryWizard, {
    ...AYESHA,
    ...ADDRESS,
    province: 'Punjab',
    city: 'Lahore',
    zipCode: '54000',
    contactNumber: '03001234567',
    educationType: 'Physical Therapy',
    currency: 'USD',
    amount: '0075.00',
    donationPurpose: 'General',
  });
  assert.equal(order, [
    { MerchantId: 'MERCHANT' },
    {
      OrderNumber: ORDER_NUMBER,
      CurrencyAmount: '75',
      Currency: 'USD',
      IsConverted: 'true',
      ...DATES,
      CustomerName: 'Ayesha Khan',
      CustomerMobile: '03001234567',
      CustomerEmail: 'ayesha@example.org',
      CustomerAddress: 'House 1, Street 2, Lahore, Punjab, Pakistan',
      BillDetail01: [{ internationalNumber: '', purposeOfDonation: 'General', zipCode: '54000', educationType: 'Physical Therapy' }],
    },
  ]);
});

test.run();
