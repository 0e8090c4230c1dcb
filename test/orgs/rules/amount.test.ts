/**
 * The amount: a positive decimal in major units with at most two places, and at most the form's maximum
 * (its `maxAmount`, else 10,000,000).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_MAX_AMOUNT, maxAmountOf } from '../../../orgs/rules/amount-maximum.ts';
import { rulesFor } from '../../../orgs/rules/index.ts';
import { fixtureForm, fixtureGridForm, fixtureGridForms } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

test('whole and two-place amounts pass on every form', async () => {
  for (const [id, form] of await fixtureGridForms()) {
    const rules = rulesFor(form, english);
    for (const amount of ['1', '2500', '19.99', '0.5', ' 100 ', '1000000']) {
      assert.is(rules.checkField('amount', amount, 'submit'), undefined, `${id} ${amount}`);
    }
  }
});

test('zero, negative and non-numeric amounts are refused', async () => {
  const rules = rulesFor(await fixtureGridForm('grid-three-currencies'), english);
  for (const amount of ['0', '0.00', '-5', 'abc', '1e3', '1,000', '.5', '5.']) {
    assert.is(rules.checkField('amount', amount, 'submit'), 'Amount must be a number greater than 0.', amount);
  }
});

test('more than two decimal places are refused', async () => {
  const rules = rulesFor(await fixtureGridForm('grid-three-currencies'), english);
  assert.is(rules.checkField('amount', '10.005', 'submit'), 'Amount can have at most 2 decimal places.');
  assert.is(rules.checkField('amount', '10.005', 'live'), 'Amount can have at most 2 decimal places.');
});

test("an org file's maxAmount caps the amount, inclusive, with the maximum written for people", async () => {
  const rules = rulesFor({ ...(await fixtureGridForm('grid-three-currencies')), maxAmount: 100000 }, english);
  assert.is(rules.checkField('amount', '100000', 'submit'), undefined);
  assert.is(rules.checkField('amount', '100000.01', 'submit'), 'Amount must not be more than 100,000.');
  assert.is(rules.checkField('amount', '100001', 'live'), 'Amount must not be more than 100,000.');
});

test('without maxAmount the default maximum of 10,000,000 applies, inclusive', async () => {
  const form = await fixtureGridForm('grid-three-currencies');
  assert.is(form.maxAmount, undefined);
  assert.is(maxAmountOf(form), DEFAULT_MAX_AMOUNT);
  assert.is(DEFAULT_MAX_AMOUNT, 10_000_000);
  const rules = rulesFor(form, english);
  assert.is(rules.checkField('amount', '10000000', 'submit'), undefined);
  assert.is(rules.checkField('amount', '10000000.01', 'submit'), 'Amount must not be more than 10,000,000.');
  assert.is(rules.checkField('amount', '99999999999999999999', 'submit'), 'Amount must not be more than 10,000,000.');
});

test('a form sets its own maximum in its org file: PKR 5,000,000 (grid-max-amount)', async () => {
  const rules = rulesFor(await fixtureGridForm('grid-max-amount'), english);
  assert.is(rules.checkField('amount', '5000000', 'submit'), undefined);
  assert.is(rules.checkField('amount', '5000001', 'submit'), 'Amount must not be more than 5,000,000.');
});

test('every kind where the donor types the amount has a maximum: donation page, zakat, campaign, associates, wizard', async () => {
  const forms = await Promise.all([
    fixtureForm('donation-pages', 'donation-page'),
    fixtureForm('campaign-and-zakat', 'zakat-form', '/merchantform/campaign-and-zakat/Zakat'),
    fixtureForm('campaign-and-zakat', 'campaign-form', '/merchantform/campaign-and-zakat/Donation'),
    fixtureForm('associates', 'associates'),
    fixtureForm('wizard-two-accounts', 'donation-wizard'),
  ]);
  for (const { form } of forms) {
    const rules = rulesFor(form, english);
    assert.is(rules.checkField('amount', '10000000', 'submit'), undefined, form.route);
    assert.is(rules.checkField('amount', '10000001', 'submit'), 'Amount must not be more than 10,000,000.', form.route);
    assert.is(
      rulesFor({ ...form, maxAmount: 750 }, english).checkField('amount', '751', 'submit'),
      'Amount must not be more than 750.',
      form.route,
    );
  }
});

test.run();
