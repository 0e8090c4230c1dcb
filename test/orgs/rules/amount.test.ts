/** The amount: a positive decimal in major units with at most two places, and at most `maxAmount`. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import { realGridForm, realGridForms } from '../helpers/real-forms.ts';

test('whole and two-place amounts pass on every form', async () => {
  for (const [id, form] of await realGridForms()) {
    const rules = rulesFor(form);
    for (const amount of ['1', '2500', '19.99', '0.5', ' 100 ', '1000000']) {
      assert.is(rules.checkField('amount', amount, 'submit'), undefined, `${id} ${amount}`);
    }
  }
});

test('zero, negative and non-numeric amounts are refused', async () => {
  const rules = rulesFor(await realGridForm('jhrtrust'));
  for (const amount of ['0', '0.00', '-5', 'abc', '1e3', '1,000', '.5', '5.']) {
    assert.is(rules.checkField('amount', amount, 'submit'), 'Amount must be a number greater than 0.', amount);
  }
});

test('more than two decimal places are refused', async () => {
  const rules = rulesFor(await realGridForm('jhrtrust'));
  assert.is(rules.checkField('amount', '10.005', 'submit'), 'Amount can have at most 2 decimal places.');
  assert.is(rules.checkField('amount', '10.005', 'live'), 'Amount can have at most 2 decimal places.');
});

test('maxAmount caps the amount, inclusive', async () => {
  const rules = rulesFor({ ...(await realGridForm('jhrtrust')), maxAmount: 100000 });
  assert.is(rules.checkField('amount', '100000', 'submit'), undefined);
  assert.is(rules.checkField('amount', '100000.01', 'submit'), 'Amount must not be more than 100000.');
});

test('without maxAmount a large amount passes', async () => {
  const form = await realGridForm('jhrtrust');
  assert.is(form.maxAmount, undefined);
  assert.is(rulesFor(form).checkField('amount', '99999999', 'submit'), undefined);
});

test.run();
