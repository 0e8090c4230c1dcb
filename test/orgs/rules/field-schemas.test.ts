/** Field schemas take whatever a request sends: anything but a string counts as empty. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { optionalText, requiredText } from '../../../orgs/rules/field-schemas.ts';
import { english } from '../../helpers/translators.ts';

const notStrings = [5, true, null, undefined, ['03001234567'], { number: '0300' }];

test('a required field refuses a non-string with its required message', () => {
  const name = requiredText('Name is required.', 'Name', 100, english);
  for (const value of notStrings) {
    const result = name.safeParse(value);
    assert.is(result.success ? undefined : result.error.issues[0]?.message, 'Name is required.', String(value));
  }
  assert.equal(name.safeParse(' Ayesha ').data, 'Ayesha');
});

test('an optional field reads a non-string as empty', () => {
  const phone = optionalText('WhatsApp Number', 30, english);
  for (const value of notStrings) assert.equal(phone.safeParse(value), { success: true, data: '' }, String(value));
  assert.equal(phone.safeParse(' 0300 1234567 ').data, '0300 1234567');
  assert.is(phone.safeParse('0'.repeat(31)).success, false);
});

const controlsAndOverrides = ['A\u0000B', 'A\r\nB', 'A\tB', '\u202eevil', 'A\u2066B\u2069', 'A\u0085B', 'A\u001bB'];

test('text fields refuse control characters and bidi overrides, and say so', () => {
  const name = requiredText('Name is required.', 'Name', 100, english);
  const address = optionalText('Address', 200, english);
  for (const value of controlsAndOverrides) {
    for (const schema of [name, address]) {
      const result = schema.safeParse(value);
      assert.is(result.success, false, JSON.stringify(value));
      assert.match(result.error?.issues[0]?.message ?? '', /must not contain line breaks, control characters/);
    }
  }
  // Urdu, a zero-width non-joiner and the plain direction marks are ordinary text.
  for (const value of ['عائشہ خان', 'می\u200cخواهم', 'Ali \u200fعلی']) assert.is(name.safeParse(value).data, value);
});

test('the comments box folds line breaks and tabs into one space, and refuses other controls', () => {
  const comments = optionalText('Comments', 1000, english, { multiline: true });
  assert.is(comments.safeParse('For the well\r\n\r\nin Thar\tplease\n').data, 'For the well in Thar please');
  assert.is(comments.safeParse('A\u0000B').success, false);
  assert.is(comments.safeParse('\u202eevil').success, false);
});

test.run();
