/**
 * The forms of the fixture org files with JavaScript disabled in Chromium, against `forms serve` and its
 * simulator: the server HTML alone is a form that posts to the proxy (form-encoded), lands on the checkout
 * when valid, and when the proxy refuses it comes back with the messages shown and the values kept,
 * styled, and able to be sent again. The membership renewal, which cannot work without a script, says so
 * instead.
 */
import type { Page } from 'puppeteer-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserRigFor } from './helpers/browser-rig.ts';
import { CHECKOUT_PATH, submitToCheckout } from './helpers/checkout.ts';
import { bodyText, fillGridForm, languageAndDirection, pressSubmit } from './helpers/donor.ts';
import {
  addressWizard,
  associatesForm,
  campaignForm,
  courseRegistration,
  donationPage,
  fixedAmountForm,
  gridForm,
  membershipRenewal,
  zakatForm,
  type OrderForm,
} from './helpers/order-forms.ts';
import { networkQuiet } from './helpers/open-form.ts';
import { simulatorOrder } from './helpers/sim-orders.ts';
import { english, urdu } from '../helpers/translators.ts';
import { fixtureOrgs } from '../helpers/fixture-orgs.ts';
import { compiledMessages } from '../../orgs/i18n/compile.ts';
import { createTranslator } from '../../orgs/i18n/translator.ts';
import { kindOf } from '../../orgs/kinds.ts';
import { orgTextsOf } from '../../orgs/org-languages.ts';
import { rulesFromFields } from '../../orgs/rules/index.ts';

const rig = browserRigFor(test);

interface ScriptlessPage {
  page: Page;
  /** Subresources (stylesheet, images) that failed or answered with an error, as text. */
  problems: string[];
}

/** Opens `route` on a phone-sized page with JavaScript disabled. */
async function openWithoutScript(route: string): Promise<ScriptlessPage> {
  const page = await rig.browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setViewport({ width: 390, height: 844 });
  const problems: string[] = [];
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    const request = response.request();
    // The simulator's checkout pages, standing in for PayPro's, have no icon, so the browser's guess there may 404.
    if (new URL(response.url()).pathname === '/favicon.ico') return;
    if (!request.isNavigationRequest() && response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  await page.goto(`${rig.server.url}${route}/`, { waitUntil: 'load' });
  await networkQuiet(page);
  return { page, problems };
}

/** Presses Submit and waits for the page the browser lands on. */
async function submitAndLand(page: Page): Promise<void> {
  const landing = page.waitForNavigation({ waitUntil: 'load' });
  await pressSubmit(page);
  await landing;
  await networkQuiet(page);
}

/** The message under the field named `name`. */
function fieldError(page: Page, name: string): Promise<string> {
  return page.$eval(`#field-${name}-error`, (element) => element.textContent ?? '');
}

function fieldValue(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (element) => (element as HTMLInputElement).value);
}

test('the pages load without running a script: no client script executes', async () => {
  const { page } = await openWithoutScript(gridForm.route);
  try {
    // The page's script turns the browser's own checks off once it runs; here it never does.
    assert.is(await page.$('form[novalidate]'), null);
  } finally {
    await page.close();
  }
});

test('a standard grid form posts without JavaScript and lands on the checkout with its amount', async () => {
  const { page, problems } = await openWithoutScript(gridForm.route);
  try {
    await fillGridForm(page, {
      name: 'Nadia Scriptless',
      email: 'nadia.grid@example.org',
      amount: '2500',
      currency: 'PKR',
      purpose: 'WaterWell',
    });
    assert.match(await submitToCheckout(page), 'PKR 2,500.00');
    await simulatorOrder(rig.server.url, 'from nadia.grid@example.org', (order) => order.customerEmail === 'nadia.grid@example.org');
    assert.equal(problems, []);
  } finally {
    await page.close();
  }
});

for (const kind of [donationPage, zakatForm, campaignForm, associatesForm, courseRegistration, fixedAmountForm] satisfies OrderForm[]) {
  test(`${kind.route} posts without JavaScript and lands on the checkout asking ${kind.checkout}`, async () => {
    const { page, problems } = await openWithoutScript(kind.route);
    try {
      await kind.fill(page);
      assert.match(await submitToCheckout(page), kind.checkout);
      assert.equal(problems, []);
    } finally {
      await page.close();
    }
  });
}

