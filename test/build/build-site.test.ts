/**
 * The site built from every org file: files at the fixed paths (README "Building the pages"), every asset a
 * page uses present and reached by a relative URL from the page's folder, where the pages post; and, on
 * the grid-three-currencies fixture, the paths of one org's build, the proxy URL and errors naming the org file.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { JSDOM } from 'jsdom';
import { buildSite, type BuiltFile } from '../../build/build-site.ts';
import { routeFolder } from '../../build/site-paths.ts';
import type { LoadedOrg, StandardGridFormDef } from '../../orgs/types.ts';
import { loadedFixtureOrg } from '../helpers/fixture-orgs.ts';
import { builtSite, fileAt, pageUrls, text } from './helpers/built-site.ts';

let orgs: LoadedOrg[] = [];
let files: BuiltFile[] = [];
/** The grid-three-currencies fixture: the org the tests of one page's build use. */
let grid: LoadedOrg;

test.before(async () => {
  ({ orgs, files } = await builtSite());
  grid = await loadedFixtureOrg('grid-three-currencies');
});

/** A copy of the grid-three-currencies fixture with `change` applied to its org (loaded orgs are frozen). */
function variant(change: (org: LoadedOrg['org']) => void): LoadedOrg {
  const copy = structuredClone(grid);
  change(copy.org);
  return copy;
}

function document(html: string): Document {
  return new JSDOM(html).window.document;
}

test("a form and its thank-you page are at the fixed paths: the org's folder, then the route's", async () => {
  const built = await buildSite([grid]);
  assert.ok(fileAt(built, 'grid-three-currencies', 'merchantform/grid-three-currencies/index.html'));
  assert.ok(fileAt(built, 'grid-three-currencies', 'merchantform/grid-three-currencies/thank-you/index.html'));
});

test('every form of every org has its page and thank-you page, and every asset they use is there', () => {
  for (const { org } of orgs) {
    for (const form of org.forms) {
      const folder = routeFolder(form.route);
      for (const pagePath of [`${folder}/index.html`, `${folder}/thank-you/index.html`]) {
        const page = fileAt(files, org.id, pagePath);
        assert.ok(page, `${org.id}/${pagePath}`);
        const urls = pageUrls(text(page));
        assert.ok(urls.length >= 1, `${pagePath} loads its script`);
        const base = new URL(`http://host/${org.id}/${pagePath}`);
        for (const url of urls) {
          assert.not.match(url, /^(\/|[a-z]+:)/, `${url} in ${pagePath} must be relative`);
          const resolved = new URL(url, base).pathname;
          assert.ok(resolved.startsWith(`/${org.id}/assets/`), `${url} from ${pagePath} resolves to ${resolved}`);
          assert.ok(fileAt(files, org.id, resolved.slice(org.id.length + 2)), `${resolved} exists`);
        }
      }
    }
  }
});

/**
 * Where the pages that do not post to /api/orders send their form: the renewal page its lookup, the
 * account removal page its request; the sample form posts nowhere (null) and the card checkout page
 * has no form (undefined).
 */
const OTHER_ACTIONS: Partial<Record<string, string | null | undefined>> = {
  'membership-renewal': '/api/membership/lookup',
  'account-removal': '/api/account-removal',
  'sample-contribution': null,
  'card-checkout': undefined,
};

test('every page has its title naming its org, a logo only where configured, and posts to /api', () => {
  for (const { org } of orgs) {
    for (const form of org.forms) {
      const page = document(text(fileAt(files, org.id, `${routeFolder(form.route)}/index.html`)!));
      assert.ok(page.title.startsWith(form.title), form.route);
      assert.match(page.title, org.displayName, form.route);
      assert.is(page.documentElement.lang, 'en');
      const action = form.kind in OTHER_ACTIONS ? OTHER_ACTIONS[form.kind] : '/api/orders';
      assert.is(page.querySelector('form')?.getAttribute('action'), action, form.route);
      assert.is(Boolean(page.querySelector('img.form-logo')), Boolean(form.logo), form.route);
      const thanks = document(text(fileAt(files, org.id, `${routeFolder(form.route)}/thank-you/index.html`)!));
      assert.is(Boolean(thanks.querySelector('img.form-logo')), Boolean(form.logo));
    }
    const logos = files.filter((file) => file.org === org.id && /^assets\/.+-[0-9A-F]{8}\.(svg|png|jpe?g|webp)$/.test(file.path));
    assert.is(logos.length, new Set(org.forms.flatMap((form) => (form.logo ? [form.logo.src] : []))).size, org.id);
  }
});

test('assets have hashed names, and a name means the same bytes in every org folder', () => {
  const assets = files.filter((file) => file.path.startsWith('assets/'));
  for (const asset of assets)
    assert.match(asset.path, /^assets\/[a-z0-9-]+-[A-Z0-9]{8}\.(js|css|json|svg|png|jpe?g|webp|js\.LEGAL\.txt)$/i);
  const byName = new Map<string, string>();
  for (const asset of assets) {
    const contents = Buffer.from(asset.contents).toString('base64');
    assert.is(byName.get(asset.path) ?? contents, contents, asset.path);
    byName.set(asset.path, contents);
  }
});

