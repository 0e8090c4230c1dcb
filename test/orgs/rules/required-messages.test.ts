/** As in the original forms: the required and email messages, on every standard grid form of orgs/, live and on submit. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import type { StandardGridFormDef } from '../../../orgs/types.ts';
import { realGridForms, validValues } from '../helpers/real-forms.ts';
import { english } from '../../helpers/translators.ts';

let forms = new Map<string, StandardGridFormDef>();

test.before(async () => {
  forms = await realGridForms();
});
const modes = ['live', 'submit'] as const;

test("the forms under test include the original forms' 16 standard grid forms", () => {
  assert.ok(forms.size >= 16, String(forms.size));
  for (const id of ['nexusforge', 'fixit', 'jhrtrust', 'ipchih', 'njv-school', 'natha-foundation']) assert.ok(forms.has(id), id);
});

test('an empty required field gives the spec message in both modes', () => {
  for (const [id, form] of forms) {
    const rules = rulesFor(form, english);
    const purposeMessage = form.purpose.field === 'paymentType' ? 'Payment type is required.' : 'Donation type is required.';
    const expected: Record<string, string> = {
      name: 'Name is required.',
      email: 'Email is required.',
      amount: 'Amount is required.',
      currency: 'Currency is required.',
      [form.purpose.field]: purposeMessage,
    };
    for (const mode of modes) {
      for (const [field, message] of Object.entries(expected)) {
        assert.is(rules.checkField(field, '', mode), message, `${id} ${field} ${mode}`);
        assert.is(rules.checkField(field, '   ', mode), message, `${id} ${field} ${mode} (spaces)`);
        assert.is(rules.checkField(field, undefined, mode), message, `${id} ${field} ${mode} (absent)`);
      }
    }
  }
});

test('a filled required field passes in both modes', () => {
  for (const [id, form] of forms) {
    const rules = rulesFor(form, english);
    const values = validValues(form);
    for (const mode of modes) {
      for (const field of ['name', 'email', 'amount', 'currency', form.purpose.field]) {
        assert.is(rules.checkField(field, values[field], mode), undefined, `${id} ${field} ${mode}`);
      }
    }
  }
});

test('ipchih asks for a payment type and has no donation type', () => {
  const rules = rulesFor(forms.get('ipchih')!, english);
  assert.ok(rules.fields.includes('paymentType'));
  assert.not.ok(rules.fields.includes('donationType'));
  assert.is(rules.checkField('paymentType', '', 'submit'), 'Payment type is required.');
  assert.is(rules.checkField('paymentType', 'Donation', 'submit'), undefined);
});

test('a malformed email says the address is invalid', () => {
  for (const [id, form] of forms) {
    const rules = rulesFor(form, english);
    for (const mode of modes) {
      for (const email of ['ayesha', 'ayesha@', '@example.org', 'ayesha@example', 'a b@example.org']) {
        assert.is(rules.checkField('email', email, mode), 'Email address is invalid.', `${id} ${email} ${mode}`);
      }
      assert.is(rules.checkField('email', ' ayesha.khan+zakat@example.org.pk ', mode), undefined, `${id} ${mode}`);
    }
  }
});

test('address and comments are optional everywhere', () => {
  for (const [id, form] of forms) {
    const rules = rulesFor(form, english);
    for (const field of ['address', 'comments']) {
      assert.is(rules.checkField(field, '', 'submit'), undefined, `${id} ${field}`);
      assert.is(rules.checkField(field, 'x'.repeat(2000), 'submit')?.endsWith('characters.'), true, `${id} ${field} too long`);
    }
  }
});

test.run();
