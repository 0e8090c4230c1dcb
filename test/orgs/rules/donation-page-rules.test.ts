/**
 * The donation and zakat pages' rules: name, email, phone, currency and amount are
 * required; the minimum (PKR 500, USD 5, none for other currencies) is checked live and on submit.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import type { DonationPageFormDef } from '../../../orgs/types.ts';
import { DONOR_VALUES } from '../helpers/donor-forms.ts';
import { fixtureFormAt } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

let donation: DonationPageFormDef;
let zakat: DonationPageFormDef;
test.before(async () => {
  donation = await fixtureFormAt('donation-pages', '/merchantform/donation-pages/Donation', 'donation-page');
  zakat = await fixtureFormAt('donation-pages', '/merchantform/donation-pages/Zakat', 'donation-page');
});

test('both pages have the same fields in display order', () => {
  for (const form of [donation, zakat]) {
    assert.equal(rulesFor(form, english).fields, ['name', 'email', 'phoneNumber', 'address', 'currency', 'amount'], form.route);
  }
});

test('a valid donation passes with exactly its fields, trimmed; the address may be empty', () => {
  const result = rulesFor(donation, english).check({ ...DONOR_VALUES, name: ' Ayesha Khan ', address: '', extra: 'x' }, 'submit');
  assert.equal(result, { ok: true, values: { ...DONOR_VALUES, address: '' } });
});

test('an empty submit names every required field with the spec message', () => {
  for (const form of [donation, zakat]) {
    assert.equal(
      rulesFor(form, english).check({}, 'submit'),
      {
        ok: false,
        errors: {
          name: 'Name is required.',
          email: 'Email is required.',
          phoneNumber: 'Phone number is required.',
          currency: 'Currency is required.',
          amount: 'Amount is required.',
        },
      },
      form.route,
    );
  }
});

test('below the PKR or USD minimum: the spec messages, live and on submit', () => {
  const rules = rulesFor(donation, english);
  for (const mode of ['live', 'submit'] as const) {
    assert.is(rules.checkField('amount', '499', mode, { currency: 'PKR' }), 'Amount must be at least 500 PKR.', mode);
    assert.is(rules.checkField('amount', '4.99', mode, { currency: 'USD' }), 'Amount must be at least $5 for USD.', mode);
    assert.is(rules.checkField('amount', '500', mode, { currency: 'PKR' }), undefined, mode);
    assert.is(rules.checkField('amount', '5', mode, { currency: 'USD' }), undefined, mode);
  }
  assert.equal(rulesFor(zakat, english).check({ ...DONOR_VALUES, amount: '300' }, 'submit'), {
    ok: false,
    errors: { amount: 'Amount must be at least 500 PKR.' },
  });
  assert.equal(rulesFor(donation, english).check({ ...DONOR_VALUES, currency: 'USD', amount: '2' }, 'submit'), {
    ok: false,
    errors: { amount: 'Amount must be at least $5 for USD.' },
  });
});

test('other currencies have no minimum', () => {
  const rules = rulesFor(donation, english);
  for (const currency of ['EUR', 'GBP', 'CAD', 'AUD', 'AED']) {
    assert.is(rules.checkField('amount', '1', 'live', { currency }), undefined, currency);
    assert.ok(rules.check({ ...DONOR_VALUES, currency, amount: '1' }, 'submit').ok, currency);
  }
});

test('a change of currency re-checks the amount', () => {
  assert.equal(rulesFor(donation, english).dependents('currency'), ['amount']);
});

test('a malformed email or a currency outside the list is refused', () => {
  assert.equal(rulesFor(donation, english).check({ ...DONOR_VALUES, email: 'ayesha@', currency: 'CNY' }, 'submit'), {
    ok: false,
    errors: { email: 'Email address is invalid.', currency: 'Choose a currency from the list.' },
  });
});

test.run();
