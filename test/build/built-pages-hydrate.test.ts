/**
 * The built pages with the built (production, minified) scripts, in jsdom: every form page hydrates
 * without an error, and a thank-you page shows what the proxy confirms, never what its address claims.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { routeFolder } from '../../build/site-paths.ts';
import { orderStatusAddress, payProIdStatusAddress } from '../../orgs/api-contract.ts';
import { isHydrated } from '../templates/helpers/hydrated.ts';
import { openPage, waitFor } from '../templates/helpers/page-window.ts';
import { builtSite, fileAt, text, type BuiltSite } from './helpers/built-site.ts';

let site: BuiltSite;

test.before(async () => {
  site = await builtSite();
});

/**
 * The script a page loads, found through its relative URL. Form scripts import nothing (one file per
 * kind), so jsdom, which runs no module scripts, can run it as a classic script, with the one module
 * feature they use, `import.meta.url` (the associates script finds its phone metadata file beside
 * itself), written out as the script's own URL.
 */
function scriptOf(org: string, pagePath: string, html: string): string {
  const src = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  assert.ok(src, `${pagePath} has a module script`);
  const url = new URL(src, `http://localhost/${pagePath}`);
  const path = new URL(src, `http://host/${org}/${pagePath}`).pathname.slice(org.length + 2);
  const file = fileAt(site.files, org, path);
  assert.ok(file, `${path} exists`);
  return text(file).replaceAll('import.meta.url', JSON.stringify(url.href));
}

test('every built form page hydrates with the built script', async () => {
  for (const { org } of site.orgs) {
    for (const form of org.forms) {
      const pagePath = `${routeFolder(form.route)}/index.html`;
      const html = text(fileAt(site.files, org.id, pagePath)!);
      const page = openPage(html, `http://localhost/${routeFolder(form.route)}/`);
      page.run(scriptOf(org.id, pagePath, html));
      await waitFor(() => isHydrated(page.document), `hydration of ${form.route}`);
      assert.equal(page.problems, [], form.route);
      page.close();
    }
  }
});

/** A built thank-you page of the first org's first form at `query`, with its built script run; `fetch` stands in for the window's. */
function openThankYou(query: string, fetch: (url: string) => Promise<unknown>) {
  const { org } = site.orgs[0]!;
  const folder = `${routeFolder(org.forms[0]!.route)}/thank-you`;
  const html = text(fileAt(site.files, org.id, `${folder}/index.html`)!);
  const page = openPage(html, `http://localhost/${folder}/${query}`);
  Object.assign(page.window, { fetch });
  page.run(scriptOf(org.id, `${folder}/index.html`, html));
  return page;
}

const resultOf = (document: Document) => document.getElementById('payment-result');

test('a built thank-you page never believes the address: a forged Success without an order is not found', async () => {
  const route = site.orgs[0]!.org.forms[0]!.route;
  for (const [ordId, expected] of [
    ['9', [payProIdStatusAddress('/api', '9', route)]],
    ['9x', []],
  ] as const) {
    const asked: string[] = [];
    const page = openThankYou(`?status=Success&ordId=${ordId}&msg=Paid%20in%20full`, async (url) => {
      asked.push(url);
      return { status: 404, headers: { get: () => null }, json: async () => ({ error: { code: 'unknown_order', message: 'x' } }) };
    });
    await waitFor(() => resultOf(page.document)?.getAttribute('data-phase') === 'not-found', 'the not-found result');
    // The page's text, not its data block, whose messages hold every phase's words.
    assert.not.match(page.document.getElementById('root')?.textContent ?? '', /went through|confirmed\.|Paid in full|9x/);
    assert.equal(asked, expected, `ordId=${ordId}: asked by PayProId only when it is digits`);
    assert.equal(page.problems, []);
    page.close();
  }
});

test('a built thank-you page shows what the proxy confirms for the order in its address', async () => {
  const asked: string[] = [];
  const paid = { state: 'paid', amount: '2500', currency: 'PKR', paidAt: '2025-05-12T09:03:00.000Z', reference: '01102205600001' };
  const page = openThankYou('?order=JHR-1?status=Failed', async (url) => {
    asked.push(url);
    return { status: 200, headers: { get: () => null }, json: async () => paid };
  });
  await waitFor(() => resultOf(page.document)?.getAttribute('data-phase') === 'confirmed', 'the confirmed result');
  assert.equal(asked, [orderStatusAddress('/api', 'JHR-1', site.orgs[0]!.org.forms[0]!.route)], 'asked as its own form');
  assert.match(resultOf(page.document)?.textContent ?? '', 'PKR 2,500 is confirmed.');
  assert.equal(page.problems, []);
  page.close();
});

test.run();
