/**
 * What search engines and shared links (WhatsApp, Facebook) read of the built pages: each form page has
 * a description, the form's own (translated on its Urdu page) or one made of its title and the
 * organisation's name in the page's language, and Open Graph's title, description, site name and
 * locale; with the org file's `siteUrl`, its absolute canonical address, the absolute `hreflang`
 * alternates of its languages, og:url and a PNG, JPEG or WebP logo as og:image (never an SVG, which
 * previews do not show), and the org folder gets `sitemap.xml` (the form pages, each with its alternates)
 * and `robots.txt` (naming it). Without `siteUrl` nothing absolute is made up and no relative alternate
 * is written. Thank-you pages ask search engines to leave them out, and are in no sitemap. `forms
 * validate` warns of a description without its Urdu.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type BuiltFile } from '../../build/build-site.ts';
import { sitemapXml } from '../../build/site-listing.ts';
import { untranslatedTexts } from '../../build/untranslated-texts.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { LoadedOrg } from '../../orgs/types.ts';
import { fixtureOrgsDir, loadedFixtureOrg } from '../helpers/fixture-orgs.ts';
import { fileAt, text } from './helpers/built-site.ts';

const SITE = 'https://trust.forms.test/give';
const GRID = 'merchantform/grid-three-currencies';
const DESCRIPTION = 'Water wells and a kitchen for the villages of Tharparkar.';
const DESCRIPTION_UR = 'تھرپارکر کے گاؤں کے لیے کنویں اور باورچی خانہ۔';

/** The IHDR of a 600 by 315 PNG: all the build reads of a logo. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x02, 0x58, 0, 0, 0x01, 0x3b, 8, 6, 0, 0, 0,
]);

let root: string;
let files: BuiltFile[];

/** A copy of the fixture org `id` with `change` applied to it. */
async function variant(id: string, change: (org: LoadedOrg['org']) => void): Promise<LoadedOrg> {
  const copy = structuredClone(await loadedFixtureOrg(id));
  change(copy.org);
  return copy;
}

test.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'forms-search-meta-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'assets', 'trust-logo.png'), PNG);
  await writeFile(join(root, 'assets', 'fixture-banner.svg'), await readFile(join(fixtureOrgsDir, 'assets', 'fixture-banner.svg')));
  const grid = await variant('grid-three-currencies', (org) => {
    org.siteUrl = `${SITE}/`;
    const form = org.forms[0]!;
    form.description = DESCRIPTION;
    form.logo = { src: 'assets/trust-logo.png', alt: 'Three Currencies Trust' };
    org.translations = { ur: { [DESCRIPTION]: DESCRIPTION_UR } };
  });
  const logo = await variant('grid-logo', (org) => {
    org.siteUrl = 'https://logo.forms.test';
  });
  const englishOnly = await variant('grid-max-amount', (org) => {
    org.siteUrl = 'https://max.forms.test';
    org.languages = ['en'];
  });
  files = await buildSite([grid, logo, englishOnly, await loadedFixtureOrg('platform-pages')], { orgsDir: root });
});

test.after(async () => {
  await rm(root, { recursive: true, force: true });
});

function page(org: string, path: string): Document {
  const file = fileAt(files, org, path);
  assert.ok(file, `${org}/${path} was built`);
  return new JSDOM(text(file!)).window.document;
}

const metaName = (doc: Document, name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
const property = (doc: Document, name: string) => doc.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
const canonical = (doc: Document) => doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
const alternates = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);

test("with siteUrl: the form's description, absolute canonical and alternates, Open Graph with the PNG logo, in each language", () => {
  const english = `${SITE}/${GRID}/`;
  const urdu = `${SITE}/${GRID}/ur/`;
  const expectedAlternates = [
    ['en', english],
    ['ur', urdu],
    ['x-default', english],
  ];
  for (const [path, url, description, locale] of [
    [`${GRID}/index.html`, english, DESCRIPTION, 'en_US'],
    [`${GRID}/ur/index.html`, urdu, DESCRIPTION_UR, 'ur_PK'],
  ] as const) {
    const doc = page('grid-three-currencies', path);
    assert.is(metaName(doc, 'description'), description, path);
    assert.is(canonical(doc), url, path);
    assert.equal(alternates(doc), expectedAlternates, path);
    assert.is(metaName(doc, 'robots'), undefined, `${path} may be listed`);
    assert.equal(
      ['og:type', 'og:title', 'og:description', 'og:site_name', 'og:locale', 'og:url'].map((name) => property(doc, name)),
      ['website', doc.title, description, 'Three Currencies Trust', locale, url],
      path,
    );
    assert.match(property(doc, 'og:image') ?? '', /^https:\/\/trust\.forms\.test\/give\/assets\/trust-logo-[0-9A-F]{8}\.png$/);
    assert.equal(
      ['og:image:width', 'og:image:height', 'og:image:alt'].map((name) => property(doc, name)),
      ['600', '315', 'Three Currencies Trust'],
    );
  }
  const image = property(page('grid-three-currencies', `${GRID}/index.html`), 'og:image')!;
  assert.ok(fileAt(files, 'grid-three-currencies', image.slice(`${SITE}/`.length)), 'og:image is a file of the org folder');
});

