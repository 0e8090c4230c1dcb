/**
 * Every route of the repository's org files, one after another in one browser: the page loads at
 * phone (390x844) and desktop (1280x800) size with no console error and no failed request (the
 * currency-rate widget's host aside, which has no network here); axe-core finds nothing serious or
 * critical before or after an empty submit; the empty submit shows the spec's messages and sends no
 * request. Screenshots of each state go to screenshots/ (set SCREENSHOTS=0 to skip them).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { FormDef } from '../../orgs/types.ts';
import { indexRoutes, listRoutes, type RouteRow, type RouteTarget } from '../../orgs/routes.ts';
import { seriousViolations } from './helpers/axe.ts';
import { emptySubmitMessages, firstSubmitButton, formValues } from './helpers/empty-submit.ts';
import { openForm, problemsBesidesWidget } from './helpers/open-form.ts';
import { realSiteRigFor } from './helpers/browser-rig.ts';
import { ScreenshotAlbum } from './helpers/screenshot-album.ts';

let rows: RouteRow[] = [];
let index = new Map<string, RouteTarget>();
const album = new ScreenshotAlbum(process.env.SCREENSHOTS !== '0');

test.before(async () => {
  const orgs = (await loadOrgs()).map(({ org }) => org);
  rows = listRoutes(orgs);
  index = indexRoutes(orgs);
  await album.open();
});

// The point is every real route: the run's shared server over the repository's own org files.
const rig = realSiteRigFor(test);

test.after(async () => {
  await album.close();
});

function assertNoViolations(found: string[], where: string): void {
  assert.ok(found.length === 0, `${where}: axe found serious or critical violations:\n${found.join('\n')}`);
}

/**
 * Presses the first submit (or Next) button of an untouched form and waits (up to 5 s) until every
 * message the rules expect for its values is on screen; resolves to those messages and the number of
 * POST requests the press caused, or undefined without a button. Messages still missing after 5 s are
 * left for the caller's assertions to name.
 */
async function emptySubmit(page: Page, form: FormDef): Promise<{ expected: string[]; posts: number } | undefined> {
  const button = await firstSubmitButton(page);
  if (!button) return undefined;
  const expected = emptySubmitMessages(form, await formValues(button));
  let posts = 0;
  const count = (request: { method(): string }) => void (request.method() === 'POST' && posts++);
  page.on('request', count);
  await button.click();
  // The check that shows the messages runs where a request would start, so by then one would be counted.
  await page
    .waitForFunction(
      (texts) => texts.every((text) => (document.getElementById('root') ?? document.body).textContent.includes(text)),
      { timeout: 5000 },
      expected,
    )
    .catch(() => undefined);
  page.off('request', count);
  return { expected, posts };
}

test('every route: loads cleanly on a phone and a desktop, passes axe, and an empty submit shows the messages and sends nothing', async () => {
  assert.ok(rows.length >= 30, `only ${rows.length} routes`);
  const failures: string[] = [];
  for (const { route } of rows) {
    const form = index.get(route)!.form;
    const ready = form.kind === 'card-checkout' ? '[data-listening]' : 'form[novalidate]';
    const { page, problems } = await openForm(rig.browser, `${rig.server.url}${route}`, ready);
    try {
      assertNoViolations(await seriousViolations(page), `${route} on load`);
      await album.shoot(page, route, 'phone');
      await page.setViewport({ width: 1280, height: 800 });
      await album.shoot(page, route, 'desktop');
      await page.setViewport({ width: 390, height: 844 });
      const submitted = await emptySubmit(page, form);
      if (submitted) {
        assert.is(submitted.posts, 0, `${route}: an empty submit sent a request`);
        assert.ok(submitted.expected.length > 0, `${route}: the rules expect no message for the untouched form`);
        const text = await page.evaluate(() => (document.getElementById('root') ?? document.body).textContent);
        for (const message of submitted.expected) assert.ok(text.includes(message), `${route}: no '${message}' after an empty submit`);
        assertNoViolations(await seriousViolations(page), `${route} after an empty submit`);
        await album.shoot(page, route, 'errors');
      }
      assert.equal(problemsBesidesWidget(problems, index.get(route)!.form), [], `${route}: console errors or failed requests`);
    } catch (error) {
      failures.push(String((error as Error).message));
    } finally {
      await page.close();
    }
  }
  assert.ok(failures.length === 0, failures.join('\n\n'));
});

test('axe reports an input without a label, naming the rule and the element', async () => {
  const { page } = await openForm(rig.browser, `${rig.server.url}/merchantform/jhrtrust`, 'form[novalidate]', { waitUntil: 'load' });
  await page.$eval('form', (form) => form.insertAdjacentHTML('beforeend', '<input id="unlabelled-probe">'));
  const found = await seriousViolations(page);
  assert.ok(
    found.some((line) => line.startsWith('label:') && line.includes('#unlabelled-probe')),
    found.join('\n'),
  );
  await page.close();
});

test.run();
