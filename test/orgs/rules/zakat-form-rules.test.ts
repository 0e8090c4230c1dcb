/**
 * The zakat forms' rules: name, email, phone, currency and amount required; the
 * minimum is a live check only, the submit check asks for presence; an empty phone says 'Phone number
 * is required.' live and the form's own 'PhoneNumber is required.' on submit.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import type { ZakatFormDef } from '../../../orgs/types.ts';
import { DONOR_VALUES } from '../helpers/donor-forms.ts';
import { fixtureFormAt } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

let summary: ZakatFormDef;
let plain: ZakatFormDef;
test.before(async () => {
  summary = await fixtureFormAt('campaign-and-zakat', '/merchantform/campaign-and-zakat/Zakat', 'zakat-form');
  plain = await fixtureFormAt('zakat-plain', '/merchantform/zakat-plain', 'zakat-form');
});

test('field order follows each variant: summary starts with the money, plain with the donor', () => {
  assert.equal(rulesFor(summary, english).fields, ['currency', 'amount', 'name', 'email', 'phoneNumber', 'address']);
  assert.equal(rulesFor(plain, english).fields, ['name', 'email', 'phoneNumber', 'address', 'currency', 'amount']);
});

test('a valid zakat payment passes on both', () => {
  for (const form of [summary, plain]) {
    assert.equal(rulesFor(form, english).check({ ...DONOR_VALUES, currency: 'USD', amount: '25' }, 'submit'), {
      ok: true,
      values: { ...DONOR_VALUES, currency: 'USD', amount: '25' },
    });
  }
});

test('an empty submit names every required field; the phone with the submit text', () => {
  for (const form of [summary, plain]) {
    assert.equal(
      rulesFor(form, english).check({}, 'submit'),
      {
        ok: false,
        errors: {
          name: 'Name is required.',
          email: 'Email is required.',
          phoneNumber: 'PhoneNumber is required.',
          currency: 'Currency is required.',
          amount: 'Amount is required.',
        },
      },
      form.route,
    );
    assert.is(rulesFor(form, english).checkField('phoneNumber', '', 'live'), 'Phone number is required.', form.route);
  }
});

test('the minimum is checked live: PKR 500, USD 5', () => {
  for (const form of [summary, plain]) {
    const rules = rulesFor(form, english);
    assert.is(rules.checkField('amount', '499.99', 'live', { currency: 'PKR' }), 'Amount must be at least 500 PKR.');
    assert.is(rules.checkField('amount', '4', 'live', { currency: 'USD' }), 'Amount must be at least $5 for USD.');
    assert.is(rules.checkField('amount', '5', 'live', { currency: 'USD' }), undefined);
    assert.equal(rules.dependents('currency'), ['amount']);
  }
});

test('on submit only presence is checked: an amount under the minimum passes', () => {
  for (const form of [summary, plain]) {
    const rules = rulesFor(form, english);
    assert.is(rules.checkField('amount', '100', 'submit', { currency: 'PKR' }), undefined);
    assert.equal(rules.check({ ...DONOR_VALUES, amount: '100' }, 'submit'), { ok: true, values: { ...DONOR_VALUES, amount: '100' } });
    assert.equal(rules.check({ ...DONOR_VALUES, amount: '' }, 'submit'), { ok: false, errors: { amount: 'Amount is required.' } });
  }
});

test('only PKR and USD are offered', () => {
  assert.equal(rulesFor(plain, english).check({ ...DONOR_VALUES, currency: 'EUR' }, 'submit'), {
    ok: false,
    errors: { currency: 'Choose a currency from the list.' },
  });
});

test.run();