test("without a description: the title and the organisation's name, in the page's language; an SVG logo is no og:image", () => {
  const english = page('grid-logo', 'merchantform/grid-logo/index.html');
  assert.is(metaName(english, 'description'), 'Donate to Logo Trust · Logo Trust. Pay online, securely, through PayPro.');
  assert.is(property(english, 'og:image'), undefined);
  assert.is(canonical(english), 'https://logo.forms.test/merchantform/grid-logo/');
  const urdu = page('grid-logo', 'merchantform/grid-logo/ur/index.html');
  assert.match(metaName(urdu, 'description') ?? '', 'کے ذریعے محفوظ آن لائن ادائیگی کریں');
  assert.match(metaName(urdu, 'description') ?? '', 'Logo Trust');
});

test('an org in English alone has a canonical address and no alternates', () => {
  const doc = page('grid-max-amount', 'grid-max-amount/index.html');
  assert.is(canonical(doc), 'https://max.forms.test/grid-max-amount/');
  assert.equal(alternates(doc), []);
});

test('without siteUrl: a description and Open Graph words, but no address, no alternate, no image, no sitemap', () => {
  const doc = page('platform-pages', 'platform-pages/account-removal/index.html');
  assert.is(metaName(doc, 'description'), 'Remove your account · Platform Pages: an online form.', 'a page that takes no payment says so');
  assert.is(property(doc, 'og:title'), doc.title);
  for (const absent of [canonical(doc), property(doc, 'og:url'), property(doc, 'og:image')]) assert.is(absent, undefined);
  assert.equal(alternates(doc), [], 'no relative alternates: search engines refuse them');
  for (const listing of ['sitemap.xml', 'robots.txt']) assert.is(fileAt(files, 'platform-pages', listing), undefined, listing);
});

test('thank-you and demo provider pages ask search engines to leave them out and carry nothing for them', () => {
  for (const [org, path] of [
    ['grid-three-currencies', `${GRID}/thank-you/index.html`],
    ['grid-three-currencies', `${GRID}/ur/thank-you/index.html`],
    ['platform-pages', 'platform-pages/card-checkout/demo-provider/index.html'],
  ] as const) {
    const doc = page(org, path);
    assert.is(metaName(doc, 'robots'), 'noindex', path);
    assert.equal([metaName(doc, 'description'), canonical(doc), property(doc, 'og:title')], [undefined, undefined, undefined], path);
    assert.equal(alternates(doc), [], path);
  }
});

test('sitemap.xml lists the form pages in every language with their alternates, no thank-you page; robots.txt names it', () => {
  const file = fileAt(files, 'grid-three-currencies', 'sitemap.xml');
  assert.ok(file, 'sitemap.xml was built');
  assert.is(file!.headers?.['Cache-Control'], 'no-cache');
  const sitemap = new JSDOM(text(file!), { contentType: 'application/xml' }).window.document;
  const urls = [...sitemap.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent,
    alternates: [...url.getElementsByTagName('xhtml:link')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
  }));
  const alternatesOfBoth = [`en ${SITE}/${GRID}/`, `ur ${SITE}/${GRID}/ur/`, `x-default ${SITE}/${GRID}/`];
  assert.equal(urls, [
    { loc: `${SITE}/${GRID}/`, alternates: alternatesOfBoth },
    { loc: `${SITE}/${GRID}/ur/`, alternates: alternatesOfBoth },
  ]);
  const robots = text(fileAt(files, 'grid-three-currencies', 'robots.txt')!);
  assert.equal(robots.split('\n'), ['User-agent: *', 'Disallow:', '', `Sitemap: ${SITE}/sitemap.xml`, '']);
});

test('a sitemap escapes what XML would read as markup', () => {
  const xml = sitemapXml([{ url: 'https://x.forms.test/a&b/' }]);
  assert.match(xml, '<loc>https://x.forms.test/a&amp;b/</loc>');
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  assert.is(doc.getElementsByTagName('loc')[0]?.textContent, 'https://x.forms.test/a&b/');
});

test('forms validate warns of a description without its Urdu, at its place in the file', async () => {
  const folder = join(root, 'orgs');
  await mkdir(folder);
  const source = await readFile(join(fixtureOrgsDir, 'grid-three-currencies.yaml'), 'utf8');
  await writeFile(
    join(folder, 'grid-three-currencies.yaml'),
    source.replace(/^( {4}title: .*)$/m, (line) => `${line}\n    description: ${DESCRIPTION}`),
  );
  const [loaded] = await loadOrgs(folder);
  const found = await untranslatedTexts(loaded!);
  const problem = found.find((candidate) => candidate.path === '/forms/0/description');
  assert.ok(problem, JSON.stringify(found));
  assert.is(problem!.line, 12);
  assert.match(problem!.message, `"${DESCRIPTION}" has no Urdu translation`);
});

test.run();
