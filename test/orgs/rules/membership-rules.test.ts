/** The renewal page's rules: type and ID required, the ID shaped A-1234, email valid if given. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  membershipDetailsRules,
  membershipIdDigits,
  membershipIdShown,
  membershipLookupRules,
  membershipTypeOfId,
  rulesFor,
} from '../../../orgs/rules/index.ts';
import type { MembershipRenewalFormDef } from '../../../orgs/types.ts';
import { fixtureMembershipForm } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

let form: MembershipRenewalFormDef;
test.before(async () => {
  form = await fixtureMembershipForm();
});

const SHAPE = 'Membership ID must look like A-1234 (the letter A, B or C, a dash, then digits).';

test('the lookup step requires a type and an ID, with the spec messages', () => {
  const result = membershipLookupRules(form, english).check({}, 'submit');
  assert.equal(result, {
    ok: false,
    errors: { membershipType: 'Membership type is required.', membershipId: 'Membership ID is required.' },
  });
});

test('a valid lookup passes trimmed, with only its two fields', () => {
  const result = membershipLookupRules(form, english).check(
    { membershipType: 'Corporate', membershipId: ' C-2001 ', amount: '1', route: '/membership' },
    'submit',
  );
  assert.equal(result, { ok: true, values: { membershipType: 'Corporate', membershipId: 'C-2001' } });
});

test('IDs: a letter A to C (either case), a dash and 1 to 12 digits; anything else gets the shape message', () => {
  const rules = membershipLookupRules(form, english);
  for (const good of ['A-1', 'B-1234', 'C-000123456789', 'a-1001']) {
    assert.is(rules.checkField('membershipId', good, 'live'), undefined, good);
  }
  for (const bad of ['D-1234', '1234', 'A1234', 'A-', 'A-12a', 'AB-12', 'A-1234567890123', 'A - 12']) {
    assert.is(rules.checkField('membershipId', bad, 'submit'), SHAPE, bad);
  }
});

test('a type not on the form is refused', () => {
  assert.is(
    membershipLookupRules(form, english).checkField('membershipType', 'Honorary', 'submit'),
    'Choose a membership type from the list.',
  );
});

test('membershipIdDigits strips the letter-dash prefix, and refuses malformed IDs', () => {
  assert.is(membershipIdDigits('A-1001'), '1001');
  assert.is(membershipIdDigits(' c-0042 '), '0042');
  assert.is(membershipIdDigits('A1001'), undefined);
  assert.is(membershipIdDigits(''), undefined);
});

test("the ID's letter says the type: another type's letter is refused with a message naming the member's type", () => {
  const rules = membershipLookupRules(form, english);
  assert.is(membershipTypeOfId(form, 'c-2001')?.value, 'Corporate');
  assert.is(membershipTypeOfId(form, 'B-2001')?.value, 'Associate');
  assert.is(membershipTypeOfId(form, 'D-2001'), undefined);
  assert.equal(rules.check({ membershipType: 'Associate', membershipId: 'c-2001' }, 'submit'), {
    ok: false,
    errors: { membershipId: 'Membership ID C-2001 belongs to the Corporate membership type. Choose Corporate, or check the ID.' },
  });
  assert.is(
    rules.checkField('membershipId', 'A-1001', 'live', { membershipType: 'Corporate' }),
    'Membership ID A-1001 belongs to the Associate membership type. Choose Associate, or check the ID.',
  );
  assert.equal(rules.check({ membershipType: 'Corporate', membershipId: 'C-2001' }, 'submit').ok, true);
  assert.is(membershipIdShown(' a-1001 '), 'A-1001');
});

test('the details step: email and phone may be empty, an email given must be valid', () => {
  const rules = membershipDetailsRules(english);
  assert.equal(rules.check({}, 'submit'), { ok: true, values: { email: '', phone: '' } });
  assert.equal(rules.check({ email: ' a@example.org ', phone: ' 0300 1234567 ' }, 'submit'), {
    ok: true,
    values: { email: 'a@example.org', phone: '0300 1234567' },
  });
  assert.equal(rules.check({ email: 'not-an-address' }, 'submit'), { ok: false, errors: { email: 'Email address is invalid.' } });
  assert.is(rules.checkField('phone', '0'.repeat(31), 'live'), 'Phone must be at most 30 characters.');
});

test('the whole form checks both steps in display order', () => {
  const rules = rulesFor(form, english);
  assert.equal([...rules.fields], ['membershipType', 'membershipId', 'email', 'phone']);
  const result = rules.check({ membershipType: '', membershipId: 'X', email: 'bad' }, 'submit');
  assert.equal(result, {
    ok: false,
    errors: { membershipType: 'Membership type is required.', membershipId: SHAPE, email: 'Email address is invalid.' },
  });
});

test.run();
