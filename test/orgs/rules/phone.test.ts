/** As in the original forms: the phone is required on submit only on the school form, with its own submit text. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import { realGridForm, realGridForms } from '../helpers/real-forms.ts';

test('the school form says "Phone number is required." live and its own text on submit', async () => {
  const rules = rulesFor(await realGridForm('njv-school'));
  assert.is(rules.checkField('phoneNumber', '', 'live'), 'Phone number is required.');
  assert.is(rules.checkField('phoneNumber', '', 'submit'), 'WhatsApp Number is required.');
  assert.is(rules.checkField('phoneNumber', ' ', 'submit'), 'WhatsApp Number is required.');
});

test('the school form accepts a phone number in both modes', async () => {
  const rules = rulesFor(await realGridForm('njv-school'));
  assert.is(rules.checkField('phoneNumber', '03001234567', 'live'), undefined);
  assert.is(rules.checkField('phoneNumber', '03001234567', 'submit'), undefined);
});

test('the first donation form (nexusforge) does not require a phone', async () => {
  const rules = rulesFor(await realGridForm('nexusforge'));
  assert.is(rules.checkField('phoneNumber', '', 'live'), undefined);
  assert.is(rules.checkField('phoneNumber', '', 'submit'), undefined);
  assert.is(rules.checkField('phoneNumber', '03001234567', 'submit'), undefined);
});

test('only the school form requires a phone', async () => {
  const requiring = [...(await realGridForms())]
    .filter(([, form]) => rulesFor(form).checkField('phoneNumber', '', 'submit') !== undefined)
    .map(([id]) => id);
  assert.equal(requiring, ['njv-school']);
});

test('live and submit differ only in the school phone message', async () => {
  for (const [id, form] of await realGridForms()) {
    const rules = rulesFor(form);
    for (const field of rules.fields) {
      const live = rules.checkField(field, '', 'live');
      const submit = rules.checkField(field, '', 'submit');
      if (id === 'njv-school' && field === 'phoneNumber') assert.is.not(live, submit);
      else assert.is(live, submit, `${id} ${field}`);
    }
  }
});

test('an overlong phone number is refused', async () => {
  const rules = rulesFor(await realGridForm('nexusforge'));
  assert.is(rules.checkField('phoneNumber', '0'.repeat(31), 'submit'), 'WhatsApp Number must be at most 30 characters.');
});

test.run();
