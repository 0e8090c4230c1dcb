/**
 * Nothing moves while a page loads (Cumulative Layout Shift 0, measured in Chromium at phone size with
 * every image held back until the page's script has run: `helpers/layout-shift.ts`): the first fixture
 * form of every kind, the logo and banner pages in both languages (their images carry their size), the
 * wizard (whose preset amounts replace the amount box when its script runs, above the purpose), and the
 * thank-you page without an order and with one (whose script rewrites the result and hides the lookup
 * form). The measurement itself is shown to see a shift: the banner page with its image's size taken
 * away moves.
 */
import type { Page } from 'puppeteer-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FormKind } from '../../orgs/kinds.ts';
import { fixtureOrgs } from '../helpers/fixture-orgs.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { type LoadShift, measureLoadShift } from './helpers/layout-shift.ts';
import { PHONE } from './helpers/open-form.ts';

const rig = browserRigFor(test);

/** An OrderNumber's shape (20 letters and digits) that no order has: the proxy answers it is not found. */
const UNKNOWN_ORDER = 'zzzzzzzzzzzzzzzzzzz1';

/** Resolves once the form's script has hydrated it (`FormPage` sets the mark). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('forms:hydrated').length > 0);
}

/** Resolves once the thank-you page's script has settled on a phase other than 'checking'. */
async function answered(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const phase = document.getElementById('payment-result')?.getAttribute('data-phase');
    return Boolean(phase) && phase !== 'checking';
  });
}

/** What moved while `path` (on the test server) loaded, at phone size. */
async function shiftOf(
  path: string,
  ready: (page: Page) => Promise<void>,
  beforeImages?: (page: Page) => Promise<void>,
): Promise<LoadShift> {
  const page = await rig.browser.newPage();
  try {
    await page.setViewport(PHONE);
    return await measureLoadShift(page, `${rig.server.url}${path}`, { ready, beforeImages });
  } finally {
    await page.close();
  }
}

function assertStill(path: string, shift: LoadShift): void {
  assert.is(shift.cls, 0, `${path} moved while loading:\n${shift.shifts.join('\n')}`);
}

test('the first fixture form of every kind: nothing moves while it loads and hydrates', async () => {
  const seen = new Set<FormKind>();
  for (const org of await fixtureOrgs()) {
    for (const { kind, route } of org.forms) {
      if (seen.has(kind)) continue;
      seen.add(kind);
      assertStill(`${route}/`, await shiftOf(`${route}/`, hydrated));
    }
  }
  assert.ok(seen.has('donation-wizard') && seen.has('donation-page'), `the kinds seen: ${[...seen].join(', ')}`);
});

test('a logo, a banner and the wizard in both languages: the images arrive late and nothing below them moves', async () => {
  for (const [path, images] of [
    ['/merchantform/grid-logo/', 1],
    ['/merchantform/grid-logo/ur/', 1],
    ['/merchantform/donation-pages/Donation/', 1],
    ['/merchantform/donation-pages/Donation/ur/', 1],
    ['/wizard-address/', 0],
    ['/wizard-category/ur/', 0],
  ] as const) {
    const shift = await shiftOf(path, hydrated);
    assert.is(shift.heldImages, images, `${path}: its images were held back`);
    assertStill(path, shift);
  }
});

test('the thank-you page, without an order and with one, in both languages: its answer moves nothing the donor sees', async () => {
  for (const path of [
    '/merchantform/grid-logo/thank-you/',
    `/merchantform/grid-logo/thank-you/?order=${UNKNOWN_ORDER}`,
    `/merchantform/grid-logo/ur/thank-you/?order=${UNKNOWN_ORDER}`,
  ]) {
    const shift = await shiftOf(path, answered);
    assert.is(shift.heldImages, 1, `${path}: its logo was held back`);
    assertStill(path, shift);
  }
});

test('the measurement sees a shift: the banner without its size pushes the form down when it arrives', async () => {
  const path = '/merchantform/donation-pages/Donation/';
  const shift = await shiftOf(path, hydrated, (page) =>
    page.$eval('img.form-banner', (image) => {
      image.removeAttribute('width');
      image.removeAttribute('height');
    }),
  );
  assert.is(shift.heldImages, 1, `${path}: its banner was held back`);
  assert.ok(shift.cls > 0, `${path} without the banner's size moved nothing`);
});

test.run();
