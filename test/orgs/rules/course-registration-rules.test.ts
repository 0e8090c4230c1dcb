/** The original forms and the README's decisions, the course registration: every field required, with its own message. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor, type FormRules } from '../../../orgs/rules/index.ts';
import { REGISTRATION_VALUES } from '../helpers/course-values.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

let rules: FormRules;

test.before(async () => {
  rules = rulesFor((await fixtureForm('course-registration', 'course-registration')).form, english);
});

const valid = REGISTRATION_VALUES;

const required = {
  firstName: 'First Name is required.',
  lastName: 'Last Name is required.',
  fatherName: 'Father Name is required.',
  gender: 'Gender is required.',
  email: 'Email is required.',
  phoneNumber: 'Phone number is required.',
  cnicNumber: 'CNIC is required.',
  address: 'Address is required.',
};

test('the fields, in display order, are those of the original forms; the fee is not one of them', () => {
  assert.equal(rules.fields, Object.keys(required));
});

test('every field empty: its message, the same live and on submit (the phone says Phone number, not Gender)', () => {
  for (const mode of ['live', 'submit'] as const) {
    assert.equal(rules.check({}, mode), { ok: false, errors: required }, mode);
    assert.equal(rules.check(Object.fromEntries(Object.keys(required).map((field) => [field, '  '])), mode), {
      ok: false,
      errors: required,
    });
  }
});

test('a complete registration passes; an amount or currency sent along is dropped', () => {
  const result = rules.check({ ...valid, amount: '1', currency: 'USD' }, 'submit');
  assert.equal(result, { ok: true, values: valid });
});

test('the CNIC has exactly 13 digits', () => {
  for (const wrong of ['421011234567', '42101-1234567-8', '42101123456789']) {
    assert.is(rules.checkField('cnicNumber', wrong, 'submit'), 'CNIC must be exactly 13 digits.', wrong);
    assert.is(rules.checkField('cnicNumber', wrong, 'live'), 'CNIC must be exactly 13 digits.', wrong);
  }
});

test('gender is Male or Female; the email must be an address', () => {
  assert.is(rules.checkField('gender', 'Male', 'submit'), undefined);
  assert.is(rules.checkField('gender', 'Other', 'submit'), 'Choose a gender from the list.');
  assert.is(rules.checkField('email', 'sana@', 'submit'), 'Email address is invalid.');
});

test.run();
