/** As in the original forms: the phone is required on submit only on a form that says so (the grid-phone-required fixture), with its own submit text. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import { fixtureGridForm, fixtureGridForms } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

test('the phone-required form says "Phone number is required." live and its own text on submit', async () => {
  const rules = rulesFor(await fixtureGridForm('grid-phone-required'), english);
  assert.is(rules.checkField('phoneNumber', '', 'live'), 'Phone number is required.');
  assert.is(rules.checkField('phoneNumber', '', 'submit'), 'WhatsApp Number is required.');
  assert.is(rules.checkField('phoneNumber', ' ', 'submit'), 'WhatsApp Number is required.');
});

test('the phone-required form accepts a phone number in both modes', async () => {
  const rules = rulesFor(await fixtureGridForm('grid-phone-required'), english);
  assert.is(rules.checkField('phoneNumber', '03001234567', 'live'), undefined);
  assert.is(rules.checkField('phoneNumber', '03001234567', 'submit'), undefined);
});

test('a form whose phone is optional (grid-three-currencies) does not require one', async () => {
  const rules = rulesFor(await fixtureGridForm('grid-three-currencies'), english);
  assert.is(rules.checkField('phoneNumber', '', 'live'), undefined);
  assert.is(rules.checkField('phoneNumber', '', 'submit'), undefined);
  assert.is(rules.checkField('phoneNumber', '03001234567', 'submit'), undefined);
});

test('only the phone-required form requires a phone', async () => {
  const requiring = [...(await fixtureGridForms())]
    .filter(([, form]) => rulesFor(form, english).checkField('phoneNumber', '', 'submit') !== undefined)
    .map(([id]) => id);
  assert.equal(requiring, ['grid-phone-required']);
});

test('live and submit differ only in the phone message of the phone-required form', async () => {
  for (const [id, form] of await fixtureGridForms()) {
    const rules = rulesFor(form, english);
    for (const field of rules.fields) {
      const live = rules.checkField(field, '', 'live');
      const submit = rules.checkField(field, '', 'submit');
      if (id === 'grid-phone-required' && field === 'phoneNumber') assert.is.not(live, submit);
      else assert.is(live, submit, `${id} ${field}`);
    }
  }
});

test('an overlong phone number is refused', async () => {
  const rules = rulesFor(await fixtureGridForm('grid-three-currencies'), english);
  assert.is(rules.checkField('phoneNumber', '0'.repeat(31), 'submit'), 'WhatsApp Number must be at most 30 characters.');
});

test.run();
