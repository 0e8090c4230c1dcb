/**
 * The built pages with the built (production, minified) scripts, in jsdom: every form page hydrates
 * without an error, and a thank-you page shows the result from its address.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { routeFolder } from '../../build/site-paths.ts';
import { isHydrated } from '../templates/helpers/hydrated.ts';
import { openPage, waitFor } from '../templates/helpers/page-window.ts';
import { builtSite, fileAt, text, type BuiltSite } from './helpers/built-site.ts';

let site: BuiltSite;

test.before(async () => {
  site = await builtSite();
});

/**
 * The script a page loads, found through its relative URL. Form scripts import nothing (one file per
 * kind), so jsdom, which runs no module scripts, can run it as a classic script.
 */
function scriptOf(org: string, pagePath: string, html: string): string {
  const src = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  assert.ok(src, `${pagePath} has a module script`);
  const path = new URL(src, `http://host/${org}/${pagePath}`).pathname.slice(org.length + 2);
  const file = fileAt(site.files, org, path);
  assert.ok(file, `${path} exists`);
  return text(file);
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

test('a built thank-you page reports a failed payment from its address', async () => {
  const { org } = site.orgs[0]!;
  const pagePath = `${routeFolder(org.forms[0]!.route)}/thank-you/index.html`;
  const html = text(fileAt(site.files, org.id, pagePath)!);
  const page = openPage(html, `http://localhost/${routeFolder(org.forms[0]!.route)}/thank-you/?status=Failed&ordId=9`);
  page.run(scriptOf(org.id, pagePath, html));
  assert.match(page.document.getElementById('payment-result')?.textContent ?? '', 'did not go through');
  assert.equal(page.problems, []);
  page.close();
});

test.run();
