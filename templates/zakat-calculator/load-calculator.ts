/**
 * Loads the zakat calculator's own script when the donor opens the panel, so a page's first visit does
 * not carry it (`test/build/first-visit-bytes.test.ts`).
 *
 * How it loads. The build names the script and its Subresource Integrity value through esbuild's
 * `define` (build/bundle-client.ts). The page adds `<link rel="modulepreload" integrity=…>` for it and
 * waits for it: the browser fetches the module with that integrity and keeps it, or its failure, in
 * the page's module map (https://html.spec.whatwg.org/multipage/links.html#link-type-modulepreload); the
 * `import()` that follows takes the module from that map, so it runs only if its bytes are the ones
 * built (a browser without modulepreload imports it unchecked, as it runs the page's script unchecked
 * when it has no Subresource Integrity). `script-src 'self'` already allows it. Where the code runs without that build (the server
 * render, tests) the module is imported from source.
 */
import * as react from 'react';
import * as runtime from 'react/jsx-runtime';
import { createTranslator } from '../../orgs/i18n/translator.ts';
import type * as Calculator from './calculator-entry.ts';

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
    const link = document.createElement('link');
    link.href = new URL(ZAKAT_CALCULATOR_URL, import.meta.url).href;
    // A browser without modulepreload (Safari before 17) would fire neither event: it imports the script
    // as it does the page's, where it checks no integrity either.
    if (link.relList.supports('modulepreload')) {
      link.rel = 'modulepreload';
      link.integrity = ZAKAT_CALCULATOR_INTEGRITY;
      await new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = reject;
        document.head.append(link);
      });
    }
    module = await import(link.href);
  }
  module.lend({ react, runtime, createTranslator });
  return module;
}
