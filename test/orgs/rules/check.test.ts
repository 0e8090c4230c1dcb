/** `check`: all fields at once, trimmed, unknown keys dropped, first message per failing field. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import { validValues } from '../helpers/real-forms.ts';
import { fixtureGridForm, fixtureGridForms } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

test('a valid submission passes on every form with exactly its fields', async () => {
  for (const [id, form] of await fixtureGridForms()) {
    const rules = rulesFor(form, english);
    const result = rules.check(validValues(form), 'submit');
    assert.equal(result, { ok: true, values: validValues(form) }, id);
    assert.equal(Object.keys(result.ok ? result.values : {}), [...rules.fields], id);
  }
});

test('values are trimmed and unknown keys dropped', async () => {
  const form = await fixtureGridForm('grid-five-currencies');
  const values = { ...validValues(form), name: '  Ayesha Khan ', currency: ' GBP ', merchantId: 'M-1', amount: '\t500 ' };
  const result = rulesFor(form, english).check(values, 'submit');
  assert.equal(result, { ok: true, values: { ...validValues(form), currency: 'GBP', amount: '500' } });
});

test('absent optional fields come back empty', async () => {
  const form = await fixtureGridForm('grid-three-currencies');
  const values: Record<string, string> = validValues(form);
  for (const optional of ['phoneNumber', 'address', 'comments']) delete values[optional];
  const result = rulesFor(form, english).check(values, 'submit');
  assert.ok(result.ok);
  assert.equal(result.ok && [result.values.phoneNumber, result.values.address, result.values.comments], ['', '', '']);
});

test('an empty submission lists each required field with the spec message', async () => {
  assert.equal(rulesFor(await fixtureGridForm('grid-phone-required'), english).check({}, 'submit'), {
    ok: false,
    errors: {
      name: 'Name is required.',
      email: 'Email is required.',
      phoneNumber: 'WhatsApp Number is required.',
      amount: 'Amount is required.',
      currency: 'Currency is required.',
      donationType: 'Donation type is required.',
    },
  });
  assert.equal(rulesFor(await fixtureGridForm('grid-payment-type'), english).check({ name: 'A' }, 'live'), {
    ok: false,
    errors: {
      email: 'Email is required.',
      amount: 'Amount is required.',
      currency: 'Currency is required.',
      paymentType: 'Payment type is required.',
    },
  });
});

test('input that is not an object counts as empty', async () => {
  const rules = rulesFor(await fixtureGridForm('grid-three-currencies'), english);
  for (const input of [null, 'name=A', ['A'], 42]) {
    const result = rules.check(input, 'submit');
    assert.is(result.ok, false);
    assert.is(!result.ok && result.errors.name, 'Name is required.');
  }
});

test('one bad field fails the whole check and is the only error', async () => {
  const form = await fixtureGridForm('grid-logo');
  const result = rulesFor(form, english).check({ ...validValues(form), currency: 'AED' }, 'submit');
  assert.equal(result, { ok: false, errors: { currency: 'Choose a currency from the list.' } });
});

test.run();
