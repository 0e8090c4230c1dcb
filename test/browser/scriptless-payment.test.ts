/**
 * A donor without JavaScript under `forms serve`, as the README has it: the form opened at
 * http://localhost:<port> (the server listens on 127.0.0.1 and writes that address into its links),
 * Submit reaches the simulator's checkout (its origin is in the page's form-action, so Chromium follows
 * the proxy's 303), Pay returns to the proxy's own status page, which looks like the thank-you page: the
 * forms' stylesheet, the org's name and logo, a link back to the form and the language switch, in
 * English and in Urdu, with no console error (a refused policy among them) and no failed request.
 * Screenshots of the status page in both languages go to the screenshots album.
 */
import type { Page } from 'puppeteer-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LANGUAGE_INFO, type Language } from '../../orgs/i18n/languages.ts';
import { urdu } from '../helpers/translators.ts';
import { axeFindings } from './helpers/axe.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { CHECKOUT_PATH, leaveCheckout, submitToCheckout } from './helpers/checkout.ts';
import { bodyText, fillGridForm, languageAndDirection } from './helpers/donor.ts';
import { DESKTOP, networkQuiet, PHONE } from './helpers/open-form.ts';
import { ScreenshotAlbum } from './helpers/screenshot-album.ts';

const rig = browserRigFor(test);
const album = new ScreenshotAlbum(process.env.SCREENSHOTS !== '0', 'proxy-pages');
test.before(() => album.open());
test.after(() => album.close());

/** The album's name for the status page's shots. */
const STATUS_PAGE = '/api/orders/<OrderNumber>/page';
const ROUTE = '/merchantform/grid-logo';

interface ScriptlessPage {
  page: Page;
  /** Console errors and warnings (a refused Content-Security-Policy among them), failed requests, error answers. */
  problems: string[];
}

/** A phone-sized page with JavaScript disabled that notes every problem as it goes. */
async function scriptlessPage(): Promise<ScriptlessPage> {
  const page = await rig.browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport(PHONE);
  const problems: string[] = [];
  page.on('console', (message) => {
    // The simulator's checkout, standing in for PayPro's, has no icon: the browser's guess there may 404.
    if (message.location().url?.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || message.type() === 'warn') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/favicon.ico') return;
    if (!response.request().isNavigationRequest() && response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return { page, problems };
}

/** What shows that the forms' stylesheet drew the page: the themed page's background and the narrow card. */
async function drawnByStylesheet(page: Page): Promise<{ background: string; cardWidth: string; logoLoaded: boolean }> {
  return page.evaluate(() => ({
    background: getComputedStyle(document.querySelector('main.form-page')!).backgroundColor,
    cardWidth: getComputedStyle(document.querySelector('.form-card')!).maxWidth,
    logoLoaded: ((document.querySelector('img.form-logo') as HTMLImageElement | null)?.naturalWidth ?? 0) > 0,
  }));
}

/** Clicks the link `selector` names and waits for the page it leads to. */
async function follow(page: Page, selector: string): Promise<void> {
  const landing = page.waitForNavigation({ waitUntil: 'load' });
  await page.click(selector);
  await landing;
  await networkQuiet(page);
}

/**
 * Fails naming `where` on a serious or critical axe finding on the page at `url`, opened again in a page
 * that runs scripts (axe is one; the proxy's pages have none of their own, so they are the same page).
 */
async function assertAxeClean(url: string, where: string): Promise<void> {
  const page = await rig.browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    const { serious } = await axeFindings(page);
    assert.equal(serious, [], `${where}: axe found serious or critical violations`);
  } finally {
    await page.close();
  }
}

/**
 * Fails unless `page` is the status page in `language`, drawn by the forms' stylesheet with the org's name
 * and logo, its switch naming the other language, and clean for axe; then shoots it on a phone and a desktop.
 */
async function assertStyledStatusPage(page: Page, language: Language): Promise<void> {
  const where = `the ${LANGUAGE_INFO[language].englishName} status page`;
  assert.equal(await languageAndDirection(page), [language, LANGUAGE_INFO[language].dir], where);
  assert.is(await page.$eval('h1', (heading) => heading.textContent), 'Logo Trust', where);
  assert.equal(await drawnByStylesheet(page), { background: 'rgb(244, 246, 248)', cardWidth: '512px', logoLoaded: true }, where);
  const other = language === 'en' ? 'ur' : 'en';
  assert.is(await page.$eval('.language-switch a', (link) => link.textContent), LANGUAGE_INFO[other].name, where);
  await assertAxeClean(page.url(), where);
  await album.shoot(page, STATUS_PAGE, 'phone', language);
  await page.setViewport(DESKTOP);
  await album.shoot(page, STATUS_PAGE, 'desktop', language);
  await page.setViewport(PHONE);
}

test('without JavaScript at http://localhost:<port>, Submit reaches the checkout and Pay the status page, styled like the forms, in English and in Urdu', async () => {
  const readmeAddress = rig.server.url.replace('127.0.0.1', 'localhost');
  assert.ok(readmeAddress.startsWith('http://localhost:'), readmeAddress);
  const { page, problems } = await scriptlessPage();
  try {
    await page.goto(`${readmeAddress}${ROUTE}/`, { waitUntil: 'load' });
    await fillGridForm(page, {
      name: 'Rabia Localhost',
      email: 'rabia.localhost@example.org',
      amount: '2500',
      currency: 'PKR',
      purpose: 'Zakat',
    });
    assert.match(await submitToCheckout(page), 'PKR 2,500.00');
    assert.is(new URL(page.url()).pathname, CHECKOUT_PATH);

    await leaveCheckout(page, 'pay');
    await networkQuiet(page);
    const status = new URL(page.url());
    assert.match(status.pathname, /^\/api\/orders\/[A-Za-z0-9_-]+\/page$/);
    assert.match(await bodyText(page), 'Your donation of PKR 2,500 is confirmed.');
    await assertStyledStatusPage(page, 'en');
    await follow(page, '.language-switch a');
    assert.match(await bodyText(page), urdu.t('thankYou.backToForm'));
    await assertStyledStatusPage(page, 'ur');

    await follow(page, 'main a[href$="/ur/"]');
    assert.is(new URL(page.url()).pathname, `${ROUTE}/ur/`, 'the link back leads to the Urdu form');
    assert.equal(await languageAndDirection(page), ['ur', 'rtl']);
    assert.equal(problems, []);
  } finally {
    await page.close();
  }
});

test('the removal request received without JavaScript: a page in the look of the removal page, with the switch', async () => {
  const { page, problems } = await scriptlessPage();
  try {
    await page.goto(`${rig.server.url}/platform-pages/account-removal/`, { waitUntil: 'load' });
    await page.type('input[name="email"]', 'styled.removal@example.org');
    await follow(page, 'form button[type="submit"]');
    assert.match(await bodyText(page), 'Your request has been received');
    assert.is(await page.$eval('h1', (heading) => heading.textContent), 'Platform Pages');
    const { background, cardWidth } = await drawnByStylesheet(page);
    assert.equal([background, cardWidth], ['rgb(244, 246, 248)', '512px']);
    await follow(page, '.language-switch a');
    assert.equal(await languageAndDirection(page), ['ur', 'rtl']);
    assert.match(await bodyText(page), urdu.t('api.accountRemovalReceived'));
    assert.equal(problems, []);
  } finally {
    await page.close();
  }
});

test.run();
