/**
 * The donation wizards in a real browser: a donor using only the keyboard (arrow keys in the toggle
 * groups, a visible focus ring, Enter for Next and Submit) goes through both steps, pays on the
 * simulator's checkout and is back on the thank-you page, the Zakat order under the Zakat merchant.
 * Without JavaScript the page is one plain form with every field shown.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { browserRigFor } from './helpers/browser-rig.ts';
import { passRedirectPopup } from './helpers/checkout.ts';
import { bodyText, waitForText } from './helpers/donor.ts';
import { openForm } from './helpers/open-form.ts';
import { chosen, shown } from './helpers/wizard-steps.ts';

const rig = browserRigFor(test);

/** `name=value` of the focused radio, or the focused control's name, or the focused heading's text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    if (!active) return '';
    if (active.tagName === 'H2') return active.textContent ?? '';
    return active.type === 'radio' ? `${active.name}=${active.value}` : active.name;
  });
}

test('keyboard only: both steps, a visible focus ring, Redirecting to Payment, pay, thank-you; Zakat merchant', async () => {
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}/merchantform/wizard-two-accounts/`);
  await page.waitForFunction(() => !document.querySelector('[name="amountChoice"]')?.closest('[hidden]'));
  assert.not.ok(await shown(page, 'input[name="firstName"]'), 'step 2 is hidden');
  assert.not.ok(await shown(page, 'input[name="amount"]'), 'the Other box is hidden');

  await page.focus('input[name="currency"]:checked');
  await page.keyboard.press('ArrowRight');
  assert.is(await chosen(page, 'currency'), 'USD');
  const ring = await page.evaluate(() => getComputedStyle((document.activeElement as HTMLElement).nextElementSibling!).outlineStyle);
  assert.is(ring, 'solid', 'the focused toggle shows a focus ring');

  await page.keyboard.press('Tab');
  assert.is(await focused(page), 'amountChoice=100');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.is(await chosen(page, 'amountChoice'), '2000');
  assert.match(await bodyText(page), 'USD 2,000');

  await page.keyboard.press('Tab');
  assert.is(await focused(page), 'donationPurpose=General');
  await page.keyboard.press('ArrowRight');
  assert.is(await chosen(page, 'donationPurpose'), 'Zakat');
  await page.keyboard.press('Tab');
  assert.is(
    await page.evaluate(() => document.activeElement?.textContent),
    'Calculate my zakat',
    'the zakat calculator follows the purpose',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
  assert.is(await focused(page), 'Step 2 of 2: Your details');
  assert.ok(await shown(page, 'input[name="firstName"]'));
  assert.not.ok(await shown(page, 'input[name="currency"]'), 'step 1 is hidden');

  await page.keyboard.press('Tab');
  assert.is(await focused(page), 'firstName');
  await page.keyboard.press('Enter');
  await waitForText(page, ['Please fill out the First Name field.']);
  await page.keyboard.type('Ayesha');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Khan');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ayesha@example.org');
  const toCheckout = page.waitForNavigation();
  await page.keyboard.press('Enter');
  await waitForText(page, ['Redirecting to Payment']);
  await passRedirectPopup(page);
  await toCheckout;
  const checkout = await bodyText(page);
  assert.match(checkout, 'USD 2,000.00');
  assert.match(checkout, 'sim-wizard-two-accounts-zakat');
  const back = page.waitForNavigation();
  await page.click('form[action$="/pay"] button');
  await back;
  assert.is(new URL(page.url()).pathname, '/merchantform/wizard-two-accounts/thank-you/');
  assert.equal(problems, []);
  await page.close();
});

/** Clicks the button whose text is `label`. */
async function press(page: Page, label: string): Promise<void> {
  for (const button of await page.$$('button')) {
    if ((await button.evaluate((element) => element.textContent)) === label) return button.click();
  }
  throw new Error(`no ${label} button`);
}

test('the widget: Other empties the amount, Next refuses it with its message, shown once; Enter in the box is Next', async () => {
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}/wizard-category/`);
  await page.click('input[name="amountChoice"][value="1000"] + span');
  await page.click('input[name="amountChoice"][value="other"] + span');
  assert.ok(await shown(page, 'input[name="amount"]'));
  assert.is(await page.$eval('input[name="amount"]', (input) => (input as HTMLInputElement).value), '');
  await press(page, 'Next');
  await page.waitForFunction(
    () => document.getElementById('field-amount-error')?.textContent === 'Please select or enter a donation amount.',
  );
  // Once on the screen: one visible element says it (the message of the hidden presets is not shown).
  const times = await page.evaluate(
    () =>
      [...document.querySelectorAll('.field-error, [role="alert"]')].filter(
        (element) => element.textContent === 'Please select or enter a donation amount.' && element.checkVisibility(),
      ).length,
  );
  assert.is(times, 1, 'the message is shown once');
  assert.is(await focused(page), 'amount');
  await page.select('select[name="educationType"]', 'Sponsor a child');
  await page.focus('input[name="amount"]');
  await page.keyboard.type('500');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
  assert.ok(await shown(page, 'select[name="province"]'));
  assert.equal(problems, []);
  await page.close();
});

test('without JavaScript: one plain form, every field shown, the amount as a box, no Next or Back', async () => {
  const page = await rig.browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.goto(`${rig.server.url}/wizard-address/`, { waitUntil: 'load' });
  for (const selector of [
    'input[name="currency"] + span',
    'input[name="amount"]',
    'input[name="firstName"]',
    'select[name="province"]',
    'input[name="city"]',
    'button[type="submit"]',
  ]) {
    assert.ok(await shown(page, selector), `${selector} shows`);
  }
  assert.not.ok(await shown(page, 'input[name="amountChoice"] + span'), 'the presets need the script');
  const buttons = await page.$$eval('button', (all) =>
    all.filter((button) => button.getClientRects().length > 0).map((button) => button.textContent),
  );
  assert.equal(buttons, ['Submit']);
  await page.close();
});

test.run();
