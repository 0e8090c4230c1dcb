/**
 * Golden create-order bodies of the associates form (fixed clock and order number): BillDetail01 with
 * customerMobile, country, purposeOfDonation and nationalIdentityNumber, the phone
 * placed as the README's decisions decides, PKR in OrderAmount and a foreign currency in CurrencyAmount.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import type { AssociatesFormDef } from '../../../orgs/types.ts';
import { buildOrderRequest } from '../../../proxy/orders/build-order.ts';
import { accountFor, accountsUsedBy, credentialSetOf } from '../../../proxy/orders/merchant-account.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

let form: AssociatesFormDef;
test.before(async () => {
  form = (await fixtureForm('associates', 'associates')).form;
});

/** 01:15 on 11 March 2025 in Karachi, still 10 March in UTC. */
const NOW = new Date('2025-03-10T20:15:00Z');

function build(raw: Record<string, string>) {
  const checked = rulesFor(form, english).check(raw, 'submit');
  if (!checked.ok) throw new Error(`test values rejected: ${JSON.stringify(checked.errors)}`);
  return buildOrderRequest({
    form,
    values: checked.values,
    merchantId: 'Associates_Trust',
    orderNumber: '7m2p8w4rt6yhcqk3x9az',
    now: NOW,
  });
}

const donor = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.org',
  nationalIdentityNumber: '3520212345671',
  donationType: 'Zakat',
  country: 'Pakistan',
};

const common = {
  OrderNumber: '7m2p8w4rt6yhcqk3x9az',
  OrderDueDate: '14/03/2025',
  OrderType: 'Service',
  IssueDate: '11/03/2025',
  OrderExpireAfterSeconds: '0',
};

test('PKR with a Pakistani mobile: OrderAmount, CustomerMobile 03XXXXXXXXX, no internationalNumber', () => {
  assert.equal(build({ ...donor, phoneNumber: '+923001234567', currency: 'PKR', amount: '2500' }), [
    { MerchantId: 'Associates_Trust' },
    {
      ...common,
      OrderAmount: '2500',
      CustomerName: 'Ayesha Khan',
      CustomerMobile: '03001234567',
      CustomerEmail: 'ayesha@example.org',
      CustomerAddress: '',
      BillDetail01: [
        {
          internationalNumber: '',
          customerMobile: '+923001234567',
          country: 'Pakistan',
          purposeOfDonation: 'Zakat',
          nationalIdentityNumber: '3520212345671',
        },
      ],
    },
  ]);
});

test('GBP with a UK number: CurrencyAmount, Currency, IsConverted; the number in internationalNumber only', () => {
  const order = build({
    ...donor,
    name: 'Bilal Ahmed',
    phoneNumber: '+447911123456',
    currency: 'GBP',
    amount: '150',
    donationType: 'Scholarship',
    country: 'UK',
  });
  assert.equal(order, [
    { MerchantId: 'Associates_Trust' },
    {
      ...common,
      CurrencyAmount: '150',
      Currency: 'GBP',
      IsConverted: 'true',
      CustomerName: 'Bilal Ahmed',
      CustomerMobile: '',
      CustomerEmail: 'ayesha@example.org',
      CustomerAddress: '',
      BillDetail01: [
        {
          internationalNumber: '+447911123456',
          customerMobile: '+447911123456',
          country: 'UK',
          purposeOfDonation: 'Scholarship',
          nationalIdentityNumber: '3520212345671',
        },
      ],
    },
  ]);
  assert.not.ok('OrderAmount' in order[1]);
});

test('USD with a Pakistani mobile, and PKR with a UAE number: the phone goes by the number, not the currency', () => {
  const [, usd] = build({ ...donor, phoneNumber: '+923217654321', currency: 'USD', amount: '40', country: 'USA' });
  assert.equal([usd.CurrencyAmount, usd.Currency, usd.CustomerMobile], ['40', 'USD', '03217654321']);
  assert.is((usd.BillDetail01 as Record<string, string>[])[0]!.internationalNumber, '');
  const [, pkr] = build({ ...donor, phoneNumber: '+971501234567', currency: 'PKR', amount: '5000', country: 'UAE' });
  assert.equal([pkr.OrderAmount, pkr.CustomerMobile], ['5000', '']);
  assert.is((pkr.BillDetail01 as Record<string, string>[])[0]!.internationalNumber, '+971501234567');
});

test("the form's one account receives every purpose, Zakat included, with the v2 credentials", () => {
  assert.equal(accountsUsedBy(form), ['donation']);
  assert.is(credentialSetOf(form), 'v2');
  for (const option of form.purpose.options)
    assert.is(accountFor(form, { ...donor, donationType: option.value }), 'donation', option.value);
});

test.run();
