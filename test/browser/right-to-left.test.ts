/**
 * The Urdu pages on a phone (390x844), in one tab of the shared browser: every fixture route's Urdu page
 * is right to left and nothing on it is wider than the screen; on the associates form (the one whose
 * phone-country select once overflowed) the fields start at the right in Urdu and at the left in
 * English, and the submit button and the language switch (a finger's size, in the top end corner) are
 * on screen.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { listRoutes, type RouteRow } from '../../orgs/routes.ts';
import { fixtureOrgs } from '../helpers/fixture-orgs.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { PHONE } from './helpers/open-form.ts';

let rows: RouteRow[] = [];
let page: Page;

// Registered before the rig's hooks, so the tab closes before the rig closes its browser context.
test.after(async () => {
  await page?.close();
});

const rig = browserRigFor(test);

test.before(async () => {
  rows = listRoutes(await fixtureOrgs());
  page = await rig.browser.newPage();
  await page.setViewport(PHONE);
});

/** Loads the page of `route` in `language` and waits until its script has taken over. */
async function load(row: RouteRow, language: 'en' | 'ur'): Promise<void> {
  await page.goto(`${rig.server.url}${row.route}/${language === 'ur' ? 'ur/' : ''}`, { waitUntil: 'load' });
  await page.waitForSelector(row.kind === 'card-checkout' ? '[data-listening]' : 'form[novalidate]');
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

/** The box of the first element matching `selector`, in viewport pixels. */
function boxOf(selector: string): Promise<Box> {
  return page.$eval(selector, (element) => {
    const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
    return { left, right, top, bottom, width, height };
  });
}

/** The page's direction, and its width against the screen's. */
function widths(): Promise<{ dir: string; scrollWidth: number; innerWidth: number; innerHeight: number }> {
  return page.evaluate(() => ({
    dir: document.documentElement.dir,
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth,
    innerHeight,
  }));
}

/** How far the first field label's text (not its box, which spans the field) is from the card's left and right edges. */
function labelGaps(): Promise<{ left: number; right: number }> {
  return page.$eval('.field label', (label) => {
    const text = document.createRange();
    text.selectNodeContents(label);
    const { left, right } = text.getBoundingClientRect();
    const card = label.closest('.form-card')!.getBoundingClientRect();
    return { left: left - card.left, right: card.right - right };
  });
}

function assertOnScreen(name: string, box: Box, screen: { innerWidth: number; innerHeight: number }): void {
  assert.ok(box.width > 0 && box.height > 0, `${name} has no size`);
  const inside = box.left >= 0 && box.right <= screen.innerWidth && box.top >= 0 && box.bottom <= screen.innerHeight;
  assert.ok(inside, `${name} is off screen: ${JSON.stringify(box)}`);
}

test('every fixture route in Urdu: right to left, nothing wider than a phone', async () => {
  assert.ok(rows.length >= 20, `only ${rows.length} routes`);
  const wide: string[] = [];
  for (const row of rows) {
    await load(row, 'ur');
    const { dir, scrollWidth, innerWidth } = await widths();
    assert.is(dir, 'rtl', row.route);
    if (scrollWidth > innerWidth) wide.push(`${row.route}/ur/: ${scrollWidth} px wide on a ${innerWidth} px screen`);
  }
  assert.equal(wide, []);
});

test('associates form: fields start at the right in Urdu and at the left in English; submit and switch on screen', async () => {
  const row = rows.find(({ route }) => route === '/merchantform/associates');
  assert.ok(row, 'no associates fixture route');
  for (const language of ['ur', 'en'] as const) {
    await load(row, language);
    const screen = await widths();
    const where = `${row.route} in ${language}`;
    assert.is(screen.dir, language === 'ur' ? 'rtl' : 'ltr', where);
    assert.ok(screen.scrollWidth <= screen.innerWidth, `${where}: ${screen.scrollWidth} px wide`);
    // Near: within the card's padding (20 px) and a little for the text's side bearing.
    const label = await labelGaps();
    const [near, far] = language === 'ur' ? [label.right, label.left] : [label.left, label.right];
    assert.ok(near <= 24 && far > near, `${where}: the first label's text is ${JSON.stringify(label)} from the card's edges`);
    const toggle = await boxOf('.language-switch a');
    assertOnScreen(`${where}: the language switch`, toggle, screen);
    assert.ok(toggle.width >= 44 && toggle.height >= 44, `${where}: the switch is smaller than 44x44 px`);
    const fromEnd = language === 'ur' ? toggle.left : screen.innerWidth - toggle.right;
    const fromStart = language === 'ur' ? screen.innerWidth - toggle.right : toggle.left;
    assert.ok(fromEnd < fromStart, `${where}: the switch is not in the top end corner`);
    await page.$eval('button[type="submit"]', (button) => button.scrollIntoView({ block: 'center' }));
    assertOnScreen(`${where}: the submit button`, await boxOf('button[type="submit"]'), screen);
  }
});

test.run();