test('a wizard shows both steps without JavaScript and its one Submit lands on the checkout', async () => {
  const { page } = await openWithoutScript(addressWizard.route);
  try {
    assert.is(await page.$$eval('fieldset.wizard-step[hidden]', (steps) => steps.length), 0, 'no step is hidden');
    assert.is(
      await page.$('input[name="amountChoice"]:not([hidden] *)'),
      null,
      'the preset buttons, which need the script, are out of the way',
    );
    await page.click('input[name="currency"][value="USD"] + span');
    await page.type('input[name="amount"]', '35');
    await page.type('input[name="firstName"]', 'Omar');
    await page.type('input[name="lastName"]', 'Scriptless');
    await page.type('input[name="email"]', 'omar.wizard@example.org');
    await page.type('input[name="contactNumber"]', '03001234567');
    await page.type('input[name="address"]', 'House 12, Street 4');
    await page.select('select[name="province"]', 'Sindh');
    await page.type('input[name="zipCode"]', '75500');
    await page.type('input[name="city"]', 'Karachi');
    assert.match(await submitToCheckout(page), 'USD 35.00');
  } finally {
    await page.close();
  }
});

test('a refused post comes back styled, with the message under the field and every value kept; fixed, it goes through', async () => {
  const { page, problems } = await openWithoutScript(gridForm.route);
  try {
    await fillGridForm(page, {
      name: 'Hina Scriptless',
      email: 'hina.grid@example.org',
      phoneNumber: '03111234567',
      amount: '12.345',
      currency: 'USD',
      purpose: 'Zakat',
    });
    await submitAndLand(page);
    assert.match(await fieldError(page, 'amount'), english.t('rules.amountTooPrecise'));
    assert.match(await bodyText(page), 'Some fields need attention.');
    assert.is(await fieldValue(page, 'input[name="name"]'), 'Hina Scriptless');
    assert.is(await fieldValue(page, 'input[name="email"]'), 'hina.grid@example.org');
    assert.is(await fieldValue(page, 'input[name="phoneNumber"]'), '03111234567');
    assert.is(await fieldValue(page, 'input[name="amount"]'), '12.345');
    assert.is(await fieldValue(page, 'select[name="currency"]'), 'USD');
    assert.is(await fieldValue(page, 'select[name="donationType"]'), 'Zakat');
    // The stylesheet loaded through the page's <base>: the honeypot is off-screen, as on the built page.
    assert.is(await page.$eval('.form-trap', (element) => getComputedStyle(element).position), 'absolute');
    assert.equal(problems, []);

    await page.click('input[name="amount"]', { count: 3 });
    await page.type('input[name="amount"]', '12.50');
    assert.match(await submitToCheckout(page), 'USD 12.50');
  } finally {
    await page.close();
  }
});

test("a donation under the page's minimum comes back with the minimum's message, the values kept and its banner", async () => {
  const { page, problems } = await openWithoutScript(donationPage.route);
  try {
    await page.type('input[name="name"]', 'Zara Scriptless');
    await page.type('input[name="email"]', 'zara.minimum@example.org');
    await page.type('input[name="phoneNumber"]', '03001234567');
    await page.select('select[name="currency"]', 'PKR');
    await page.type('input[name="amount"]', '100');
    await submitAndLand(page);
    assert.is(await fieldError(page, 'amount'), english.t('rules.amountBelowMinimum', { currency: 'PKR', minimum: '500' }));
    assert.is(await fieldValue(page, 'input[name="amount"]'), '100');
    assert.is(await fieldValue(page, 'input[name="name"]'), 'Zara Scriptless');
    // The banner is a relative URL too: it loaded through the page's <base>.
    assert.ok(await page.$eval('img.form-banner', (image) => (image as HTMLImageElement).naturalWidth > 0), 'the banner loaded');
    assert.equal(problems, []);
  } finally {
    await page.close();
  }
});

