/** Field schemas take whatever a request sends: anything but a string counts as empty. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { optionalText, requiredText } from '../../../orgs/rules/field-schemas.ts';

const notStrings = [5, true, null, undefined, ['03001234567'], { number: '0300' }];

test('a required field refuses a non-string with its required message', () => {
  const name = requiredText('Name is required.', 'Name', 100);
  for (const value of notStrings) {
    const result = name.safeParse(value);
    assert.is(result.success ? undefined : result.error.issues[0]?.message, 'Name is required.', String(value));
  }
  assert.equal(name.safeParse(' Ayesha ').data, 'Ayesha');
});

test('an optional field reads a non-string as empty', () => {
  const phone = optionalText('WhatsApp Number', 30);
  for (const value of notStrings) assert.equal(phone.safeParse(value), { success: true, data: '' }, String(value));
  assert.equal(phone.safeParse(' 0300 1234567 ').data, '0300 1234567');
  assert.is(phone.safeParse('0'.repeat(31)).success, false);
});

test.run();
