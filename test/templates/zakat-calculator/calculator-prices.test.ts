/**
 * The prices the zakat calculator's panel starts from: the maintained ones (`METAL_PRICES`, whatever the
 * maintainer last set) when none are given, as on every page, else the given ones, in the boxes, in the
 * date and source above them, and in the nisab.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { translatorFor } from '../../../orgs/i18n/compile.ts';
import { METAL_PRICES, type MetalPrices } from '../../../orgs/zakat/metal-prices.ts';
import { ZakatCalculator } from '../../../templates/zakat-calculator/ZakatCalculator.tsx';

/** The panel as first drawn in English at `prices` (left out: the default). */
function panel(prices?: MetalPrices): Document {
  const state = { values: { currency: 'PKR', amount: '' }, setValue() {} };
  const props = { translator: translatorFor('en'), target: {}, state, ...(prices && { prices }) };
  return new JSDOM(renderToStaticMarkup(createElement(ZakatCalculator, props))).window.document;
}

/** The values of the two price boxes, gold then silver. */
const priceBoxes = (page: Document) => [...page.querySelectorAll('input')].slice(0, 2).map((box) => box.value);

test('without prices the panel starts from the maintained ones', () => {
  const page = panel();
  assert.equal(priceBoxes(page), [METAL_PRICES.goldPerTola, METAL_PRICES.silverPerTola]);
  assert.match(page.body.textContent ?? '', METAL_PRICES.source);
});

test('given prices, the panel starts from them: boxes, date, source and nisab', () => {
  // Silver at 12,000.50 PKR a tola: the nisab is 52.5 x 12,000.50 = 630,026.25 PKR.
  const given: MetalPrices = { asOf: '2025-03-04', source: 'a test publisher', goldPerTola: '600000', silverPerTola: '12000.50' };
  const page = panel(given);
  assert.equal(priceBoxes(page), ['600000', '12000.50']);
  const text = (page.body.textContent ?? '').replaceAll('\u00a0', ' ');
  assert.match(text, 'Prices of March 4, 2025, from a test publisher.');
  assert.match(text, 'PKR 630,026.25');
  assert.is(page.querySelector('a'), null, 'no address given, no link');
});

test.run();
