import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CATALOGUES, catalogueOf } from '../../../orgs/i18n/catalogue.ts';
import { LANGUAGES } from '../../../orgs/i18n/languages.ts';

/** The argument names a message's syntax tree uses, sorted, e.g. ['label', 'max']. */
function argumentsOf(elements: readonly MessageFormatElement[]): string[] {
  const names = new Set<string>();
  const visit = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        visit(element.children);
        continue;
      }
      names.add(element.value);
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(elements);
  return [...names].sort();
}

const english = catalogueOf('en');

for (const language of LANGUAGES) {
  const catalogue = catalogueOf(language);

  test(`${language}: the same areas and keys as English, no more, no fewer`, () => {
    assert.equal(Object.keys(CATALOGUES[language]).sort(), Object.keys(CATALOGUES.en).sort());
    const missing = [...english.keys()].filter((key) => !catalogue.has(key));
    const extra = [...catalogue.keys()].filter((key) => !english.has(key));
    assert.equal({ missing, extra }, { missing: [], extra: [] });
  });

  test(`${language}: every message is valid ICU and names the arguments its English one names`, () => {
    const problems: string[] = [];
    for (const [key, text] of catalogue) {
      try {
        const names = argumentsOf(parse(text, { ignoreTag: true }));
        const englishNames = argumentsOf(parse(english.get(key) ?? '', { ignoreTag: true }));
        if (names.join() !== englishNames.join()) problems.push(`${key}: {${names}} where English has {${englishNames}}`);
        if (text.trim() === '') problems.push(`${key}: empty`);
      } catch (error) {
        problems.push(`${key}: ${(error as Error).message}`);
      }
    }
    assert.equal(problems, []);
  });
}

test('the argument check sees arguments inside plurals and selects', () => {
  const tree = parse('{count, plural, one {# day for {name}} other {# days}} {kind, select, a {x} other {{extra}}}', {
    ignoreTag: true,
  });
  assert.equal(argumentsOf(tree), ['count', 'extra', 'kind', 'name']);
});

test.run();
