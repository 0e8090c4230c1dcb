/**
 * The rules of the platform pages: the removal page's email (required, and shaped like
 * an address: a decision, the spec leaves the shape unchecked), the sample form's fields, and the card
 * checkout page, which has none.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import type { FormRules } from '../../../orgs/rules/index.ts';
import { platformForms, type PlatformForms } from '../helpers/platform-forms.ts';
import { english } from '../../helpers/translators.ts';

let forms: PlatformForms;
test.before(async () => {
  forms = await platformForms();
});
const modes = ['live', 'submit'] as const;

/** The message for `field` = `value` in both modes; they agree on these pages. */
function message(rules: FormRules, field: string, value: unknown): string | undefined {
  const [live, submit] = modes.map((mode) => rules.checkField(field, value, mode));
  assert.is(live, submit, `${field}: live and submit agree`);
  return submit;
}

test('account removal: the email is required and must be an address; a good one passes trimmed', () => {
  const rules = rulesFor(forms.removal, english);
  assert.equal(rules.fields, ['email']);
  assert.is(message(rules, 'email', ''), 'Email is required.');
  assert.is(message(rules, 'email', '   '), 'Email is required.');
  assert.is(message(rules, 'email', undefined), 'Email is required.');
  assert.is(message(rules, 'email', 'someone@'), 'Email address is invalid.');
  assert.is(message(rules, 'email', 'someone example.org'), 'Email address is invalid.');
  assert.is(message(rules, 'email', `${'a'.repeat(250)}@example.org`), 'Email address is invalid.');
  assert.is(message(rules, 'email', 'someone@example.org'), undefined);
  assert.equal(rules.check({ email: ' someone@example.org ', route: '/x' }, 'submit'), {
    ok: true,
    values: { email: 'someone@example.org' },
  });
});

test('sample contribution: name, email and a listed amount are required; the phone is optional', () => {
  const rules = rulesFor(forms.sample, english);
  assert.equal(rules.fields, ['name', 'email', 'phoneNumber', 'amount']);
  assert.equal(rules.check({}, 'submit'), {
    ok: false,
    errors: { name: 'Name is required.', email: 'Email is required.', amount: 'Amount is required.' },
  });
  assert.is(message(rules, 'amount', '250'), 'Choose a contribution amount from the list.');
  assert.is(message(rules, 'email', 'ayesha@'), 'Email address is invalid.');
  for (const amount of ['200', '300', '4000']) assert.is(message(rules, 'amount', amount), undefined, amount);
  assert.equal(rules.check({ name: ' Ayesha ', email: 'ayesha@example.org', amount: '4000' }, 'submit'), {
    ok: true,
    values: { name: 'Ayesha', email: 'ayesha@example.org', phoneNumber: '', amount: '4000' },
  });
});

test('card checkout: no fields, so any values check out as none', () => {
  const rules = rulesFor(forms.checkout, english);
  assert.equal(rules.fields, []);
  assert.equal(rules.check({ card: '4111111111111111' }, 'submit'), { ok: true, values: {} });
});

test.run();
