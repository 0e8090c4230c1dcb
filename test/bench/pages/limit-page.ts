/**
 * The "limit page" of a built form page: the same HTML with its stylesheet link replaced by a `<style>`
 * holding the stylesheet (a page that already inlines it keeps its `<style>`), every `<script>` element
 * removed (the module script and the JSON props block) and its Content-Security-Policy `<meta>` removed
 * (it would refuse the inline style). What is left paints the same page in one response: the best the
 * page could do on a slow link, which its own first paint is compared with.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const POLICY_META = /<meta\b[^>]*\bhttp-equiv="Content-Security-Policy"[^>]*>/gi;

/**
 * The limit page of `html`; `stylesheet(href)` gives the text of a linked stylesheet. Throws if a
 * stylesheet link has no href, or if a script, stylesheet link or policy is still there afterwards.
 */
export async function limitPage(html: string, stylesheet: (href: string) => Promise<string>): Promise<string> {
  const styles = new Map<string, string>();
  for (const [link] of html.matchAll(STYLESHEET_LINK)) {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    if (!href) throw new Error(`a stylesheet link without href: ${link}`);
    styles.set(link, `<style>${await stylesheet(href)}</style>`);
  }
  const limit = html
    .replace(STYLESHEET_LINK, (link) => styles.get(link)!)
    .replace(SCRIPT, '')
    .replace(POLICY_META, '');
  for (const left of [STYLESHEET_LINK, SCRIPT, POLICY_META, /<script\b/]) {
    if (new RegExp(left.source, 'i').test(limit)) throw new Error(`the limit page still has ${left.source}`);
  }
  return limit;
}

/**
 * Writes the limit page of the built page `pageFile` (an `index.html`) beside it as `limit.html`, its
 * stylesheets read from disk relative to the page (hrefs are relative in a built page). Returns the path
 * written; throws what reading, `limitPage` or writing throws.
 */
export async function writeLimitPage(pageFile: string): Promise<string> {
  const folder = dirname(pageFile);
  const html = await limitPage(await readFile(pageFile, 'utf8'), (href) => readFile(join(folder, href), 'utf8'));
  const limitFile = join(folder, 'limit.html');
  await writeFile(limitFile, html);
  return limitFile;
}
