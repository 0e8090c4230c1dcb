/** `rulesFor`: built once per form object, as the proxy asks for them on every request. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rulesFor } from '../../../orgs/rules/index.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';
import { english } from '../../helpers/translators.ts';

test('the same form object gets the same rules object', async () => {
  const { form } = await fixtureForm('grid-three-currencies', 'standard-grid');
  const first = rulesFor(form, english);
  assert.ok(rulesFor(form, english) === first);
});

test('another form object, even an equal copy, gets rules of its own that check alike', async () => {
  const { form } = await fixtureForm('grid-three-currencies', 'standard-grid');
  const copy = { ...form };
  assert.ok(rulesFor(copy, english) !== rulesFor(form, english));
  assert.equal(rulesFor(copy, english).check({ amount: '-1' }, 'submit'), rulesFor(form, english).check({ amount: '-1' }, 'submit'));
});

test.run();
