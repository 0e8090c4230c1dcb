/**
 * The stylesheet inside each built page: a page whose styles travel in its HTML paints from that one
 * response, a round trip sooner on a slow mobile link than one that must fetch a stylesheet first. The
 * page's Content-Security-Policy allows that one `<style>` element by its hash, never by
 * 'unsafe-inline', so an injected style still does nothing
 * (https://w3c.github.io/webappsec-csp/#match-element-to-source-list: a hash source matches an inline
 * element whose text, as UTF-8, has that digest).
 */
import { createHash } from 'node:crypto';

/**
 * `css` as it may go into a `<style>` element unchanged: the HTML parser ends the element at the first
 * `</style`, so text holding one cannot be inlined byte for byte.
 * @throws Error when `css` holds `</style` (in any case).
 */
export function inlineStyleText(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('The stylesheet holds "</style", which would end its <style> element early');
  return css;
}

/**
 * The policy source allowing an inline `<style>` or `<script>` element whose text is exactly `text`:
 * `'sha256-<base64 digest>'`. The built pages' style, and the proxy's own pages' style and script.
 */
export function inlineHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
