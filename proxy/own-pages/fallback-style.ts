/**
 * The style of the proxy's own pages when the forms' stylesheet cannot be linked: no org to find the
 * pages of (an order not found, a removal link that no longer works, a post refused before it named its
 * form), or a proxy started without the built pages' asset names. A few rules in the forms' colours and
 * classes (`templates/styles.css`: a centred card, the system font, the language switch at the top end),
 * so such a page still reads as the charity's. It travels inside the page, allowed by its SHA-256 in the
 * page's Content-Security-Policy (https://w3c.github.io/webappsec-csp/#grammardef-hash-source), never
 * by 'unsafe-inline'.
 */
import { inlineHashSource } from '../../build/inline-style.ts';

/** The CSS, as written into the page's `<style>` element (no `<` in it, so it cannot close the element). */
export const FALLBACK_STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f4f6f8}',
  '.form-page{padding:1rem}',
  '.form-card{max-width:32rem;margin:0 auto;padding:1.25rem;background:#fff;border-radius:.75rem}',
  'h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.25}',
  'a{color:#0b5cad}',
  '.language-switch{padding:.5rem 1rem 0;text-align:end}',
].join('');

/** The style-src source that allows exactly `FALLBACK_STYLE`: `'sha256-<base64>'`. */
export const FALLBACK_STYLE_SOURCE = inlineHashSource(FALLBACK_STYLE);