test("an org's folder holds only the scripts its forms load: its kinds', the thank-you page's, the stylesheet, the zakat calculator's where a form offers it", async () => {
  const scriptsOf = async (id: string) =>
    (await buildSite([await loadedFixtureOrg(id)]))
      .map((file) => file.path)
      .filter((path) => path.startsWith('assets/') && !path.endsWith('.LEGAL.txt'))
      .map((path) => path.replace(/-[A-Za-z0-9]+\.(js|css)$/, '.$1'))
      .sort();
  assert.equal(await scriptsOf('grid-three-currencies'), [
    'assets/form-standard-grid.js',
    'assets/styles.css',
    'assets/thank-you.js',
    'assets/zakat-calculator.js',
  ]);
  assert.equal(await scriptsOf('platform-pages'), [
    'assets/demo-card-provider.js',
    'assets/form-account-removal.js',
    'assets/form-card-checkout.js',
    'assets/form-sample-contribution.js',
    'assets/styles.css',
    'assets/thank-you.js',
  ]);
});

test('every page carries its icon inline, which its policy allows, so no browser asks /favicon.ico', () => {
  const pages = files.filter((file) => file.path.endsWith('index.html'));
  assert.ok(pages.length > 0);
  for (const file of pages) {
    const page = document(text(file));
    const icon = page.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
    assert.match(icon, /^data:image\/svg\+xml,/, `${file.org}/${file.path}`);
    const policy = page.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
    assert.match(policy, /img-src [^;]*data:/, `${file.org}/${file.path}`);
  }
});

test('the proxy URL of the org file wins over the build option, which wins over /api', async () => {
  const action = async (loaded: LoadedOrg, proxyUrl?: string) => {
    const built = await buildSite([loaded], { proxyUrl });
    return document(text(fileAt(built, 'grid-three-currencies', 'merchantform/grid-three-currencies/index.html')!))
      .querySelector('form')
      ?.getAttribute('action');
  };
  assert.is(await action(grid, 'https://pay.example.org/api/'), 'https://pay.example.org/api/orders');
  assert.is(
    await action(
      variant((org) => (org.proxyUrl = 'https://own.example.org/api')),
      'https://pay.example.org/api',
    ),
    'https://own.example.org/api/orders',
  );
});

test('the page props are escaped: </script> in org data cannot end the JSON block', async () => {
  const evil = '</script><script>alert(1)</script>';
  const built = await buildSite([variant((org) => (org.forms[0]!.title = evil))]);
  const html = text(fileAt(built, 'grid-three-currencies', 'merchantform/grid-three-currencies/index.html')!);
  const page = document(html);
  assert.is(page.querySelectorAll('script').length, 2);
  const props = JSON.parse(page.getElementById('page-props')!.textContent!);
  assert.is(props.form.title, evil);
  assert.is(page.querySelector('h1')?.textContent, evil);
});

test('a logo file that cannot be read fails the build, naming the org file and the logo', async () => {
  const broken = variant((org) => (org.forms[0]!.logo = { src: 'assets/no-such-logo.svg', alt: 'Missing' }));
  try {
    await buildSite([broken]);
    assert.unreachable('the build should fail');
  } catch (error) {
    assert.is((error as Error).name, 'BuildError');
    assert.match((error as Error).message, 'test/fixtures/orgs/grid-three-currencies.yaml');
    assert.match((error as Error).message, 'assets/no-such-logo.svg');
    assert.ok((error as Error).cause, 'keeps the cause');
  }
});

test('a form the template cannot render fails the build, naming the org file, the template and the route', async () => {
  const broken = variant((org) => Reflect.deleteProperty(org.forms[0] as StandardGridFormDef, 'currencies'));
  try {
    await buildSite([broken]);
    assert.unreachable('the build should fail');
  } catch (error) {
    assert.is((error as Error).name, 'BuildError');
    assert.match(
      (error as Error).message,
      'test/fixtures/orgs/grid-three-currencies.yaml: templates/StandardGridForm.tsx could not render the page of /merchantform/grid-three-currencies',
    );
    assert.instance((error as Error).cause, TypeError);
  }
});

test('two forms of one org writing the same page fail the build, naming the org file', async () => {
  const twice = variant((org) => org.forms.push(structuredClone(org.forms[0]!)));
  try {
    await buildSite([twice]);
    assert.unreachable('the build should fail');
  } catch (error) {
    assert.match((error as Error).message, 'test/fixtures/orgs/grid-three-currencies.yaml');
    assert.match((error as Error).message, 'merchantform/grid-three-currencies/index.html');
  }
});

test("every form script in an org's folder has its libraries' license notices beside it, named by its last line", () => {
  const scripts = files.filter((file) => file.path.endsWith('.js'));
  assert.ok(scripts.length > 0);
  for (const script of scripts) {
    const notices = fileAt(files, script.org, `${script.path}.LEGAL.txt`);
    const name = script.path.slice(script.path.lastIndexOf('/') + 1);
    const named = text(script).trimEnd().endsWith(`/*! For license information please see ${name}.LEGAL.txt */`);
    assert.is(named, Boolean(notices), `${script.org}/${script.path}: names notices exactly when it has them`);
    // Every form script carries React, whose license asks for its notice.
    if (name.startsWith('form-')) assert.match(text(notices!), /@license React/);
  }
  assert.not.ok(
    files.some((file) => file.path.endsWith('.LEGAL.txt') && !fileAt(files, file.org, file.path.slice(0, -'.LEGAL.txt'.length))),
    'no notices without their script',
  );
});

test.run();
