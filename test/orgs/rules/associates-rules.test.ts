/** The original forms, the associates form: every message live and on submit, and the values that pass. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor, type FormRules } from '../../../orgs/rules/index.ts';
import type { AssociatesFormDef } from '../../../orgs/types.ts';
import { ASSOCIATE_VALUES } from '../helpers/associates-values.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

let form: AssociatesFormDef;
let rules: FormRules;

test.before(async () => {
  form = (await fixtureForm('associates', 'associates')).form;
  rules = rulesFor(form, english);
});

const valid = ASSOCIATE_VALUES;

test('the fields, in display order, are those of the original forms (no address, no comments)', () => {
  assert.equal(rules.fields, ['name', 'email', 'nationalIdentityNumber', 'phoneNumber', 'donationType', 'currency', 'amount', 'country']);
});

test('a complete submission passes in both modes, trimmed', () => {
  for (const mode of ['live', 'submit'] as const) {
    const result = rules.check({ ...valid, name: ' Ayesha Khan ', comments: 'dropped' }, mode);
    assert.equal(result, { ok: true, values: valid }, mode);
  }
});

test("empty fields: the spec's messages, live and on submit", () => {
  const live = rules.check({}, 'live');
  const submit = rules.check({}, 'submit');
  const shared = {
    email: 'Email is required.',
    nationalIdentityNumber: 'CNIC/NICOP is required.',
    donationType: 'Donation type is required.',
    currency: 'Currency is required.',
    amount: 'Amount is required.',
    country: 'Country is required.',
  };
  assert.equal(live, { ok: false, errors: { ...shared, name: 'Full Name is required.', phoneNumber: 'Phone number is required.' } });
  assert.equal(submit, { ok: false, errors: { ...shared, name: 'Name is required.', phoneNumber: 'Mobile Number is required.' } });
});

test('the CNIC/NICOP number has exactly 13 digits', () => {
  for (const mode of ['live', 'submit'] as const) {
    for (const wrong of ['352021234567', '35202123456712', '35202-1234567-1', '352021234567x']) {
      assert.is(rules.checkField('nationalIdentityNumber', wrong, mode), 'CNIC/NICOP must be exactly 13 digits.', `${wrong} ${mode}`);
    }
    assert.is(rules.checkField('nationalIdentityNumber', '3520212345671', mode), undefined);
  }
});

test('the name is letters and spaces only, in any script', () => {
  assert.is(rules.checkField('name', 'Ayesha Khan 2', 'submit'), 'Full Name can only contain letters and spaces.');
  assert.is(rules.checkField('name', '<script>', 'live'), 'Full Name can only contain letters and spaces.');
  assert.is(rules.checkField('name', 'عائشہ خان', 'submit'), undefined);
  assert.is(rules.checkField('name', 'x'.repeat(101), 'submit'), 'Full Name must be at most 100 characters.');
});

test('the phone must be a number the phone input confirmed (E.164)', () => {
  for (const mode of ['live', 'submit'] as const) {
    for (const unchecked of ['+92 30012', '03001234567', '+0123456789', '+12']) {
      assert.is(rules.checkField('phoneNumber', unchecked, mode), 'Phone number is invalid.', `${unchecked} ${mode}`);
    }
    for (const number of ['+923001234567', '+447911123456', '+971501234567']) {
      assert.is(rules.checkField('phoneNumber', number, mode), undefined, `${number} ${mode}`);
    }
  }
});

test('purpose, currency and country must come from their lists', () => {
  assert.is(rules.checkField('donationType', 'Charity', 'submit'), 'Choose a donation purpose from the list.');
  assert.is(rules.checkField('currency', 'JPY', 'submit'), 'Choose a currency from the list.');
  assert.is(rules.checkField('country', 'Atlantis', 'submit'), 'Choose a country from the list.');
  assert.is(rules.checkField('country', 'SaudiArabia', 'submit'), undefined);
  assert.is(rules.checkField('currency', 'GBP', 'submit'), undefined);
});

test('the amount: required, positive', () => {
  assert.is(rules.checkField('amount', '0', 'submit'), 'Amount must be a number greater than 0.');
  assert.is(rules.checkField('amount', '750', 'submit'), undefined);
});

test.run();
