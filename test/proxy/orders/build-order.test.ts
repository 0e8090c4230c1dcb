import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor, type FormValues } from '../../../orgs/rules/index.ts';
import type { StandardGridFormDef } from '../../../orgs/types.ts';
import { buildOrderRequest } from '../../../proxy/orders/build-order.ts';
import { gridFormAt, testOrgs } from '../helpers/test-orgs.ts';
import { english } from '../../helpers/translators.ts';

let threeCurrencies: StandardGridFormDef;
let paymentType: StandardGridFormDef;
let fiveCurrencies: StandardGridFormDef;
test.before(async () => {
  const orgs = await testOrgs();
  threeCurrencies = gridFormAt(orgs, '/merchantform/grid-three-currencies');
  paymentType = gridFormAt(orgs, '/grid-payment-type');
  fiveCurrencies = gridFormAt(orgs, '/merchantform/grid-five-currencies');
});
/** 01:15 on 11 March 2025 in Karachi, still 10 March in UTC. */
const NOW = new Date('2025-03-10T20:15:00Z');

/** Checks `raw` as the proxy does before building, so every case is input the proxy would accept. */
function build(form: StandardGridFormDef, raw: Record<string, string>, orderNumber = '7m2p8w4rt6yhcqk3x9az') {
  const checked = rulesFor(form, english).check(raw, 'submit');
  if (!checked.ok) throw new Error(`test values rejected: ${JSON.stringify(checked.errors)}`);
  const values: FormValues = checked.values;
  return buildOrderRequest({ form, values, merchantId: 'Three_Currencies', orderNumber, now: NOW });
}

test('threeCurrencies, PKR, Pakistani mobile: OrderAmount and CustomerMobile 03XXXXXXXXX', () => {
  const order = build(threeCurrencies, {
    name: '  Ayesha Khan ',
    email: 'ayesha@example.com',
    phoneNumber: '+92 300 1234567',
    address: 'House 1, Street 2, Lahore',
    amount: '2500',
    currency: 'PKR',
    donationType: 'WaterWell',
    comments: 'For the well in Thar',
  });
  assert.equal(order, [
    { MerchantId: 'Three_Currencies' },
    {
      OrderNumber: '7m2p8w4rt6yhcqk3x9az',
      OrderAmount: '2500',
      OrderDueDate: '14/03/2025',
      OrderType: 'Service',
      IssueDate: '11/03/2025',
      OrderExpireAfterSeconds: '0',
      CustomerName: 'Ayesha Khan',
      CustomerMobile: '03001234567',
      CustomerEmail: 'ayesha@example.com',
      CustomerAddress: 'House 1, Street 2, Lahore',
      BillDetail01: [{ internationalNumber: '', comments: 'For the well in Thar', purposeOfDonation: 'WaterWell' }],
    },
  ]);
});

test('threeCurrencies, USD, international phone: CurrencyAmount, Currency, IsConverted and no OrderAmount', () => {
  const order = build(threeCurrencies, {
    name: 'John Smith',
    email: 'john@example.co.uk',
    phoneNumber: '+44 7911 123456',
    amount: '19.90',
    currency: 'USD',
    donationType: 'Zakat',
  });
  assert.equal(order, [
    { MerchantId: 'Three_Currencies' },
    {
      OrderNumber: '7m2p8w4rt6yhcqk3x9az',
      CurrencyAmount: '19.9',
      Currency: 'USD',
      IsConverted: 'true',
      OrderDueDate: '14/03/2025',
      OrderType: 'Service',
      IssueDate: '11/03/2025',
      OrderExpireAfterSeconds: '0',
      CustomerName: 'John Smith',
      CustomerMobile: '',
      CustomerEmail: 'john@example.co.uk',
      CustomerAddress: '',
      BillDetail01: [{ internationalNumber: '+447911123456', comments: '', purposeOfDonation: 'Zakat' }],
    },
  ]);
  assert.not.ok('OrderAmount' in order[1]);
});

test('threeCurrencies, AED without a phone: both phone fields empty', () => {
  const [, order] = build(threeCurrencies, {
    name: 'Omar',
    email: 'omar@example.ae',
    amount: '0150.00',
    currency: 'AED',
    donationType: 'Other',
  });
  assert.equal(
    [order.CurrencyAmount, order.Currency, order.CustomerMobile, order.BillDetail01],
    ['150', 'AED', '', [{ internationalNumber: '', comments: '', purposeOfDonation: 'Other' }]],
  );
});

test('grid-five-currencies, GBP, UAE mobile: a foreign-currency order with the number in E.164', () => {
  const order = build(
    fiveCurrencies,
    {
      name: 'Fatima Noor',
      email: 'fatima@example.org',
      phoneNumber: '+971 50 123 4567',
      amount: '75',
      currency: 'GBP',
      donationType: 'FoodProgram',
      comments: 'In memory of my father',
    },
    'kf-7',
  );
  assert.equal(order, [
    { MerchantId: 'Three_Currencies' },
    {
      OrderNumber: 'kf-7',
      CurrencyAmount: '75',
      Currency: 'GBP',
      IsConverted: 'true',
      OrderDueDate: '14/03/2025',
      OrderType: 'Service',
      IssueDate: '11/03/2025',
      OrderExpireAfterSeconds: '0',
      CustomerName: 'Fatima Noor',
      CustomerMobile: '',
      CustomerEmail: 'fatima@example.org',
      CustomerAddress: '',
      BillDetail01: [
        {
          internationalNumber: '+971501234567',
          comments: 'In memory of my father',
          purposeOfDonation: 'FoodProgram',
        },
      ],
    },
  ]);
});

test('grid-payment-type: the paymentType select goes to BillDetail01.paymentType, not purposeOfDonation', () => {
  const order = build(
    paymentType,
    {
      name: 'Sana Malik',
      email: 'sana@example.pk',
      phoneNumber: '0321-7654321',
      address: 'Karachi',
      amount: '4500.5',
      currency: 'PKR',
      paymentType: 'Donation',
    },
    'ip-42',
  );
  assert.equal(order, [
    { MerchantId: 'Three_Currencies' },
    {
      OrderNumber: 'ip-42',
      OrderAmount: '4500.5',
      OrderDueDate: '14/03/2025',
      OrderType: 'Service',
      IssueDate: '11/03/2025',
      OrderExpireAfterSeconds: '0',
      CustomerName: 'Sana Malik',
      CustomerMobile: '03217654321',
      CustomerEmail: 'sana@example.pk',
      CustomerAddress: 'Karachi',
      BillDetail01: [{ internationalNumber: '', comments: '', paymentType: 'Donation' }],
    },
  ]);
});

test('a long name and address are cut to 32 and 64 characters; a long email is sent whole', () => {
  const email = 'muhammad.abdullah.siddiqui.family@example.com';
  const [, order] = build(threeCurrencies, {
    name: 'Muhammad Abdullah bin Abdul Rahman Siddiqui',
    email,
    address: 'Flat 12, Block C, Gulshan-e-Iqbal Town, University Road, Karachi, Sindh, Pakistan',
    amount: '1000',
    currency: 'PKR',
    donationType: 'Kitchen',
  });
  assert.is(order.CustomerName, 'Muhammad Abdullah bin Abdul Rahm');
  assert.is(order.CustomerAddress, 'Flat 12, Block C, Gulshan-e-Iqbal Town, University Road, Karachi');
  assert.is(String(order.CustomerAddress).length, 64);
  assert.is(order.CustomerEmail, email);
});

test.run();
