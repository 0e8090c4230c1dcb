/**
 * End to end in a real browser, for every standard grid route of the fixture org files (one per grid
 * scenario: three currencies, a payment type, a required phone, five currencies, a logo, a maximum amount,
 * an external callback): a donor fills the form, presses Submit, sees 'Redirecting to Marketplace', lands
 * on the simulator's checkout showing the order, pays, and is back on the org's thank-you page, which
 * shows the payment confirmed with its amount, or, for a form whose callback is the organisation's own
 * site (external-callback), is sent towards that site with the result. Also: a gateway refusal keeps the
 * donor on the form.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import type { StandardGridFormDef } from '../../orgs/types.ts';
import { fixtureGridForms } from '../helpers/fixture-orgs.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { passRedirectPopup } from './helpers/checkout.ts';
import { openForm } from './helpers/open-form.ts';
import { bodyText, fillGridForm, pressSubmit, waitForText } from './helpers/donor.ts';
import { setSimulatorFault } from './helpers/sim-faults.ts';
import { passRefusalPopup, watchSubmitOutcome } from './helpers/submit-outcome.ts';
import { waitForConfirmed } from './helpers/thank-you.ts';

let forms: StandardGridFormDef[] = [];

test.before(async () => {
  forms = [...(await fixtureGridForms()).values()];
});

const rig = browserRigFor(test);

/** The grid form the refusal and empty-submit tests use (fixture grid-three-currencies). */
const GRID_ROUTE = '/merchantform/grid-three-currencies';

/** One donor's whole journey on one form; throws with the route named when a step fails. */
async function donate(form: StandardGridFormDef): Promise<void> {
  const currency = form.currencies.includes('USD') ? 'USD' : 'PKR';
  const amount = currency === 'USD' ? '25' : '2500';
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}${form.route}`);
  await fillGridForm(page, {
    name: 'Ayesha Khan',
    email: 'ayesha@example.org',
    phoneNumber: '03001234567',
    amount,
    currency,
    purpose: form.purpose.options[0]!.value,
  });
  const toMarketplace = page.waitForNavigation();
  await pressSubmit(page);
  await waitForText(page, ['Redirecting to Marketplace']);
  await passRedirectPopup(page);
  await toMarketplace;
  assert.match(page.url(), '/paypro-sim/pyb-demo/');
  const checkout = await bodyText(page);
  assert.match(checkout, currency);
  assert.match(checkout, currency === 'USD' ? /\b25(\.00)?\b/ : /2,?500/);
  assert.match(checkout, 'Ayesha Khan');

  if (form.callback === 'thank-you') {
    const back = page.waitForNavigation();
    await page.click(PAY_BUTTON);
    await back;
    assert.is(new URL(page.url()).pathname, `${form.route}/thank-you/`);
    await waitForConfirmed(page, currency === 'USD' ? 'USD 25.00' : 'PKR 2,500');
  } else {
    await payTowardsOwnSite(page, form.callback!);
  }
  assert.equal(problems, []);
  await page.close();
}

const PAY_BUTTON = 'button[value="pay"], form[action$="/pay"] button';

/**
 * Pay on a form whose callback is the organisation's own site: there is no network here, so the request
 * to that site is intercepted and answered with a stand-in page. It must go to `callback` with the
 * simulator's result (status, ordId, msg) in its query.
 */
async function payTowardsOwnSite(page: Page, callback: string): Promise<void> {
  const site = new URL(callback).origin;
  await page.setRequestInterception(true);
  const reached = new Promise<string>((resolve) => {
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== site) return void request.continue();
      if (request.isNavigationRequest()) resolve(request.url());
      void request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Thank you</title><p>Thank you</p>' });
    });
  });
  const arrived = page.waitForNavigation();
  await page.click(PAY_BUTTON);
  const target = new URL(await reached);
  await arrived;
  assert.is(`${target.origin}${target.pathname}`, callback);
  assert.is(target.searchParams.get('status'), 'Success');
  assert.is(target.searchParams.get('msg'), 'Payment received');
  assert.match(target.searchParams.get('ordId') ?? '', /^\d{14}$/);
  assert.is(page.url(), target.href);
}

test('every standard grid route: donate, pay on the checkout, return to the thank-you page', async () => {
  assert.ok(forms.length >= 7, `only ${forms.length} standard grid forms`);
  assert.ok(
    forms.some((form) => form.callback !== 'thank-you'),
    "a form whose callback is the organisation's own site",
  );
  for (const form of forms) {
    try {
      await donate(form);
    } catch (error) {
      throw new Error(`${form.route}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
});

test('a gateway refusal shows its description and keeps the donor on the form with the values', async () => {
  await setSimulatorFault(rig.server.url, { mode: 'status03', description: 'Merchant is temporarily disabled', times: 1 });
  const { page } = await openForm(rig.browser, `${rig.server.url}${GRID_ROUTE}/`, 'form[novalidate]', { waitUntil: 'load' });
  await fillGridForm(page, {
    name: 'Bilal Ahmed',
    email: 'bilal@example.org',
    amount: '1500',
    currency: 'PKR',
    purpose: 'Zakat',
  });
  await watchSubmitOutcome(page);
  await pressSubmit(page);
  await waitForText(page, ['Merchant is temporarily disabled']);
  // Past the popup and the redirect a success would make after it, to the end of the submit flow.
  assert.is(await passRefusalPopup(page, 2000), 0, 'the page began a navigation');
  assert.match(new URL(page.url()).pathname, `${GRID_ROUTE}/`);
  assert.equal(await page.$eval('input[name="name"]', (input) => (input as HTMLInputElement).value), 'Bilal Ahmed');
  assert.equal(await page.$eval('form button[type="submit"]', (button) => (button as HTMLButtonElement).disabled), false);
  await page.close();
});

test('an empty submit shows the required messages and sends nothing', async () => {
  const { page } = await openForm(rig.browser, `${rig.server.url}${GRID_ROUTE}/`, 'form[novalidate]', { waitUntil: 'load' });
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posted += 1;
  });
  await pressSubmit(page);
  await waitForText(page, ['Name is required.']);
  const text = await bodyText(page);
  for (const message of [
    'Name is required.',
    'Email is required.',
    'Amount is required.',
    'Currency is required.',
    'Donation type is required.',
  ]) {
    assert.match(text, message);
  }
  assert.is(posted, 0);
  await page.close();
});

test.run();
