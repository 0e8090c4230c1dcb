/**
 * Logos and banners carry the width and height of their file (`build/image-size.ts`), so the browser
 * keeps their place before they load and the form below does not move: on the form page and the
 * thank-you page, in English and Urdu, in the page props the script hydrates with, and in the names the
 * proxy shows a page again with. A logo whose size cannot be read fails the build, naming the org file,
 * the logo, the route and what is missing (the fixture banner is 120 by 30).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type BuiltFile } from '../../build/build-site.ts';
import { readSiteAssetNames } from '../../build/site-asset-names.ts';
import { fixtureOrgsDir, loadedFixtureOrg } from '../helpers/fixture-orgs.ts';
import { fileAt, text } from './helpers/built-site.ts';

let files: BuiltFile[];
let root: string;

test.before(async () => {
  root = await mkdtemp(join(tmpdir(), 'forms-logo-size-'));
  files = await buildSite([await loadedFixtureOrg('grid-logo'), await loadedFixtureOrg('donation-pages')], { orgsDir: fixtureOrgsDir });
});

test.after(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The page's logo or banner: [class, width, height], as its attributes say. */
function imageOf(org: string, path: string): [string, string | null, string | null] {
  const file = fileAt(files, org, path);
  assert.ok(file, `${org}/${path} was built`);
  const img = new JSDOM(text(file!)).window.document.querySelector('img');
  assert.ok(img, `${org}/${path} has its image`);
  return [img!.className, img!.getAttribute('width'), img!.getAttribute('height')];
}

test('the logo and the banner carry their size on the form and thank-you pages, in both languages', () => {
  for (const [org, folder, className] of [
    ['grid-logo', 'merchantform/grid-logo', 'form-logo'],
    ['donation-pages', 'merchantform/donation-pages/Donation', 'form-logo form-banner'],
  ] as const) {
    for (const language of ['', 'ur/']) {
      assert.equal(imageOf(org, `${folder}/${language}index.html`), [className, '120', '30'], `${folder} ${language}`);
      assert.equal(imageOf(org, `${folder}/${language}thank-you/index.html`), ['form-logo', '120', '30'], `${folder} ${language}thank-you`);
    }
  }
});

test('the page props carry the size, so the hydrated page keeps it', () => {
  const file = fileAt(files, 'grid-logo', 'merchantform/grid-logo/index.html')!;
  const props = JSON.parse(new JSDOM(text(file)).window.document.getElementById('page-props')!.textContent!);
  assert.equal({ ...props.logo, url: undefined }, { url: undefined, width: 120, height: 30 });
  assert.match(props.logo.url, /^\.\.\/\.\.\/assets\/fixture-banner-[0-9A-F]{8}\.svg$/);
});

test('the proxy knows each logo by the same name and size, without building', async () => {
  const names = await readSiteAssetNames([await loadedFixtureOrg('grid-logo')], fixtureOrgsDir);
  const logo = names.logos.get('assets/fixture-banner.svg');
  assert.equal({ ...logo, path: undefined }, { path: undefined, width: 120, height: 30 });
});

test('a logo without a size fails the build, naming the org file, the logo, the route and what is missing', async () => {
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'assets', 'sizeless.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
  const sizeless = structuredClone(await loadedFixtureOrg('grid-logo'));
  sizeless.org.forms[0]!.logo = { src: 'assets/sizeless.svg', alt: 'Logo Trust' };
  try {
    await buildSite([sizeless], { orgsDir: root });
    assert.unreachable('the build should fail');
  } catch (error) {
    assert.is((error as Error).name, 'BuildError');
    for (const part of ['test/fixtures/orgs/grid-logo.yaml', 'assets/sizeless.svg', '/merchantform/grid-logo', 'gives no size']) {
      assert.match((error as Error).message, part);
    }
  }
});

test.run();
