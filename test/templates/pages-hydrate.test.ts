/**
 * Every form page of every org file renders in Node and hydrates in jsdom with React's development
 * build without a mismatch, a console error or a warning.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { kindEntry } from '../../build/kind-entries.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { FormDef } from '../../orgs/types.ts';
import { devBundle } from './helpers/dev-bundle.ts';
import { isHydrated } from './helpers/hydrated.ts';
import { closeOpenPages, openPage, waitFor, type PageWindow } from './helpers/page-window.ts';
import { formPage } from './helpers/render-page.ts';

let forms: FormDef[] = [];

test.before(async () => {
  forms = (await loadOrgs()).flatMap(({ org }) => org.forms);
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

/**
 * Opens `html`, runs the client entry of `form`'s kind (the one its built page loads) and waits until
 * the hydrated page has taken over (see `isHydrated`).
 */
async function hydrate(form: FormDef, html: string, url: string): Promise<PageWindow> {
  const page = openPage(html, url);
  page.run(await devBundle(kindEntry(form.kind)));
  await waitFor(() => isHydrated(page.document), 'the hydrated page to take over');
  return page;
}

test('every form page of every org file hydrates without a mismatch or a console message', async () => {
  assert.ok(forms.length >= 1, 'there are form pages to check');
  for (const form of forms) {
    const { html, url } = formPage(form);
    const page = await hydrate(form, html, url);
    assert.equal(page.problems, [], form.route);
    page.close();
  }
});

test('a page whose markup differs from its props is reported as a hydration mismatch', async () => {
  const form = forms[0]!;
  const { html, url } = formPage(form);
  const tampered = html.replace(`<h1>${form.title}</h1>`, '<h1>Something else</h1>');
  assert.is.not(tampered, html);
  const page = await hydrate(form, tampered, url);
  assert.ok(page.problems.length > 0, 'expected the mismatch to be reported');
  page.close();
});

test.run();
