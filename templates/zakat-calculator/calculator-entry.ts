/**
 * The zakat calculator's own script (`assets/zakat-calculator-<hash>.js`), which a page loads when the
 * donor opens the panel (`load-calculator.ts`). Built on its own by `build/bundle-client.ts`: `react`,
 * `react/jsx-runtime` and `orgs/i18n/translator.ts` resolve to `lent.ts`, so the page lends it its own with
 * `lend` before rendering `ZakatCalculator`; `messages` (the `zakatCalculator.*` messages of every language,
 * compiled) and the panel's styles (the stylesheet's `later-zakat-calculator` part) come in through
 * esbuild's `define`.
 *
 * The styles are adopted as a constructed stylesheet (https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssstylesheet)
 * when the script runs: the page's policy allows only its own `<style>` by hash, and a stylesheet made
 * by this script, whose bytes the page checked (Subresource Integrity), needs no other source. A browser
 * without `adoptedStyleSheets` shows the panel with the page's own field styles.
 */
import type { Language } from '../../orgs/i18n/languages.ts';
import type { CompiledMessages } from '../../orgs/i18n/translator.ts';

/** Set by build/bundle-client.ts: language -> the compiled `zakatCalculator.*` messages. */
declare const ZAKAT_CALCULATOR_MESSAGES: Readonly<Record<Language, CompiledMessages>> | undefined;
/** Set by build/bundle-client.ts: the panel's minified CSS. */
declare const ZAKAT_CALCULATOR_STYLES: string | undefined;

export { lend } from './lent.ts';
export { ZakatCalculator } from './ZakatCalculator.tsx';

/** Undefined where the code runs without the build (tests): the page's messages then hold them all. */
export const messages = typeof ZAKAT_CALCULATOR_MESSAGES === 'undefined' ? undefined : ZAKAT_CALCULATOR_MESSAGES;

if (typeof ZAKAT_CALCULATOR_STYLES === 'string' && 'adoptedStyleSheets' in document) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(ZAKAT_CALCULATOR_STYLES);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
