/** The /cpay/co order of a membership renewal: golden, with a fixed clock. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { membershipTypeOf } from '../../../orgs/rules/index.ts';
import type { MembershipRenewalFormDef } from '../../../orgs/types.ts';
import { buildMembershipOrder, membershipNumberOf, type MembershipOrderInput } from '../../../proxy/orders/membership-order.ts';
import { MEMBER } from '../helpers/fake-paypro.ts';
import { fixtureMembershipForm } from '../../helpers/fixture-orgs.ts';

let form: MembershipRenewalFormDef;
test.before(async () => {
  form = await fixtureMembershipForm();
});

/** 01:15 on 11 March 2025 in Karachi, still 10 March in UTC. */
const NOW = new Date('2025-03-10T20:15:00Z');

function input(changes: Partial<MembershipOrderInput> = {}): MembershipOrderInput {
  return {
    form,
    type: membershipTypeOf(form, 'Associate')!,
    consumer: MEMBER,
    membershipNumber: '1001',
    email: 'renewals@textiles.example.com',
    phone: '+92 300 7654321',
    idCard: true,
    orderNumber: '7m2p8w4rt6yhcqk3x9az',
    now: NOW,
    ...changes,
  };
}

test('Associate with the ID card: the whole order', () => {
  assert.equal(buildMembershipOrder(input()), {
    OrderNumber: '7m2p8w4rt6yhcqk3x9az',
    OrderAmount: '4200',
    OrderDueDate: '14/03/2025',
    OrderType: 'Service',
    IssueDate: '11/03/2025',
    OrderExpireAfterSeconds: '0',
    'Membership No': '1001',
    ReusableConsumerId: '17521001',
    CustomerName: 'Example Textiles (Pvt) Ltd',
    CustomerMobile: '03007654321',
    CustomerEmail: 'renewals@textiles.example.com',
    CustomerAddress: 'Plot 1, Example Industrial Area, Karachi',
    BillDetail01: [{ 'New Registration Fee': '3700', 'Other Fee': '500', 'Services Charges': '0' }],
  });
});

test('the amount and fee lines for each type, with and without the card', () => {
  const cases: [string, boolean, string, string][] = [
    ['Associate', false, '3700', '0'],
    ['Associate', true, '4200', '500'],
    ['Corporate', false, '5950', '0'],
    ['Corporate', true, '6450', '500'],
  ];
  for (const [type, idCard, amount, cardFee] of cases) {
    const order = buildMembershipOrder(input({ type: membershipTypeOf(form, type)!, idCard }));
    assert.is(order.OrderAmount, amount, `${type} ${idCard}`);
    assert.equal(order.BillDetail01, [
      { 'New Registration Fee': String(membershipTypeOf(form, type)!.classFee), 'Other Fee': cardFee, 'Services Charges': '0' },
    ]);
  }
});

test('a phone that is not a Pakistani mobile leaves CustomerMobile empty', () => {
  assert.is(buildMembershipOrder(input({ phone: '+44 7911 123456' })).CustomerMobile, '');
  assert.is(buildMembershipOrder(input({ phone: '' })).CustomerMobile, '');
});

test('a long company name and address are cut to 32 and 64 characters; a nameless record still has a name', () => {
  const long = { ...MEMBER, name: 'The Very Long Example Company Name (Private) Limited', address: 'x'.repeat(80) };
  const order = buildMembershipOrder(input({ consumer: long }));
  assert.is(order.CustomerName, 'The Very Long Example Company Na');
  assert.is(String(order.CustomerAddress).length, 64);
  assert.is(buildMembershipOrder(input({ consumer: { ...MEMBER, name: '' } })).CustomerName, 'Member 1001');
});

test('the membership number is the ConsumerCode, else the digits typed', () => {
  assert.is(membershipNumberOf(MEMBER, '9999'), '1001');
  assert.is(membershipNumberOf({ ...MEMBER, consumerCode: '' }, '1001'), '1001');
});

test.run();
