/**
 * In a real browser, on the fixture org files (donation-pages, campaign-and-zakat): the donation page with
 * its currency-rate widget failing to load (as it does with no network, or when a CSP blocks its host) and
 * loading; the zakat form's summary and 'Donate Now', through the checkout's Pay to the thank-you page.
 * The widget's own failed request is the only thing the browser may report; the donor sees no error and
 * completes the donation to the thank-you page.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { fixtureFormAt } from '../helpers/fixture-orgs.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { leaveCheckout, passRedirectPopup } from './helpers/checkout.ts';
import { bodyText, pressSubmit } from './helpers/donor.ts';
import { networkQuiet } from './helpers/open-form.ts';
import { installClock } from './helpers/page-clock.ts';
import { waitForConfirmed } from './helpers/thank-you.ts';

let widgetUrl: string;

test.before(async () => {
  const form = await fixtureFormAt('donation-pages', '/merchantform/donation-pages/Donation', 'donation-page');
  widgetUrl = form.currencyWidget!.scriptUrl;
});

const rig = browserRigFor(test);

/** A phone-sized page (with the test clock) whose request for the widget script `widget` answers; problems are collected. */
async function open(route: string, widget: (request: HTTPRequest) => Promise<void>): Promise<{ page: Page; problems: string[] }> {
  const page = await rig.browser.newPage();
  await page.setViewport({ width: 390, height: 844 });
  await installClock(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    // The simulator's checkout pages have no icon, so the browser's /favicon.ico guess there may 404.
    if (message.location().url?.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || message.type() === 'warn')
      problems.push(`console: ${message.text()} (${message.location().url ?? ''})`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  await page.setRequestInterception(true);
  page.on('request', (request) => void (request.url() === widgetUrl ? widget(request) : request.continue()));
  await page.goto(`${rig.server.url}${route}`, { waitUntil: 'load' });
  await page.waitForSelector('form[novalidate]');
  await networkQuiet(page);
  return { page, problems };
}

const hidden = (page: Page) => page.$eval('aside.currency-widget', (box) => (box as HTMLElement).hidden);

test('a widget that fails to load: no box, no error for the donor, and the donation goes through', async () => {
  const { page, problems } = await open('/merchantform/donation-pages/Donation', (request) => request.abort('failed'));
  await page.waitForSelector('aside.currency-widget[data-state="failed"]');
  assert.is(await hidden(page), true);
  await page.type('input[name="name"]', 'Ayesha Khan');
  await page.type('input[name="email"]', 'ayesha@example.org');
  await page.type('input[name="phoneNumber"]', '03001234567');
  await page.select('select[name="currency"]', 'PKR');
  await page.type('input[name="amount"]', '300');
  assert.match(await bodyText(page), 'Amount must be at least 500 PKR.');
  await page.$eval('input[name="amount"]', (input) => ((input as HTMLInputElement).value = ''));
  await page.type('input[name="amount"]', '2500');
  const toCheckout = page.waitForNavigation();
  await pressSubmit(page);
  await passRedirectPopup(page);
  await toCheckout;
  assert.match(await bodyText(page), 'PKR 2,500.00');
  const back = page.waitForNavigation();
  await page.click('form[action$="/pay"] button');
  await back;
  assert.is(new URL(page.url()).pathname, '/merchantform/donation-pages/Donation/thank-you/');
  // The browser reports the blocked script itself; nothing else may appear.
  assert.ok(problems.length > 0 && problems.every((problem) => problem.includes(widgetUrl)), problems.join('\n'));
  await page.close();
});

test('a widget that loads draws into its box, which shows', async () => {
  const drawing = "document.getElementById('currency-widget').insertAdjacentHTML('beforeend', '<p class=\"rates\">USD 278.50</p>');";
  const { page, problems } = await open('/merchantform/donation-pages/Zakat', (request) =>
    request.respond({ status: 200, contentType: 'text/javascript', body: drawing }),
  );
  await page.waitForSelector('aside.currency-widget[data-state="loaded"] p.rates');
  assert.is(await hidden(page), false);
  assert.match(await bodyText(page), 'USD 278.50');
  assert.equal(problems, []);
  await page.close();
});

test('the zakat form fits a phone; the summary follows the amount, Donate Now, the checkout, Pay, thank-you', async () => {
  const { page, problems } = await open('/merchantform/campaign-and-zakat/Zakat', (request) => request.abort('failed'));
  await page.type('input[name="amount"]', '1500');
  await page.waitForFunction(() => document.querySelector('.donation-total dd')?.textContent === 'PKR 1,500');
  const overflow = await page.evaluate(() => {
    const card = document.querySelector('.form-card')!;
    const edge = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
    const rights = [...document.querySelectorAll('form input, form select, form button')].map(
      (control) => control.getBoundingClientRect().right,
    );
    return Math.max(...rights) - edge;
  });
  assert.ok(overflow <= 0.5, `a control sticks out of the card by ${overflow}px`);
  await page.type('input[name="name"]', 'Bilal Ahmed');
  await page.type('input[name="email"]', 'bilal@example.org');
  await page.type('input[name="phoneNumber"]', '03211234567');
  const toCheckout = page.waitForNavigation();
  await page.click('button[type="submit"]');
  await passRedirectPopup(page);
  await toCheckout;
  const checkout = await bodyText(page);
  assert.match(checkout, 'PKR 1,500.00');
  assert.match(checkout, 'sim-campaign-and-zakat-zakat');
  await leaveCheckout(page, 'pay');
  assert.is(new URL(page.url()).pathname, '/merchantform/campaign-and-zakat/Zakat/thank-you/');
  await waitForConfirmed(page, 'PKR 1,500');
  assert.equal(problems, []);
  await page.close();
});

test.run();
