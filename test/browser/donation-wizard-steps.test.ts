/**
 * The donation wizards' steps in Chromium, with clicks and typing like a donor: Next then Back then Next
 * keeps every value chosen or typed on both steps (a preset and an Other amount, a category, the full
 * address); choosing Other empties the amount, so the order carries the typed amount and never a preset
 * chosen before; and the order reaches the simulator under the merchant account of its purpose (Zakat
 * to the Zakat account, General to the donation one), read from the simulator's own order record.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { browserRigFor } from './helpers/browser-rig.ts';
import { submitToCheckout } from './helpers/checkout.ts';
import { formValues } from './helpers/empty-submit.ts';
import { openForm } from './helpers/open-form.ts';
import { simulatorOrder } from './helpers/sim-orders.ts';
import { chosen, goBack, goNext, nextButton, pick, shown } from './helpers/wizard-steps.ts';

const rig = browserRigFor(test);

/** Opens the wizard at `route` and waits for step mode (the preset toggles show). */
async function openWizard(route: string): Promise<{ page: Page; problems: string[] }> {
  const opened = await openForm(rig.browser, `${rig.server.url}${route}/`);
  await opened.page.waitForFunction(() => !document.querySelector('[name="amountChoice"]')?.closest('[hidden]'));
  return opened;
}

/** What the donor sees in the control named `name` (a text box or a select). */
const fieldValue = (page: Page, name: string) => page.$eval(`[name="${name}"]`, (control) => (control as HTMLInputElement).value);

/** The order the simulator recorded for the donor with `email`. */
const orderFrom = (email: string) => simulatorOrder(rig.server.url, `from ${email}`, (order) => order.customerEmail === email);

test('secure wizard: Next, Back, Next keeps the currency, preset, purpose and details; Zakat reaches the Zakat merchant', async () => {
  const { page, problems } = await openWizard('/merchantform/wizard-two-accounts');
  await pick(page, 'currency', 'USD');
  await pick(page, 'amountChoice', '2000');
  await pick(page, 'donationPurpose', 'Zakat');
  await goNext(page);
  await page.type('input[name="firstName"]', 'Hamza');
  await page.type('input[name="lastName"]', 'Qureshi');
  await page.type('input[name="email"]', 'hamza.zakat@example.org');
  await page.type('input[name="contactNumber"]', '03331234567');
  const typed = await formValues(await nextButton(page));

  await goBack(page);
  assert.ok(await shown(page, 'input[name="amountChoice"] + span'), 'step 1 shows again');
  assert.not.ok(await shown(page, 'input[name="firstName"]'), 'step 2 is hidden');
  assert.is(await chosen(page, 'currency'), 'USD');
  assert.is(await chosen(page, 'amountChoice'), '2000');
  assert.is(await chosen(page, 'donationPurpose'), 'Zakat');
  assert.not.ok(await shown(page, 'input[name="amount"]'), 'a preset keeps the Other box closed');
  assert.equal(await formValues(await nextButton(page)), typed);

  await goNext(page);
  assert.is(await fieldValue(page, 'firstName'), 'Hamza');
  assert.is(await fieldValue(page, 'lastName'), 'Qureshi');
  assert.is(await fieldValue(page, 'email'), 'hamza.zakat@example.org');
  assert.is(await fieldValue(page, 'contactNumber'), '03331234567');
  assert.equal(await formValues(await nextButton(page)), typed);

  assert.match(await submitToCheckout(page), 'USD 2,000.00');
  const order = await orderFrom('hamza.zakat@example.org');
  assert.is(order.merchantId, 'sim-wizard-two-accounts-zakat');
  assert.is(order.amount, '2000');
  assert.is(order.currency, 'USD');
  assert.equal(problems, []);
  await page.close();
});

test('secure wizard: Other empties the amount each time it is chosen; the typed amount is the order, under the General merchant', async () => {
  const { page, problems } = await openWizard('/merchantform/wizard-two-accounts');
  await pick(page, 'amountChoice', '1000');
  assert.is((await formValues(await nextButton(page))).amount, '1000');
  await pick(page, 'amountChoice', 'other');
  assert.ok(await shown(page, 'input[name="amount"]'), 'Other opens the box');
  assert.is(await fieldValue(page, 'amount'), '');
  await page.type('input[name="amount"]', '750');
  await pick(page, 'amountChoice', '100');
  assert.not.ok(await shown(page, 'input[name="amount"]'), 'a preset closes the box');
  assert.is((await formValues(await nextButton(page))).amount, '100');
  await pick(page, 'amountChoice', 'other');
  assert.is(await fieldValue(page, 'amount'), '', 'the amount typed before is gone too');
  await page.type('input[name="amount"]', '1250');
  assert.is(await chosen(page, 'donationPurpose'), 'General');
  await goNext(page);
  await page.type('input[name="firstName"]', 'Sara');
  await page.type('input[name="lastName"]', 'Iqbal');
  await page.type('input[name="email"]', 'sara.general@example.org');

  assert.match(await submitToCheckout(page), 'PKR 1,250.00');
  const order = await orderFrom('sara.general@example.org');
  assert.is(order.amount, '1250');
  assert.is(order.currency, 'PKR');
  assert.is(order.merchantId, 'sim-wizard-two-accounts-donation');
  assert.equal(problems, []);
  await page.close();
});

test('widget with category and address: Next, Back, Next keeps the category, an Other amount and the whole address', async () => {
  const { page, problems } = await openWizard('/wizard-category');
  await page.select('select[name="educationType"]', 'Assistive Device');
  await pick(page, 'currency', 'AED');
  await pick(page, 'amountChoice', 'other');
  await page.type('input[name="amount"]', '150.50');
  await pick(page, 'donationPurpose', 'Sadqah');
  await goNext(page);
  const details: Record<string, string> = {
    firstName: 'Nadia',
    lastName: 'Hussain',
    email: 'nadia.widget@example.org',
    contactNumber: '03451234567',
    address: 'Flat 3, Block B, Gulshan',
    zipCode: '75300',
    city: 'Karachi',
  };
  for (const [name, text] of Object.entries(details)) await page.type(`input[name="${name}"]`, text);
  await page.select('select[name="province"]', 'Punjab');
  const typed = await formValues(await nextButton(page));

  await goBack(page);
  assert.is(await fieldValue(page, 'educationType'), 'Assistive Device');
  assert.is(await chosen(page, 'currency'), 'AED');
  assert.is(await chosen(page, 'amountChoice'), 'other');
  assert.ok(await shown(page, 'input[name="amount"]'), 'the Other box is still open');
  assert.is(await fieldValue(page, 'amount'), '150.50');
  assert.is(await chosen(page, 'donationPurpose'), 'Sadqah');
  assert.equal(await formValues(await nextButton(page)), typed);

  await goNext(page);
  for (const [name, text] of Object.entries(details)) assert.is(await fieldValue(page, name), text, name);
  assert.is(await fieldValue(page, 'province'), 'Punjab');
  assert.equal(await formValues(await nextButton(page)), typed);

  assert.match(await submitToCheckout(page), 'AED 150.50');
  const order = await orderFrom('nadia.widget@example.org');
  // The proxy may write the amount in its shortest form ('150.5'); the sum is what matters.
  assert.is(Number(order.amount), 150.5);
  assert.is(order.currency, 'AED');
  assert.is(order.customerName, 'Nadia Hussain');
  assert.equal(problems, []);
  await page.close();
});

test.run();
