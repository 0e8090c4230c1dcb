/**
 * Every HTML page the build writes: its Content-Security-Policy as a `<meta>` ahead of anything it
 * loads, the same policy (plus frame-ancestors) in its headers, Subresource Integrity matching the
 * exact bytes of its script, its one `<style>` allowed by the hash of its text, and nothing else inline
 * that the policy would have to allow.
 */
import { readFile } from 'node:fs/promises';
import { BROWSER_TARGET } from '../../build/bundle-client.ts';
import { styleParts } from '../../build/style-parts.ts';
import { STYLES_SOURCE } from '../../build/stylesheet.ts';
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuiltFile } from '../../build/build-site.ts';
import { inlineStyleText, inlineHashSource } from '../../build/inline-style.ts';
import { integrityOf } from '../../build/subresource-integrity.ts';
import { builtSite, fileAt, text } from './helpers/built-site.ts';

let files: BuiltFile[] = [];
let pages: BuiltFile[] = [];

test.before(async () => {
  ({ files } = await builtSite());
  pages = files.filter((file) => file.path.endsWith('.html'));
});

function parse(page: BuiltFile): Document {
  return new JSDOM(text(page)).window.document;
}

/** The file a page's relative `url` points to, in the page's org folder. */
function target(page: BuiltFile, url: string): BuiltFile | undefined {
  const path = new URL(url, `http://host/${page.path}`).pathname.slice(1);
  return fileAt(files, page.org, path);
}

test('the build writes pages of every kind (a vacuous pass is impossible)', () => {
  assert.ok(pages.length >= 60, `${pages.length} pages`);
  assert.ok(pages.some((page) => page.path.endsWith('demo-provider/index.html')));
});

test("every page's meta policy comes before what it loads and equals its header's, less frame-ancestors", () => {
  for (const page of pages) {
    const doc = parse(page);
    const metas = doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
    assert.is(metas.length, 1, page.path);
    const meta = metas[0]!;
    const loads = [...doc.querySelectorAll('script[src], link[rel="stylesheet"], style')];
    for (const element of loads) {
      assert.ok(
        meta.compareDocumentPosition(element) & doc.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING,
        `${page.path}: meta before ${element.outerHTML}`,
      );
    }
    const header = page.headers?.['Content-Security-Policy'] ?? '';
    const content = meta.getAttribute('content') ?? '';
    assert.match(header, /; frame-ancestors [^;]+$/, page.path);
    assert.is(content, header.replace(/; frame-ancestors [^;]+$/, ''), page.path);
    assert.match(content, /script-src 'self'/, page.path);
  }
});

test('every page loads one script, at low priority, carrying the integrity of the bytes it points to', () => {
  for (const page of pages) {
    const doc = parse(page);
    const loads = [...doc.querySelectorAll('script[src], link[rel="stylesheet"]')];
    assert.is(loads.length, 1, `${page.path} loads one script and no stylesheet`);
    const script = loads[0]!;
    const url = script.getAttribute('src') ?? '';
    const file = target(page, url);
    assert.ok(file, `${page.path}: ${url} exists`);
    assert.is(script.getAttribute('integrity'), integrityOf(file.contents), `${page.path}: ${url}`);
    assert.is(script.getAttribute('crossorigin'), null, `${page.path}: same-origin, so no crossorigin`);
    assert.is(script.getAttribute('fetchpriority'), 'low', page.path);
    assert.is(script.parentElement, doc.body, `${page.path}: the script comes after the form`);
  }
});

test("every page carries its styles in one <style>, which its policy allows by that text's hash and nothing else", async () => {
  const parts = styleParts(await readFile(STYLES_SOURCE, 'utf8'), 'templates/styles.css', BROWSER_TARGET);
  for (const page of pages) {
    const doc = parse(page);
    const styles = doc.querySelectorAll('style');
    assert.is(styles.length, 1, `${page.path}: one <style>`);
    assert.is(styles[0]!.parentElement, doc.head, page.path);
    const css = styles[0]!.textContent ?? '';
    // The base and some of the parts, each whole and in the stylesheet's order (build/style-parts.ts).
    const carried = parts.filter((part) => css.includes(part.css));
    assert.is(carried.map((part) => part.css).join(''), css, `${page.path}: whole parts of the stylesheet, in order`);
    assert.is(carried[0]?.name, 'base', page.path);
    const policy = page.headers?.['Content-Security-Policy'] ?? '';
    assert.match(policy, `style-src ${inlineHashSource(css)};`, page.path);
  }
});

test('a policy allows a <style> by its exact text only: one changed byte is another hash', () => {
  assert.match(inlineHashSource('body{margin:0}'), /^'sha256-[A-Za-z0-9+/]{43}='$/);
  assert.is.not(inlineHashSource('body{margin:0}'), inlineHashSource('body{margin:1}'));
  assert.is(inlineStyleText('a{color:red}'), 'a{color:red}');
  assert.throws(() => inlineStyleText('a{content:"</STYLE><script>"}'), /<\/style/);
});

test('no page has an inline script, an inline event handler or a style attribute', () => {
  for (const page of pages) {
    const doc = parse(page);
    for (const script of doc.querySelectorAll('script:not([src])')) {
      assert.is(script.getAttribute('type'), 'application/json', `${page.path}: only JSON data blocks are inline`);
    }
    for (const element of doc.querySelectorAll('*')) {
      for (const { name } of element.attributes) {
        assert.not.ok(name.startsWith('on'), `${page.path}: ${name} on <${element.localName}>`);
        assert.is.not(name, 'style', `${page.path}: style attribute on <${element.localName}>`);
      }
    }
  }
});

test('every asset is sent with nosniff', () => {
  for (const file of files.filter((each) => each.path.startsWith('assets/'))) {
    assert.is(file.headers?.['X-Content-Type-Options'], 'nosniff', file.path);
  }
});

test.run();
