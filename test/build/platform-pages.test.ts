/**
 * The built platform folder (the platform-pages fixture): the three pages at their routes, and the card checkout's demo provider page
 * beside it, whose frame URL, stylesheet and script all resolve inside the folder.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type BuiltFile } from '../../build/build-site.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import type { LoadedOrg } from '../../orgs/types.ts';
import { fileAt, pageUrls, text } from './helpers/built-site.ts';

let platform: LoadedOrg;
let files: BuiltFile[] = [];

test.before(async () => {
  [platform] = (await loadOrgs(fixtureOrgsDir, { only: 'platform-pages' })) as [LoadedOrg];
  files = await buildSite([platform]);
});

test('each platform page is at its route', () => {
  for (const path of [
    'platform-pages/account-removal/index.html',
    'platform-pages/sample-contribution/index.html',
    'platform-pages/card-checkout/index.html',
  ]) {
    assert.ok(fileAt(files, 'platform-pages', path), path);
  }
});

test("the checkout frame points at the demo provider page, whose assets are all in the org's folder", () => {
  const checkout = text(fileAt(files, 'platform-pages', 'platform-pages/card-checkout/index.html')!);
  const src = /<iframe[^>]* src="([^"]+)"/.exec(checkout)?.[1];
  assert.is(src, 'demo-provider/');
  const demoPath = new URL(src!, 'http://host/platform-pages/card-checkout/').pathname.slice(1);
  const demo = fileAt(files, 'platform-pages', `${demoPath}index.html`);
  assert.ok(demo, 'the demo provider page is built');
  const html = text(demo!);
  assert.match(html, '<title>Demo card provider</title>');
  const urls = pageUrls(html);
  assert.is(urls.length, 1, 'its script (its styles are inline)');
  for (const url of urls) {
    const resolved = new URL(url, `http://host/${demoPath}`).pathname.slice(1);
    assert.ok(fileAt(files, 'platform-pages', resolved), `${url} resolves to ${resolved}`);
  }
  assert.ok(urls.some((url) => /assets\/demo-card-provider-[A-Z0-9]{8}\.js$/.test(url)));
});

test('a checkout framing a real provider gets no demo page', async () => {
  const real = structuredClone(platform);
  real.org.forms = real.org.forms.map((form) =>
    form.kind === 'card-checkout' ? { ...form, provider: 'https://pay.example.com/card' } : form,
  );
  const built = await buildSite([real]);
  assert.ok(fileAt(built, 'platform-pages', 'platform-pages/card-checkout/index.html'));
  assert.not.ok(built.some((file) => file.path.includes('demo-provider')));
});

test.run();
