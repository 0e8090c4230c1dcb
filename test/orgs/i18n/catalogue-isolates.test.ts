/**
 * Latin words and numbers in right-to-left messages sit in directional isolates, so a right-to-left page
 * shows 'order=', 'A-1234', 'USD 5' and '(2.5%)' in their own order, not '=order', '1234-A', '5$' or
 * '(%2.5)'. The formatter isolates the values it puts in as they are (orgs/i18n/translator.ts); this holds
 * the catalogue text to the rest: every Latin letter, digit, '$' and '%' it writes, every number or date
 * it formats itself and the plural's '#' sit between an isolate initiator (U+2066 LRI, U+2067 RLI,
 * U+2068 FSI) and its U+2069 PDI, and every isolate is closed in the branch that opens it. A message
 * with no right-to-left letter is no right-to-left sentence (a placeholder such as '03XXXXXXXXX', a
 * name such as 'CNIC') and is shown as written.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { catalogueOf } from '../../../orgs/i18n/catalogue.ts';
import { LANGUAGE_INFO, LANGUAGES } from '../../../orgs/i18n/languages.ts';
import { formatterIsolates } from '../../../orgs/i18n/translator.ts';

const OPENERS = new Set(['\u2066', '\u2067', '\u2068']);
const CLOSER = '\u2069';
/** What reorders in right-to-left text unless isolated: Latin letters, digits and the signs that stick to numbers. */
const LEFT_TO_RIGHT = /[A-Za-z0-9$%]/;
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * The places in `elements` where something that must be isolated is not, as short descriptions, walking
 * from isolate `depth`; `isolatedByFormatter` are the arguments whose values the formatter wraps itself.
 * Returns the problems and the depth the elements end at.
 */
function unisolated(
  elements: readonly MessageFormatElement[],
  isolatedByFormatter: ReadonlySet<string>,
  depth = 0,
): { problems: string[]; depth: number } {
  const problems: string[] = [];
  let level = depth;
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      // Each word outside any isolate (what lies between spaces and isolate marks) with a Latin letter or digit.
      let word = '';
      const endWord = () => {
        if (LEFT_TO_RIGHT.test(word)) problems.push(`"${word}"`);
        word = '';
      };
      for (const character of element.value) {
        if (OPENERS.has(character)) {
          endWord();
          level += 1;
        } else if (character === CLOSER) {
          if (level === depth) problems.push('a U+2069 that closes no isolate');
          else level -= 1;
        } else if (level === 0 && /\S/.test(character)) word += character;
        else endWord();
      }
      endWord();
    } else if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const [selector, option] of Object.entries(element.options)) {
        const inner = unisolated(option.value, isolatedByFormatter, level);
        problems.push(...inner.problems);
        if (inner.depth !== level) problems.push(`an isolate left open in {${element.value}, …, ${selector} {…}}`);
      }
    } else if (element.type === TYPE.tag) {
      const inner = unisolated(element.children, isolatedByFormatter, level);
      problems.push(...inner.problems);
      level = inner.depth;
    } else if (level === 0) {
      const plainAndWrapped = element.type === TYPE.argument && isolatedByFormatter.has(element.value);
      if (!plainAndWrapped) problems.push(element.type === TYPE.pound ? '#' : `{${element.value}}`);
    }
  }
  return { problems, depth: level };
}

/** Each problem of `text` (an ICU message), e.g. ['"order="'] or ['{max}', 'an isolate left open']. */
function problemsOf(text: string): string[] {
  if (!RIGHT_TO_LEFT.test(text)) return [];
  const tree = parse(text, { ignoreTag: true });
  const { problems, depth } = unisolated(tree, formatterIsolates(tree));
  return depth === 0 ? problems : [...problems, 'an isolate left open at the end'];
}

for (const language of LANGUAGES.filter((code) => LANGUAGE_INFO[code].dir === 'rtl')) {
  test(`${language}: every Latin word, number and formatted argument of a message is isolated`, () => {
    const problems = [...catalogueOf(language)].flatMap(([key, text]) => problemsOf(text).map((problem) => `${key}: ${problem}`));
    assert.equal(problems, []);
  });
}

test('the check refuses what reorders and passes it isolated', () => {
  assert.equal(problemsOf('آرڈر نمبر (ایڈریس بار میں order= کے بعد)'), ['"order="']);
  assert.equal(problemsOf('آرڈر نمبر (ایڈریس بار میں \u2066order=\u2069 کے بعد)'), []);
  assert.equal(problemsOf('واجب زکوٰۃ (2.5%)'), ['"(2.5%)"']);
  assert.equal(problemsOf(`رقم کم از کم \${minimum} ہونی چاہیے۔`), ['"$"']);
  assert.equal(problemsOf('رقم کم از کم \u2066USD {minimum}\u2069 ہونی چاہیے۔'), []);
  assert.equal(problemsOf('{max, number} حروف'), ['{max}']);
  assert.equal(problemsOf('\u2066{max, number}\u2069 حروف'), []);
  assert.equal(problemsOf('{n, plural, one {# سیکنڈ} other {{n} سیکنڈ}}'), ['#', '{n}']);
  assert.equal(problemsOf('{n, plural, one {\u2066#\u2069 سیکنڈ} other {\u2066{n}\u2069 سیکنڈ}}'), []);
  assert.equal(problemsOf('{n, plural, one {\u2066# سیکنڈ} other {سیکنڈ}}\u2069'), [
    'an isolate left open in {n, …, one {…}}',
    'a U+2069 that closes no isolate',
  ]);
  assert.equal(problemsOf('{email} پر ای میل کریں'), [], 'the formatter isolates a plain value');
  assert.equal(problemsOf('درخواست \u2066JSON'), ['an isolate left open at the end']);
  assert.equal(problemsOf('PayPro ID: {id}'), [], 'no right-to-left letter: shown as written');
});

test.run();
