/**
 * The donation wizards' rules, on the three wizard fixtures: the step checks
 * the page runs on Next and Submit, the whole check the proxy runs, and the wizards' own messages.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { donationWizardStepRules, rulesFor } from '../../../orgs/rules/index.ts';
import type { DonationWizardFormDef } from '../../../orgs/types.ts';
import { detailValues, giftValues, fixtureWizardForm, WIZARD_FIXTURE_IDS, wizardValues } from '../helpers/wizard-forms.ts';
import { english } from '../../helpers/translators.ts';

let twoAccounts: DonationWizardFormDef;
let addressWizard: DonationWizardFormDef;
let categoryWizard: DonationWizardFormDef;
test.before(async () => {
  [twoAccounts, addressWizard, categoryWizard] = (await Promise.all(WIZARD_FIXTURE_IDS.map(fixtureWizardForm))) as [
    DonationWizardFormDef,
    DonationWizardFormDef,
    DonationWizardFormDef,
  ];
});

test('each form sends the fields of the original forms, step 1 then step 2', () => {
  const contact = ['firstName', 'lastName', 'email', 'contactNumber'];
  const address = ['address', 'country', 'province', 'zipCode', 'city'];
  assert.equal(rulesFor(twoAccounts, english).fields, ['currency', 'amount', 'donationPurpose', ...contact]);
  assert.equal(rulesFor(addressWizard, english).fields, ['currency', 'amount', 'donationPurpose', ...contact, ...address]);
  assert.equal(rulesFor(categoryWizard, english).fields, [
    'educationType',
    'currency',
    'amount',
    'donationPurpose',
    ...contact,
    ...address,
  ]);
  const steps = donationWizardStepRules(categoryWizard, english);
  assert.equal([...steps.gift.fields, ...steps.details.fields], [...rulesFor(categoryWizard, english).fields]);
});

test('a complete submission passes on every form, trimmed, with exactly its fields', () => {
  for (const form of [twoAccounts, addressWizard, categoryWizard]) {
    const values = wizardValues(form);
    const padded = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, ` ${value} `]));
    assert.equal(rulesFor(form, english).check({ ...padded, merchantId: 'M-1' }, 'submit'), { ok: true, values }, form.route);
  }
});

test('step 1 of the secure wizard: no purpose says the spec alert, no amount the wizard amount message', () => {
  const gift = donationWizardStepRules(twoAccounts, english).gift;
  assert.equal(gift.check({ currency: 'PKR', amount: '', donationPurpose: '' }, 'submit'), {
    ok: false,
    errors: { amount: 'Please select or enter a donation amount.', donationPurpose: 'Please select a donation purpose.' },
  });
  assert.equal(gift.check({ currency: 'PKR', amount: '1000', donationPurpose: 'Zakat' }, 'submit'), {
    ok: true,
    values: { currency: 'PKR', amount: '1000', donationPurpose: 'Zakat' },
  });
});

test('step 2 of the secure wizard: first name, last name and email, named by their labels', () => {
  const details = donationWizardStepRules(twoAccounts, english).details;
  assert.equal(details.check({}, 'submit'), {
    ok: false,
    errors: {
      firstName: 'Please fill out the First Name field.',
      lastName: 'Please fill out the Last Name field.',
      email: 'Please fill out the Email field.',
    },
  });
  assert.is(details.checkField('email', 'ayesha@', 'submit'), 'Email address is invalid.');
  const result = details.check({ firstName: 'Ayesha', lastName: 'Khan', email: 'ayesha@example.org' }, 'submit');
  assert.equal(result, { ok: true, values: { firstName: 'Ayesha', lastName: 'Khan', email: 'ayesha@example.org', contactNumber: '' } });
});

test('the address form: its final submit also requires contact number, address, province, zip code and city', () => {
  const details = donationWizardStepRules(addressWizard, english).details;
  const { firstName, lastName, email, country } = detailValues(addressWizard);
  assert.equal(details.check({ firstName, lastName, email, country }, 'submit'), {
    ok: false,
    errors: {
      contactNumber: 'Please fill out the Contact Number field.',
      address: 'Please fill out the Address field.',
      province: 'Please select a province.',
      zipCode: 'Please fill out the Zip Code field.',
      city: 'Please fill out the City field.',
    },
  });
  assert.ok(details.check(detailValues(addressWizard), 'submit').ok);
  assert.is(details.checkField('country', '', 'submit'), 'Please select a country.');
  assert.is(details.checkField('province', 'Gilgit', 'submit'), 'Choose a province from the list.');
  assert.is(
    donationWizardStepRules(addressWizard, english).gift.checkField('amount', ' ', 'submit'),
    'Please select or enter a donation amount.',
  );
});

test('the widget: Next needs a category, a currency, a positive amount and a purpose', () => {
  const gift = donationWizardStepRules(categoryWizard, english).gift;
  assert.equal(gift.check(giftValues(categoryWizard), 'submit'), { ok: true, values: giftValues(categoryWizard) });
  assert.equal(gift.check({ ...giftValues(categoryWizard), educationType: '', currency: '' }, 'submit'), {
    ok: false,
    errors: { educationType: 'Please select a category.', currency: 'Currency is required.' },
  });
  assert.equal(gift.check({ ...giftValues(categoryWizard), educationType: 'Music', amount: '0', donationPurpose: 'Fitrah' }, 'submit'), {
    ok: false,
    errors: {
      educationType: 'Choose a category from the list.',
      amount: 'Amount must be a number greater than 0.',
      donationPurpose: 'Choose a donation purpose from the list.',
    },
  });
  assert.ok(gift.check({ ...giftValues(categoryWizard), amount: '750.50', donationPurpose: 'Sadqah', currency: 'AED' }, 'submit').ok);
});

test('the widget: the address fields are optional, but a province given must be one of the list', () => {
  const details = donationWizardStepRules(categoryWizard, english).details;
  const { firstName, lastName, email, country } = detailValues(categoryWizard);
  assert.ok(details.check({ firstName, lastName, email, country }, 'submit').ok);
  assert.is(details.checkField('province', '', 'submit'), undefined);
  assert.is(details.checkField('province', 'Gilgit', 'live'), 'Choose a province from the list.');
});

test('live: an empty amount waits for Next (Other empties it), a malformed one is reported at once', () => {
  const rules = rulesFor(twoAccounts, english);
  assert.is(rules.checkField('amount', '', 'live'), undefined);
  assert.is(rules.checkField('amount', 'abc', 'live'), 'Amount must be a number greater than 0.');
  assert.is(rules.checkField('amount', '10.505', 'live'), 'Amount can have at most 2 decimal places.');
  assert.is(rules.checkField('amount', '', 'submit'), 'Please select or enter a donation amount.');
  assert.is(rules.checkField('firstName', '', 'live'), 'Please fill out the First Name field.');
});

test('too long text is refused with the field label', () => {
  const rules = rulesFor(addressWizard, english);
  assert.is(rules.checkField('zipCode', '1'.repeat(13), 'submit'), 'Zip Code must be at most 12 characters.');
  assert.is(rules.checkField('firstName', 'A'.repeat(51), 'submit'), 'First Name must be at most 50 characters.');
  assert.is(rules.checkField('zipCode', '1'.repeat(12), 'submit'), undefined);
});

test.run();