test('an Urdu form posted without JavaScript with its name missing comes back in Urdu, right to left, with the Urdu message', async () => {
  const { page, problems } = await openWithoutScript(`${gridForm.route}/ur`);
  try {
    assert.equal(await languageAndDirection(page), ['ur', 'rtl']);
    // Spaces only: the browser's own check of a required field passes them, the proxy trims them away.
    await page.type('input[name="name"]', '   ');
    await page.type('input[name="email"]', 'sana.urdu@example.org');
    await page.type('input[name="amount"]', '2500');
    await page.select('select[name="currency"]', 'PKR');
    await page.select('select[name="donationType"]', 'Zakat');
    await submitAndLand(page);
    assert.is.not(new URL(page.url()).pathname, CHECKOUT_PATH);
    assert.equal(await languageAndDirection(page), ['ur', 'rtl']);
    const expected = urdu.t('rules.nameRequired');
    assert.is.not(expected, english.t('rules.nameRequired'));
    assert.is(await fieldError(page, 'name'), expected);
    assert.is(await fieldValue(page, 'input[name="email"]'), 'sana.urdu@example.org');
    assert.is(await fieldValue(page, 'select[name="donationType"]'), 'Zakat');
    assert.match(await bodyText(page), urdu.t('api.invalidFields'));
    assert.not.match(await bodyText(page), english.t('api.invalidFields'));
    assert.equal(problems, []);
  } finally {
    await page.close();
  }
});

test("an Urdu post the proxy refuses names the field in Urdu: the org file's label through its Urdu texts, not in English", async () => {
  const org = (await fixtureOrgs()).find((candidate) => candidate.forms.some((form) => form.route === associatesForm.route))!;
  const form = org.forms.find((candidate) => candidate.route === associatesForm.route)!;
  const translator = createTranslator('ur', compiledMessages('ur', ['']), orgTextsOf(org, 'ur'));
  const expected = rulesFromFields(kindOf(form).fields(form, translator)).checkField('name', 'Ayesha 123', 'submit', {});
  assert.ok(expected, 'the rules refuse a name with digits');
  assert.is.not(translator.text('Full Name'), 'Full Name', 'the glossary has the label in Urdu');
  const { page, problems } = await openWithoutScript(`${associatesForm.route}/ur`);
  try {
    await associatesForm.fill(page);
    await page.type('input[name="name"]', ' 123');
    await submitAndLand(page);
    assert.equal(await languageAndDirection(page), ['ur', 'rtl']);
    assert.is(await fieldError(page, 'name'), expected);
    assert.equal(problems, []);
  } finally {
    await page.close();
  }
});

test("a valid Urdu form posted without JavaScript lands on the checkout, the order in the org file's English keys", async () => {
  const { page, problems } = await openWithoutScript(`${gridForm.route}/ur`);
  try {
    await fillGridForm(page, {
      name: 'Sana Scriptless',
      email: 'sana.valid@example.org',
      amount: '2500',
      currency: 'PKR',
      purpose: 'WaterWell',
    });
    assert.match(await submitToCheckout(page), 'PKR 2,500.00');
    const order = await simulatorOrder(
      rig.server.url,
      'from sana.valid@example.org',
      (one) => one.customerEmail === 'sana.valid@example.org',
    );
    assert.equal([order.amount, order.currency, order.customerName], ['2500', 'PKR', 'Sana Scriptless']);
    assert.match(JSON.stringify(order.request), 'WaterWell');
    assert.not.match(JSON.stringify(order.request), /[\u0600-\u06FF]/, 'the order carries Urdu words');
    assert.equal(problems, []);
  } finally {
    await page.close();
  }
});

test('the account removal page sends its request without JavaScript, or shows why not', async () => {
  const { page } = await openWithoutScript('/platform-pages/account-removal');
  try {
    await page.type('input[name="email"]', 'donor@x');
    await submitAndLand(page);
    assert.is(await fieldError(page, 'email'), english.t('rules.emailInvalid'));
    assert.is(await fieldValue(page, 'input[name="email"]'), 'donor@x');

    await page.click('input[name="email"]', { count: 3 });
    await page.type('input[name="email"]', 'donor@example.org');
    await submitAndLand(page);
    assert.match(await bodyText(page), 'Your request has been received');
    // The link back to the form (the language switch above it is a link too).
    await page.click('main a');
    await page.waitForSelector('input[name="email"]');
    assert.is(new URL(page.url()).pathname, '/platform-pages/account-removal/');
  } finally {
    await page.close();
  }
});

test('the membership renewal says it needs JavaScript instead of showing a form that cannot work', async () => {
  const { page } = await openWithoutScript(membershipRenewal.route);
  try {
    assert.match(await bodyText(page), 'Renewing a membership needs JavaScript');
    assert.is(await page.$eval('form', (form) => form.getClientRects().length), 0, 'the form is not displayed');
  } finally {
    await page.close();
  }
});

test.run();
