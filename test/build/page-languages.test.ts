/**
 * Each org's pages in each of its languages (org file `languages`; absent: English and Urdu): the
 * Urdu form and thank-you pages under `<route>/ur/`, each page's `lang` and `dir`, the language switch
 * between them (the `hreflang` alternates, absolute, come with a siteUrl: search-meta.test.ts), and
 * the org's translations of its own texts reaching the page in Urdu (only those its form holds) while
 * the English page ships none.
 */
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type BuiltFile } from '../../build/build-site.ts';
import type { LoadedOrg } from '../../orgs/types.ts';
import { PAGE_PROPS_ID } from '../../templates/page-props.ts';
import { loadedFixtureOrg } from '../helpers/fixture-orgs.ts';
import { fileAt, text } from './helpers/built-site.ts';

let grid: LoadedOrg;
let built: BuiltFile[] = [];
const FOLDER = 'merchantform/grid-three-currencies';

test.before(async () => {
  grid = await loadedFixtureOrg('grid-three-currencies');
  built = await buildSite([grid]);
});

function page(files: readonly BuiltFile[], path: string): Document {
  const file = fileAt(files, 'grid-three-currencies', path);
  assert.ok(file, `${path} was built`);
  return new JSDOM(text(file!)).window.document;
}

/** `url` (relative, as a page has it) resolved against the page at `path`, as a path from the org folder. */
function resolved(path: string, url: string): string {
  return new URL(url, `http://host/${path}`).pathname.slice(1);
}

test('without `languages`, every form and thank-you page is built in English and in Urdu, each with its lang and dir', () => {
  for (const [path, lang, dir] of [
    [`${FOLDER}/index.html`, 'en', 'ltr'],
    [`${FOLDER}/thank-you/index.html`, 'en', 'ltr'],
    [`${FOLDER}/ur/index.html`, 'ur', 'rtl'],
    [`${FOLDER}/ur/thank-you/index.html`, 'ur', 'rtl'],
  ] as const) {
    const html = page(built, path).documentElement;
    assert.is(html.lang, lang, path);
    assert.is(html.dir, dir, path);
  }
});

test('the two languages link to each other through a switch that reaches built pages (hreflang alternates need a siteUrl)', () => {
  for (const [path, other, otherName] of [
    [`${FOLDER}/index.html`, 'ur', 'اردو'],
    [`${FOLDER}/ur/index.html`, 'en', 'English'],
    [`${FOLDER}/thank-you/index.html`, 'ur', 'اردو'],
    [`${FOLDER}/ur/thank-you/index.html`, 'en', 'English'],
  ] as const) {
    const doc = page(built, path);
    assert.is(doc.querySelectorAll('link[rel="alternate"]').length, 0, `${path}: no relative alternates`);
    const links = [...doc.querySelectorAll('nav.language-switch a')];
    assert.is(links.length, 1, `${path}: one link to the other language`);
    const link = links[0]!;
    assert.is(link.getAttribute('hreflang'), other);
    assert.is(link.getAttribute('lang'), other);
    assert.is(link.textContent, otherName);
    assert.ok(
      fileAt(built, 'grid-three-currencies', resolved(path, `${link.getAttribute('href')}index.html`)),
      `${path}: the switch reaches a page`,
    );
    assert.ok(doc.querySelector('nav.language-switch')?.getAttribute('aria-label'), `${path}: the switch is named`);
  }
});

test('an org that lists English alone gets no Urdu pages, no alternates and no switch', async () => {
  const englishOnly = structuredClone(grid);
  englishOnly.org.languages = ['en'];
  const files = await buildSite([englishOnly]);
  assert.equal(
    files.filter((file) => file.path.includes('/ur/')).map((file) => file.path),
    [],
  );
  const doc = page(files, `${FOLDER}/index.html`);
  assert.is(doc.querySelectorAll('link[rel="alternate"]').length, 0);
  assert.is(doc.querySelector('nav.language-switch'), null);
});

/** The page props of the form page at `path`. */
function propsOf(files: readonly BuiltFile[], path: string): { orgTexts?: Record<string, string>; language: string } {
  return JSON.parse(page(files, path).getElementById(PAGE_PROPS_ID)?.textContent ?? '{}');
}

test("the org's Urdu for its texts reaches the Urdu page (only what its form holds); the English page ships none", async () => {
  const translated = structuredClone(grid);
  const form = translated.org.forms[0]!;
  translated.org.translations = { ur: { [form.title]: 'تین کرنسیوں میں عطیہ', 'A text no form holds': 'کوئی متن' } };
  const files = await buildSite([translated]);
  const urdu = page(files, `${FOLDER}/ur/index.html`);
  // The org's name, which this org file leaves in English, follows the title, kept left to right.
  assert.is(urdu.title, 'تین کرنسیوں میں عطیہ · \u2066Three Currencies Trust\u2069');
  const props = propsOf(files, `${FOLDER}/ur/index.html`);
  assert.is(props.language, 'ur');
  assert.is(props.orgTexts?.[form.title], 'تین کرنسیوں میں عطیہ');
  assert.not.ok(props.orgTexts && 'A text no form holds' in props.orgTexts, 'a text the form does not hold stays out');
  const english = propsOf(files, `${FOLDER}/index.html`);
  assert.is(english.language, 'en');
  assert.is(english.orgTexts, undefined);
  assert.is(page(files, `${FOLDER}/index.html`).title, form.title);
});

test.run();
