/**
 * Golden create-order bodies of the fixed-amount forms (fixed clock and order number): USD 20 and
 * PKR 4500 from the org file, whatever the request says; no phone, no address, no BillDetail01.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import type { FixedAmountFormDef } from '../../../orgs/types.ts';
import { buildOrderRequest } from '../../../proxy/orders/build-order.ts';
import { accountFor, credentialSetOf } from '../../../proxy/orders/merchant-account.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

let dollar: FixedAmountFormDef;
let rupee: FixedAmountFormDef;
test.before(async () => {
  dollar = (await fixtureForm('fixed-amount', 'fixed-amount', '/fixed-amount-dollar')).form;
  rupee = (await fixtureForm('fixed-amount', 'fixed-amount', '/fixed-amount-pkr')).form;
});

const NOW = new Date('2025-03-10T20:15:00Z');
const payer = { name: 'Omar Farooq', email: 'omar@example.org' };
const dates = { OrderDueDate: '14/03/2025', OrderType: 'Service', IssueDate: '11/03/2025', OrderExpireAfterSeconds: '0' };
const customer = { CustomerName: 'Omar Farooq', CustomerMobile: '', CustomerEmail: 'omar@example.org', CustomerAddress: '' };

function build(form: FixedAmountFormDef, raw: Record<string, string>) {
  const checked = rulesFor(form, english).check(raw, 'submit');
  if (!checked.ok) throw new Error(`test values rejected: ${JSON.stringify(checked.errors)}`);
  return buildOrderRequest({ form, values: checked.values, merchantId: 'Fixed Amount Clinic', orderNumber: 'gc-1', now: NOW });
}

test('/fixed-amount-dollar: USD 20 as a converted amount', () => {
  assert.equal(build(dollar, payer), [
    { MerchantId: 'Fixed Amount Clinic' },
    { OrderNumber: 'gc-1', CurrencyAmount: '20', Currency: 'USD', IsConverted: 'true', ...dates, ...customer },
  ]);
});

test('/fixed-amount-pkr: PKR 4500 in OrderAmount', () => {
  assert.equal(build(rupee, payer), [
    { MerchantId: 'Fixed Amount Clinic' },
    { OrderNumber: 'gc-1', OrderAmount: '4500', ...dates, ...customer },
  ]);
});

test('a tampered amount or currency in the request changes nothing in the order', () => {
  for (const form of [dollar, rupee]) {
    const honest = build(form, payer);
    const tamperings: Record<string, string>[] = [
      { amount: '1' },
      { amount: '1', currency: 'PKR' },
      { OrderAmount: '1', CurrencyAmount: '1', currency: 'USD' },
    ];
    for (const tampered of tamperings) {
      assert.equal(build(form, { ...payer, ...tampered }), honest, `${form.route} ${JSON.stringify(tampered)}`);
    }
  }
});

test("both forms pay the org's one account with the v2 credentials", () => {
  assert.equal([accountFor(dollar, payer), accountFor(rupee, payer), credentialSetOf(dollar)], ['donation', 'donation', 'v2']);
});

test.run();
