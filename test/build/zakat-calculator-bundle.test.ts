/**
 * The zakat calculator's script: a file of its own (`bundle.zakatCalculator`) that the pages of the
 * kinds offering the calculator load when the donor opens it, by the name and Subresource Integrity
 * value the build wrote into their scripts. It holds the calculator's code, its words in every language
 * and the panel's styles, borrows React and the message formatter from the page (no second copy), and
 * stays within the 8 KB gzipped; the form scripts carry none of it but the button; an org whose
 * file switches it off ships none of it.
 */
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleClient, type ClientBundle } from '../../build/bundle-client.ts';
import { buildSite } from '../../build/build-site.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { LoadedOrg } from '../../orgs/types.ts';
import { fixtureDir } from '../orgs/helpers/fixtures.ts';
import { integrityOf } from '../../build/subresource-integrity.ts';
import type { FormKind } from '../../orgs/kinds.ts';

let bundle: ClientBundle;
test.before(async () => {
  bundle = await bundleClient();
});

const decoder = new TextDecoder();
const fileAt = (path: string) => bundle.files.find((file) => file.path === path)!;
const textOf = (path: string) => decoder.decode(fileAt(path).contents);

/** The kinds whose pages may offer the calculator (orgs/zakat/zakat-target.ts). */
const OFFERING: FormKind[] = ['standard-grid', 'donation-wizard', 'donation-page', 'zakat-form', 'campaign-form', 'associates'];

test('the calculator is a script of its own, at most 8 KB gzipped', () => {
  assert.match(bundle.zakatCalculator, /^assets\/zakat-calculator-[0-9A-Z]{8}\.js$/);
  const gzipped = gzipSync(fileAt(bundle.zakatCalculator).contents, { level: 9 }).length;
  assert.ok(gzipped <= 8000, `the calculator's script is ${gzipped} bytes gzipped, over 8000`);
});

test("it brings its words in English and Urdu and the panel's styles, and no React or formatter of its own", () => {
  const code = textOf(bundle.zakatCalculator);
  assert.match(code, 'Pay this amount');
  assert.match(code, 'یہ رقم ادا کریں');
  assert.match(code, '.zakat-panel');
  assert.match(code, 'adoptedStyleSheets');
  // React's element symbol and intl-messageformat's error code appear in any copy of either.
  assert.not.match(code, 'react.transitional.element');
  assert.not.match(code, 'MISSING_VALUE');
});

test('the scripts of the kinds that offer it name it with its integrity and carry none of its code; the others do not name it', () => {
  const name = `"./${basename(bundle.zakatCalculator)}"`;
  const integrity = `"${integrityOf(fileAt(bundle.zakatCalculator).contents)}"`;
  for (const [kind, path] of Object.entries(bundle.entries.forms) as [FormKind, string][]) {
    const code = textOf(path);
    const offers = OFFERING.includes(kind);
    assert.is(code.includes(name) && code.includes(integrity), offers, kind);
    assert.is(code.includes('zakatCalculator.open'), offers, kind);
    assert.not.match(code, 'zakatCalculator.pay', kind);
    assert.not.match(code, 'Pay this amount', kind);
  }
});

test("an org that switches the calculator off ships neither its script nor a target in its pages' props; switched on, both", async () => {
  const [loaded] = (await loadOrgs(fixtureDir('zakat-calculator-off'))) as [LoadedOrg];
  const on = { ...loaded, org: { ...loaded.org, zakatCalculator: true } };
  for (const [site, offered] of [
    [loaded, false],
    [on, true],
  ] as const) {
    const files = await buildSite([site]);
    assert.is(
      files.some((file) => /^assets\/zakat-calculator-/.test(file.path)),
      offered,
      'the script',
    );
    const page = decoder.decode(files.find((file) => file.path === 'acme/index.html')!.contents);
    assert.is(page.includes('"zakat":{"purpose":{"field":"donationType","value":"Zakat"}}'), offered, 'the target');
  }
});

test.run();
