/**
 * Every route of the repository's org files, one after another in one browser, its English page and
 * (for an org in Urdu too) its Urdu page `<route>/ur/`: the page loads at phone (390x844) and desktop
 * (1280x800) size with no console error and no failed request (the currency-rate widget's host aside,
 * which has no network here) and nothing wider than the phone; axe-core finds nothing serious or critical
 * before or after an empty submit, its language rules (html-has-lang, html-lang-valid, valid-lang)
 * among those it ran; the empty submit shows the spec's messages, in the page's language, and sends no
 * request. Two pages are checked at a time, each in a browser context of its own. Screenshots of each state go to
 * screenshots/ (set SCREENSHOTS=0 to skip them).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BrowserContext, Page } from 'puppeteer-core';
import { compiledMessages } from '../../orgs/i18n/compile.ts';
import type { Language } from '../../orgs/i18n/languages.ts';
import { createTranslator, type Translator } from '../../orgs/i18n/translator.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { languagesOf, orgTextsOf } from '../../orgs/org-languages.ts';
import type { FormDef, Org } from '../../orgs/types.ts';
import { indexRoutes, listRoutes, type RouteRow, type RouteTarget } from '../../orgs/routes.ts';
import { axeFindings, seriousViolations } from './helpers/axe.ts';
import { bodyText, languageAndDirection, waitForText } from './helpers/donor.ts';
import { emptySubmitMessages, firstSubmitButton, formValues } from './helpers/empty-submit.ts';
import { openForm, problemsBesidesWidget } from './helpers/open-form.ts';
import { realSiteRigFor } from './helpers/browser-rig.ts';
import { inLanes } from './helpers/browser-lanes.ts';
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

/** The rules that check a page's language and direction of text, which axe must run on every page. */
const LANGUAGE_RULES = ['html-has-lang', 'html-lang-valid', 'valid-lang'];

/** Runs axe on `page` and fails naming `where` on a serious or critical violation or a language rule left out. */
async function assertAxeClean(page: Page, where: string): Promise<void> {
  const { serious, applied } = await axeFindings(page);
  assert.ok(serious.length === 0, `${where}: axe found serious or critical violations:\n${serious.join('\n')}`);
  const skipped = LANGUAGE_RULES.filter((rule) => !applied.includes(rule));
  assert.equal(skipped, [], `${where}: axe did not run its language rules`);
}

/** The page's translator, as the page has it: the whole catalogue of `language` and the org's texts in it. */
function pageTranslator(org: Org, language: Language): Translator {
  return createTranslator(language, compiledMessages(language, ['']), orgTextsOf(org, language));
}

/**
 * Fails naming `where` when `page` is wider than its viewport (in either direction: an rtl page's
 * overflow to the left counts in `scrollWidth` too), once its animations (e.g. a shake on an error) end.
 */
async function assertNoOverflow(page: Page, where: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `${where}: the page is ${scrollWidth} px wide on a ${innerWidth} px phone`);
}

/**
 * Presses the first submit (or Next) button of an untouched form and waits (up to 5 s) until every
 * message the rules expect for its values is on screen; resolves to those messages and the number of
 * POST requests the press caused, or undefined without a button. Messages still missing after 5 s are
 * left for the caller's assertions to name.
 */
async function emptySubmit(page: Page, form: FormDef, translator: Translator): Promise<{ expected: string[]; posts: number } | undefined> {
  const button = await firstSubmitButton(page);
  if (!button) return undefined;
  const expected = emptySubmitMessages(form, await formValues(button), translator);
  let posts = 0;
  const count = (request: { method(): string }) => void (request.method() === 'POST' && posts++);
  page.on('request', count);
  await button.click();
  // The check that shows the messages runs where a request would start, so by then one would be counted.
  await waitForText(page, expected, { timeout: 5000 }).catch(() => undefined);
  page.off('request', count);
  return { expected, posts };
}

/**
 * Checks the `language` page of `route` as the test below says; resolves to what failed (empty when all
 * held), so one page's failure does not hide the others'.
 */
async function checkPage(context: BrowserContext, route: string, language: Language): Promise<string[]> {
  const { org, form } = index.get(route)!;
  const ready = form.kind === 'card-checkout' ? '[data-listening]' : 'form[novalidate]';
  const url = language === 'en' ? `${rig.server.url}${route}` : `${rig.server.url}${route}/${language}/`;
  const where = language === 'en' ? route : `${route}/${language}/`;
  const { page, problems } = await openForm(context, url, ready);
  try {
    assert.equal(await languageAndDirection(page), [language, language === 'ur' ? 'rtl' : 'ltr'], `${where}: the page's lang and dir`);
    await assertAxeClean(page, `${where} on load`);
    await assertNoOverflow(page, `${where} on load`);
    await album.shoot(page, route, 'phone', language);
    await page.setViewport({ width: 1280, height: 800 });
    await album.shoot(page, route, 'desktop', language);
    await page.setViewport({ width: 390, height: 844 });
    const submitted = await emptySubmit(page, form, pageTranslator(org, language));
    if (submitted) {
      assert.is(submitted.posts, 0, `${where}: an empty submit sent a request`);
      assert.ok(submitted.expected.length > 0, `${where}: the rules expect no message for the untouched form`);
      const text = await bodyText(page);
      for (const message of submitted.expected) assert.ok(text.includes(message), `${where}: no '${message}' after an empty submit`);
      await assertAxeClean(page, `${where} after an empty submit`);
      await assertNoOverflow(page, `${where} after an empty submit`);
      await album.shoot(page, route, 'errors', language);
    }
    assert.equal(problemsBesidesWidget(problems, form), [], `${where}: console errors or failed requests`);
    return [];
  } catch (error) {
    return [String((error as Error).message)];
  } finally {
    await page.close();
  }
}

test('every route, in English and in Urdu: loads cleanly on a phone and a desktop, passes axe, fits the phone, and an empty submit shows the messages and sends nothing', async () => {
  assert.ok(rows.length >= 30, `only ${rows.length} routes`);
  const pages = rows.flatMap(({ route }) => languagesOf(index.get(route)!.org).map((language) => ({ route, language })));
  const urduPages = pages.filter(({ language }) => language !== 'en').length;
  const failures = await inLanes(rig.browser, pages, (context, { route, language }) => checkPage(context, route, language));
  assert.ok(urduPages >= 30, `only ${urduPages} Urdu pages`);
  assert.ok(failures.length === 0, failures.join('\n\n'));
});

test("the empty submit of an Urdu page expects Urdu messages: the org's texts and the catalogue in Urdu", () => {
  const { org, form } = index.get('/merchantform/jhrtrust')!;
  const values = {};
  const english = emptySubmitMessages(form, values, pageTranslator(org, 'en'));
  const urdu = emptySubmitMessages(form, values, pageTranslator(org, 'ur'));
  assert.is(urdu.length, english.length);
  assert.ok(urdu.length > 0);
  for (const message of urdu) assert.match(message, /[\u0600-\u06FF]/, `'${message}' is not in Urdu`);
  for (const message of urdu) assert.not.ok(english.includes(message), `'${message}' is the English message`);
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
