/**
 * The built platform folder: the three pages at their routes, and the card checkout's demo provider page
 * beside it, whose frame URL, stylesheet and script all resolve inside the folder.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type BuiltFile } from '../../build/build-site.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { LoadedOrg } from '../../orgs/types.ts';
import { fileAt, pageUrls, text } from './helpers/built-site.ts';

let platform: LoadedOrg;
let files: BuiltFile[] = [];

test.before(async () => {
  [platform] = (await loadOrgs(undefined, { only: 'platform' })) as [LoadedOrg];
  files = await buildSite([platform]);
});

test('each platform page is at its route', () => {
  for (const path of ['merchant/deactive_package_or_account/index.html', 'donationformtest/index.html', 'iframetest/index.html']) {
    assert.ok(fileAt(files, 'platform', path), path);
  }
});

test("the checkout frame points at the demo provider page, whose assets are all in the org's folder", () => {
  const checkout = text(fileAt(files, 'platform', 'iframetest/index.html')!);
  const src = /<iframe[^>]* src="([^"]+)"/.exec(checkout)?.[1];
  assert.is(src, 'demo-provider/');
  const demoPath = new URL(src!, 'http://host/iframetest/').pathname.slice(1);
  const demo = fileAt(files, 'platform', `${demoPath}index.html`);
  assert.ok(demo, 'the demo provider page is built');
  const html = text(demo!);
  assert.match(html, '<title>Demo card provider</title>');
  const urls = pageUrls(html);
  assert.is(urls.length, 2, 'its stylesheet and its script');
  for (const url of urls) {
    const resolved = new URL(url, `http://host/${demoPath}`).pathname.slice(1);
    assert.ok(fileAt(files, 'platform', resolved), `${url} resolves to ${resolved}`);
  }
  assert.ok(urls.some((url) => /assets\/demo-card-provider-[A-Z0-9]{8}\.js$/.test(url)));
});

test('a checkout framing a real provider gets no demo page', async () => {
  const real = structuredClone(platform);
  real.org.forms = real.org.forms.map((form) =>
    form.kind === 'card-checkout' ? { ...form, provider: 'https://pay.example.com/card' } : form,
  );
  const built = await buildSite([real]);
  assert.ok(fileAt(built, 'platform', 'iframetest/index.html'));
  assert.not.ok(built.some((file) => file.path.includes('demo-provider')));
});

test.run();
