/**
 * Loads the zakat calculator's own script when the donor opens the panel, so a page's first visit does
 * not carry it (`test/build/first-visit-bytes.test.ts`). The build names the script and its Subresource
 * Integrity value through esbuild's `define` (build/bundle-client.ts), and `importChecked` runs it only
 * if its bytes are those. Where the code runs without that build (the server render, tests) the module
 * is imported from source.
 */
import * as react from 'react';
import * as runtime from 'react/jsx-runtime';
import { createTranslator } from '../../orgs/i18n/translator.ts';
import type * as Calculator from './calculator-entry.ts';
import { importChecked } from '../checked-import.ts';

/** Set by build/bundle-client.ts: the calculator script's URL relative to the page's script, e.g. './zakat-calculator-1A2B3C4D.js'. */
declare const ZAKAT_CALCULATOR_URL: string | undefined;
/** Set by build/bundle-client.ts: that script's Subresource Integrity value ('sha256-…'). */
declare const ZAKAT_CALCULATOR_INTEGRITY: string | undefined;

export type CalculatorModule = typeof Calculator;

/**
 * The calculator's module, with the page's React and message formatter lent to it (`lent.ts`). Each call after a failure tries again
 * (the browser keeps a loaded module: a second call after a success costs nothing).
 * @throws (rejects with) an Error when the script does not come or fails its integrity check.
 */
export async function loadCalculator(): Promise<CalculatorModule> {
  let module: CalculatorModule;
  if (typeof ZAKAT_CALCULATOR_URL === 'undefined' || typeof ZAKAT_CALCULATOR_INTEGRITY === 'undefined') {
    module = await import('./calculator-entry.ts');
  } else {
    module = await importChecked<CalculatorModule>(new URL(ZAKAT_CALCULATOR_URL, import.meta.url).href, ZAKAT_CALCULATOR_INTEGRITY);
  }
  module.lend({ react, runtime, createTranslator });
  return module;
}
