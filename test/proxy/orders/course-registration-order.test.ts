/**
 * Golden create-order body of the course registration (fixed clock and order number): the fee from the
 * org file (PKR 17000) whatever the request says; BillDetail01 with fatherName, gender and cnicNumber.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import type { CourseRegistrationFormDef } from '../../../orgs/types.ts';
import { buildOrderRequest } from '../../../proxy/orders/build-order.ts';
import { accountFor, credentialSetOf } from '../../../proxy/orders/merchant-account.ts';
import { REGISTRATION_VALUES } from '../../orgs/helpers/course-values.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

let form: CourseRegistrationFormDef;
test.before(async () => {
  form = (await fixtureForm('course-registration', 'course-registration')).form;
});

const NOW = new Date('2025-03-10T20:15:00Z');
const registration = REGISTRATION_VALUES;

function build(raw: Record<string, string>, target = form) {
  const checked = rulesFor(target, english).check(raw, 'submit');
  if (!checked.ok) throw new Error(`test values rejected: ${JSON.stringify(checked.errors)}`);
  return buildOrderRequest({ form: target, values: checked.values, merchantId: 'Course_Institute', orderNumber: 'course-1', now: NOW });
}

test('PKR 17000 with a Pakistani mobile: the golden order', () => {
  assert.equal(build(registration), [
    { MerchantId: 'Course_Institute' },
    {
      OrderNumber: 'course-1',
      OrderAmount: '17000',
      OrderDueDate: '14/03/2025',
      OrderType: 'Service',
      IssueDate: '11/03/2025',
      OrderExpireAfterSeconds: '0',
      CustomerName: 'Sana Malik',
      CustomerMobile: '03217654321',
      CustomerEmail: 'sana@example.org',
      CustomerAddress: 'Civil Hospital, Karachi',
      BillDetail01: [{ internationalNumber: '', fatherName: 'Tariq Malik', gender: 'Female', cnicNumber: '4210112345678' }],
    },
  ]);
});

test('an amount and currency in the request change nothing; an international phone goes to internationalNumber', () => {
  const honest = build(registration);
  assert.equal(build({ ...registration, amount: '1', currency: 'USD' }), honest);
  const [, abroad] = build({ ...registration, phoneNumber: '+44 7911 123456' });
  assert.is(abroad.CustomerMobile, '');
  assert.is((abroad.BillDetail01 as Record<string, string>[])[0]!.internationalNumber, '+447911123456');
});

test('the fee follows the org file, e.g. a fee in USD is sent as a converted amount', () => {
  const [, order] = build(registration, { ...form, fee: { amount: 60, currency: 'USD' } });
  assert.equal([order.CurrencyAmount, order.Currency, order.IsConverted, 'OrderAmount' in order], ['60', 'USD', 'true', false]);
});

test("the fees go to the form's account with the v2 credentials", () => {
  assert.equal([accountFor(form, registration), credentialSetOf(form)], ['donation', 'v2']);
});

test.run();
