/** The renewal dues: class fee always, plus 500 for the ID card when chosen. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { membershipDues, membershipTypeOf } from '../../../orgs/rules/index.ts';
import type { MembershipRenewalFormDef } from '../../../orgs/types.ts';
import { fixtureMembershipForm } from '../../helpers/fixture-orgs.ts';

let form: MembershipRenewalFormDef;
test.before(async () => {
  form = await fixtureMembershipForm();
});

test('the membership file has the spec fees: Associate 3700, Corporate 5950, ID card 500', () => {
  assert.equal(
    form.membershipTypes.map(({ value, classFee }) => [value, classFee]),
    [
      ['Associate', 3700],
      ['Corporate', 5950],
    ],
  );
  assert.is(form.idCardFee, 500);
  assert.is(form.duesYear.label, '2024-25');
  assert.is(form.consumerCodePrefix, '1752');
});

test('each type with and without the card', () => {
  const associate = membershipTypeOf(form, 'Associate')!;
  const corporate = membershipTypeOf(form, 'Corporate')!;
  assert.equal(membershipDues(form, associate, false), { classFee: 3700, idCardFee: 0, total: 3700 });
  assert.equal(membershipDues(form, associate, true), { classFee: 3700, idCardFee: 500, total: 4200 });
  assert.equal(membershipDues(form, corporate, false), { classFee: 5950, idCardFee: 0, total: 5950 });
  assert.equal(membershipDues(form, corporate, true), { classFee: 5950, idCardFee: 500, total: 6450 });
});

test('the total follows the org file, not a constant', () => {
  const changed = {
    ...form,
    idCardFee: 750,
    membershipTypes: [{ value: 'Associate', account: 'associate', classFee: 1000, idLetters: ['A'] }],
  };
  assert.equal(membershipDues(changed, changed.membershipTypes[0]!, true), { classFee: 1000, idCardFee: 750, total: 1750 });
});

test('an unknown type has no dues', () => {
  assert.is(membershipTypeOf(form, 'Honorary'), undefined);
  assert.is(membershipTypeOf(form, 'associate'), undefined, 'types match exactly');
});

test.run();
