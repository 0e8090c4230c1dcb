/** The proxy's submit check: the form's rules plus no key the form does not have. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor, strictCheck } from '../../../orgs/rules/index.ts';
import { validValues } from '../helpers/real-forms.ts';
import { fixtureGridForm } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

const NOT_A_FIELD = 'This field is not part of the form.';

test("the form's own fields pass and come back trimmed", async () => {
  const form = await fixtureGridForm('grid-three-currencies');
  const result = strictCheck(rulesFor(form, english), { ...validValues(form), name: '  Ayesha Khan ' }, english);
  assert.equal(result, { ok: true, values: { ...validValues(form), name: 'Ayesha Khan' } });
});

test('a key the form does not have fails with its own message, even when every field passes', async () => {
  const form = await fixtureGridForm('grid-three-currencies');
  const result = strictCheck(rulesFor(form, english), { ...validValues(form), OrderAmount: '1', account: 'zakat' }, english);
  assert.equal(result, { ok: false, errors: { OrderAmount: NOT_A_FIELD, account: NOT_A_FIELD } });
});

test("unknown keys and failing fields are reported together; the rules' own check still drops the unknown", async () => {
  const form = await fixtureGridForm('grid-three-currencies');
  const values = { ...validValues(form), email: 'not-an-address', extra: 'x' };
  assert.equal(strictCheck(rulesFor(form, english), values, english), {
    ok: false,
    errors: { email: 'Email address is invalid.', extra: NOT_A_FIELD },
  });
  assert.equal(rulesFor(form, english).check(values, 'submit'), { ok: false, errors: { email: 'Email address is invalid.' } });
});

test.run();
