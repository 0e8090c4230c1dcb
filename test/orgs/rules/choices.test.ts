/** Currency and purpose must come from the form's own lists in orgs/. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import { currencyCodes } from '../../../orgs/schema/currency-codes.ts';
import { fixtureGridForm, fixtureGridForms } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

test('every currency of a form is accepted, and no other', async () => {
  for (const [id, form] of await fixtureGridForms()) {
    const rules = rulesFor(form, english);
    for (const code of currencyCodes) {
      const expected = form.currencies.includes(code) ? undefined : 'Choose a currency from the list.';
      assert.is(rules.checkField('currency', code, 'submit'), expected, `${id} ${code}`);
    }
  }
});

test('PKR-only forms refuse USD', async () => {
  for (const id of ['grid-max-amount']) {
    const rules = rulesFor(await fixtureGridForm(id), english);
    assert.is(rules.checkField('currency', 'PKR', 'submit'), undefined, id);
    assert.is(rules.checkField('currency', 'USD', 'submit'), 'Choose a currency from the list.', id);
  }
});

test('every purpose of a form is accepted by value, not by label', async () => {
  for (const [id, form] of await fixtureGridForms()) {
    const rules = rulesFor(form, english);
    const field = form.purpose.field;
    const notInList = `Choose a ${form.purpose.label.toLowerCase()} from the list.`;
    for (const option of form.purpose.options) {
      assert.is(rules.checkField(field, option.value, 'submit'), undefined, `${id} ${option.value}`);
      if (option.label !== undefined && option.label !== option.value) {
        assert.is(rules.checkField(field, option.label, 'submit'), notInList, `${id} ${option.label}`);
      }
    }
    assert.is(rules.checkField(field, 'Lottery', 'submit'), notInList, id);
  }
});

test('a purpose from another form is refused', async () => {
  const rules = rulesFor(await fixtureGridForm('grid-three-currencies'), english);
  assert.is(rules.checkField('donationType', 'StudentTuitionFee', 'submit'), 'Choose a donation purpose from the list.');
  assert.is(
    rulesFor(await fixtureGridForm('grid-phone-required'), english).checkField('donationType', 'StudentTuitionFee', 'submit'),
    undefined,
  );
});

test.run();
