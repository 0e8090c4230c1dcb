/**
 * The membership renewal page (the membership fixture) end to end in a real browser, as `npm start` serves
 * it: a member looks up A-1001, sees the company name, ticks the ID card (total PKR 4,200), submits, pays
 * on the simulator's checkout and is back on the thank-you page, which shows the renewal confirmed; a
 * Corporate member goes through the bid fallback; an unknown member reads the not-found message and stays
 * on the lookup.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { browserRigFor } from './helpers/browser-rig.ts';
import { passRedirectPopup } from './helpers/checkout.ts';
import { openForm } from './helpers/open-form.ts';
import { bodyText, pressSubmit, waitForText } from './helpers/donor.ts';
import { waitForConfirmed } from './helpers/thank-you.ts';

const rig = browserRigFor(test);

/** Picks the type, types the ID and presses Get Info. */
async function getInfo(page: Page, membershipType: string, membershipId: string): Promise<void> {
  await page.select('select[name="membershipType"]', membershipType);
  await page.type('input[name="membershipId"]', membershipId);
  await pressSubmit(page);
}

const value = (page: Page, name: string) => page.$eval(`input[name="${name}"]`, (input) => (input as HTMLInputElement).value);

/** Submits the details, pays on the checkout showing `amount`, and checks the thank-you page. */
async function payOnCheckout(page: Page, amount: string): Promise<void> {
  const toMarketplace = page.waitForNavigation();
  await pressSubmit(page);
  await waitForText(page, ['Redirecting to Marketplace']);
  await passRedirectPopup(page);
  await toMarketplace;
  assert.match(page.url(), '/paypro-sim/pyb-demo/?bid=');
  assert.match(await bodyText(page), `PKR ${amount}`);
  const back = page.waitForNavigation();
  await page.click('form[action$="/pay"] button');
  await back;
  assert.is(new URL(page.url()).pathname, '/membership/thank-you/');
  const text = await waitForConfirmed(page, `PKR ${amount}`);
  assert.match(text, 'Your membership renewal of');
}

test('Associate A-1001: Get Info, the company name, the card ticked (4,200), Submit, pay, thank-you', async () => {
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}/membership`);
  await getInfo(page, 'Associate', 'A-1001');
  await page.waitForSelector('input[name="companyName"]');
  assert.is(await value(page, 'companyName'), 'Example Textiles (Pvt) Ltd');
  assert.is(await value(page, 'membershipNumber'), 'A-1001');
  assert.is(await value(page, 'email'), '', 'the email on file is not filled in');
  assert.match(await bodyText(page), 'On file: 03•••••••67. PayPro sends its receipt only to what you type here.');
  const details = await bodyText(page);
  assert.match(details, 'Renewal Dues For the Year 2024-25');
  assert.match(details, /PKR\s3,700/);
  await page.click('#field-idCard');
  await page.waitForFunction(() => document.getElementById('fee-total')?.textContent?.includes('4,200'));
  await payOnCheckout(page, '4,200');
  assert.equal(problems, []);
  await page.close();
});

test('Corporate C-2001 without the card: the pay page reached through the bid link shows PKR 5,950', async () => {
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}/membership`);
  await getInfo(page, 'Corporate', 'C-2001');
  await page.waitForSelector('input[name="companyName"]');
  assert.is(await value(page, 'companyName'), 'Demo Industries Limited');
  await payOnCheckout(page, '5,950');
  assert.equal(problems, []);
  await page.close();
});

test('an unknown member sees the not-found message and stays on the lookup', async () => {
  const { page } = await openForm(rig.browser, `${rig.server.url}/membership`, 'form[novalidate]', { waitUntil: 'load' });
  await getInfo(page, 'Associate', 'A-9999');
  await waitForText(page, ['Incorrect membership number.']);
  const text = await bodyText(page);
  assert.match(text, 'email us at desk@chamber.example.org');
  assert.is(await page.$('table'), null);
  assert.is(await value(page, 'membershipId'), 'A-9999');
  assert.is(new URL(page.url()).pathname, '/membership/');
  await page.close();
});

test.run();
