/**
 * axe-core at desktop size (1280x800): every route of the repository's org files, loaded once at that
 * size in one browser (two pages at a time, `browser-lanes.ts`), has no serious or critical violation on load nor after an empty submit has put
 * the spec's messages on screen. accessibility.test.ts does the same (and more) at phone size; the
 * wider layout (the grid's columns, side-by-side fields) is a different page for axe to judge.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BrowserContext, Page } from 'puppeteer-core';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { FormDef } from '../../orgs/types.ts';
import { listRoutes, indexRoutes } from '../../orgs/routes.ts';
import { seriousViolations } from './helpers/axe.ts';
import { inLanes } from './helpers/browser-lanes.ts';
import { realSiteRigFor } from './helpers/browser-rig.ts';
import { waitForText } from './helpers/donor.ts';
import { emptySubmitMessages, firstSubmitButton, formValues } from './helpers/empty-submit.ts';
import { DESKTOP, openForm } from './helpers/open-form.ts';

let forms: FormDef[] = [];

test.before(async () => {
  const orgs = (await loadOrgs()).map(({ org }) => org);
  const index = indexRoutes(orgs);
  forms = listRoutes(orgs).map(({ route }) => index.get(route)!.form);
});

// The point is every real route: the run's shared server over the repository's own org files.
const rig = realSiteRigFor(test);

/** Opens `form`'s route at desktop size in `context` and waits until its script has taken over. */
function openAtDesktop(context: BrowserContext, form: FormDef): Promise<{ page: Page }> {
  const ready = form.kind === 'card-checkout' ? '[data-listening]' : 'form[novalidate]';
  return openForm(context, `${rig.server.url}${form.route}`, ready, { screen: DESKTOP, waitUntil: 'load' });
}

/**
 * Presses the first submit (or Next) button of the untouched form and waits until the first message
 * the rules expect is on screen; false when the page has no such button (the card checkout).
 */
async function showEmptySubmitMessages(page: Page, form: FormDef): Promise<boolean> {
  const button = await firstSubmitButton(page);
  if (!button) return false;
  const [first] = emptySubmitMessages(form, await formValues(button));
  assert.ok(first, `${form.route}: the rules expect no message for the untouched form`);
  await button.click();
  await waitForText(page, [first], { timeout: 5000 });
  return true;
}

/** What axe finds serious or critical on `form`'s page at desktop size, on load and after an empty submit, one text each. */
async function desktopFindings(context: BrowserContext, form: FormDef): Promise<string[]> {
  const { page } = await openAtDesktop(context, form);
  const failures: string[] = [];
  try {
    const onLoad = await seriousViolations(page);
    if (onLoad.length > 0) failures.push(`${form.route} on load:\n${onLoad.join('\n')}`);
    if (await showEmptySubmitMessages(page, form)) {
      const withErrors = await seriousViolations(page);
      if (withErrors.length > 0) failures.push(`${form.route} after an empty submit:\n${withErrors.join('\n')}`);
    }
  } catch (error) {
    failures.push(`${form.route}: ${(error as Error).message}`);
  } finally {
    await page.close();
  }
  return failures;
}

test('every route at 1280x800: axe finds nothing serious or critical, on load and after an empty submit', async () => {
  assert.ok(forms.length >= 30, `only ${forms.length} routes`);
  const failures = await inLanes(rig.browser, forms, desktopFindings);
  assert.ok(failures.length === 0, `axe found serious or critical violations at desktop size:\n\n${failures.join('\n\n')}`);
});

test('at desktop size axe reports text that is too faint to read, naming the rule and the element', async () => {
  const form = forms.find(({ route }) => route === '/merchantform/jhrtrust')!;
  const { page } = await openAtDesktop(rig.browser, form);
  // Styled through the CSSOM: the page's CSP ignores a style attribute in markup.
  await page.$eval('form', (element) => {
    element.insertAdjacentHTML('beforeend', '<p id="faint-probe">Gift Aid applies</p>');
    Object.assign(document.getElementById('faint-probe')!.style, { color: '#eeeeee', background: '#ffffff' });
  });
  const found = await seriousViolations(page);
  assert.ok(
    found.some((line) => line.startsWith('color-contrast:') && line.includes('#faint-probe')),
    found.join('\n'),
  );
  await page.close();
});

test.run();
