/**
 * The fee table's caption names the dues year the org file gives (`duesYear.label`), in the page's
 * language: the product's words around the org file's year, never a year written into the template or
 * the catalogue.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Translator } from '../../../orgs/i18n/translator.ts';
import { FeeTable } from '../../../templates/membership/FeeTable.tsx';
import { TranslatorContext } from '../../../templates/i18n/translator-context.ts';
import { english, urdu } from '../../helpers/translators.ts';

/** The caption's text, rendered with `translator` for the year `duesYear`. */
function caption(translator: Translator, duesYear: string): string {
  const table = createElement(FeeTable, {
    duesYear,
    typeName: 'Associate',
    idCardFee: 500,
    dues: { classFee: 3700, idCardFee: 0, total: 3700 },
    idCard: false,
    onIdCard: () => {},
  });
  const html = renderToStaticMarkup(createElement(TranslatorContext.Provider, { value: translator }, table));
  return /<caption>(.*?)<\/caption>/.exec(html)?.[1] ?? '';
}

test("the caption takes the org file's year", () => {
  assert.is(caption(english, '2024-25'), 'Renewal Dues For the Year 2024-25');
  assert.is(caption(english, '2026-27'), 'Renewal Dues For the Year 2026-27');
});

test('in Urdu the year stands in the Urdu sentence, isolated left to right as the translator isolates Latin and digits', () => {
  assert.is(caption(urdu, '2026-27'), 'سال \u20662026-27\u2069 کے تجدیدی واجبات');
});

test.run();
