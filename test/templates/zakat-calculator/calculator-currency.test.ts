/**
 * The zakat calculator writes its amounts as the form's currency box names the currency, 'PKR 513,555',
 * in Urdu as in English: not 'Rs', the Urdu locale's own symbol, which no box on the form says. Drawn at
 * the published prices of 2026-01-19 (silver 9,782 PKR a tola: nisab 52.5 x 9,782 = 513,555), not the
 * maintained ones, which the maintainer changes.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { translatorFor } from '../../../orgs/i18n/compile.ts';
import { ZakatCalculator } from '../../../templates/zakat-calculator/ZakatCalculator.tsx';
import { EXAMPLE_PRICES } from '../../orgs/helpers/metal-prices.ts';

/** The panel's text as first drawn (nothing typed: the nisab and a zakat due of nothing are shown). */
function panelText(language: 'en' | 'ur'): string {
  const state = { values: { currency: 'PKR', amount: '' }, setValue() {} };
  const html = renderToStaticMarkup(
    createElement(ZakatCalculator, { translator: translatorFor(language), target: {}, state, prices: EXAMPLE_PRICES }),
  );
  return (JSDOM.fragment(html).textContent ?? '').replaceAll('\u00a0', ' ');
}

for (const language of ['en', 'ur'] as const) {
  test(`${language}: amounts read PKR, never Rs`, () => {
    const text = panelText(language);
    assert.match(text, /PKR 513,555/, 'the nisab by silver');
    assert.not.match(text, /\bRs\b/);
  });
}

test.run();
