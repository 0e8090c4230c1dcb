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

/** Each character a value may not hide, by what it is. */
const hidden = {
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  LRM: '\u200e',
  RLM: '\u200f',
  ALM: '\u061c',
  'zero-width space': '\u200b',
  'word joiner': '\u2060',
  'invisible times': '\u2062',
  'soft hyphen': '\u00ad',
  'byte order mark': '\ufeff',
  'Mongolian vowel separator': '\u180e',
  'interlinear annotation anchor': '\ufff9',
  'tag LATIN CAPITAL A': '\u{e0041}',
  'cancel tag': '\u{e007f}',
  'language tag': '\u{e0001}',
  'lone high surrogate': '\ud800',
  'lone low surrogate': '\udfff',
};

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
});

test('text fields refuse direction marks, invisible and tag characters and lone surrogates, with the same message', () => {
  const fields = {
    Name: requiredText('Name is required.', 'Name', 100, english),
    Address: optionalText('Address', 200, english),
    Comments: optionalText('Comments', 1000, english, { multiline: true }),
  };
  for (const [what, character] of Object.entries(hidden)) {
    for (const [label, schema] of Object.entries(fields)) {
      // The comments box folds the line and paragraph separators into spaces, as it does line breaks.
      if (label === 'Comments' && what.endsWith('separator')) continue;
      const result = schema.safeParse(`Ali${character}Khan`);
      const message = `${label} must not contain line breaks, control characters, invisible characters or text-direction marks.`;
      assert.is(result.success ? 'accepted' : result.error.issues[0]?.message, message, `${label}: ${what}`);
    }
  }
});

test('Urdu, its zero-width non-joiner, the zero-width joiner, emoji and other scripts are ordinary text', () => {
  const name = requiredText('Name is required.', 'Name', 100, english);
  for (const value of ['عائشہ خان', 'می\u200cخواهم', 'ہ\u200d', 'Ali 👨\u200d👩\u200d👧', 'Ayşe Çelik', '张伟', 'അര്\u200dജുന്', 'Zoë 😀']) {
    assert.is(name.safeParse(value).data, value, JSON.stringify(value));
  }
});

test('the comments box folds line breaks and tabs into one space, and refuses other controls', () => {
  const comments = optionalText('Comments', 1000, english, { multiline: true });
  assert.is(comments.safeParse('For the well\r\n\r\nin Thar\tplease\n').data, 'For the well in Thar please');
  assert.is(comments.safeParse('For the well\u2028in Thar\u2029please').data, 'For the well in Thar please');
  assert.is(comments.safeParse('A\u0000B').success, false);
  assert.is(comments.safeParse('\u202eevil').success, false);
});

test.run();
