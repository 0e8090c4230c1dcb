/**
 * In a real browser, on a phone-sized screen, on the fixture org files: the associates form typed key by
 * key (the filters, the phone grouped as typed and sent in E.164, the currency in front of the amount),
 * the course registration and a fixed-amount form, each through the simulator's checkout to the thank-you
 * page, with no console error or warning on the way.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { browserRigFor } from './helpers/browser-rig.ts';
import { passRedirectPopup } from './helpers/checkout.ts';
import { bodyText, pressSubmit } from './helpers/donor.ts';
import { openForm } from './helpers/open-form.ts';
import { waitForConfirmed } from './helpers/thank-you.ts';

const rig = browserRigFor(test);

const fieldValue = (page: Page, name: string) => page.$eval(`[name="${name}"]`, (control) => (control as HTMLInputElement).value);

/** Submits, waits for the checkout, checks it shows `amount`, pays and checks the thank-you page. */
async function payThrough(page: Page, route: string, amount: string): Promise<void> {
  const toCheckout = page.waitForNavigation();
  await pressSubmit(page);
  await passRedirectPopup(page);
  await toCheckout;
  assert.match(await bodyText(page), amount);
  const back = page.waitForNavigation();
  await page.click('form[action$="/pay"] button');
  await back;
  assert.is(new URL(page.url()).pathname, `${route}/thank-you/`);
  await waitForConfirmed(page, amount);
}

test('associates: filters as typed, a UK number in E.164, GBP in front of the amount, paid in GBP', async () => {
  const route = '/merchantform/associates';
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}${route}/`);
  assert.match(await page.$eval('select[name="phoneCountry"] option[value="PK"]', (option) => option.textContent ?? ''), '+92 Pakistan');
  const country = await page.$eval('select[name="phoneCountry"]', (element) => {
    const select = element as HTMLSelectElement;
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const text = select.options[select.selectedIndex]?.text ?? '';
    // Room for the text: the box less its padding and the drop-down arrow (about 24 px).
    const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 24;
    // Nor may the box push the form wider than the card (a select's longest option can).
    const inside = select.getBoundingClientRect().right <= select.closest('.form-card')!.getBoundingClientRect().right;
    return { text, width: Math.ceil(context.measureText(text).width), room, inside, screen: window.innerWidth };
  });
  assert.ok(
    country.width <= country.room,
    `the phone country '${country.text}' is cut off at ${country.screen} px: ${JSON.stringify(country)}`,
  );
  assert.ok(country.inside, `the phone country box reaches past the form at ${country.screen} px`);
  await page.type('input[name="name"]', 'Bilal Ahmed 3rd!');
  await page.type('input[name="email"]', 'bilal@example.org');
  await page.type('input[name="nationalIdentityNumber"]', '35202-1234567-1-99');
  await page.type('input[name="phoneNumber"]', '03001234567');
  assert.equal(
    [await fieldValue(page, 'name'), await fieldValue(page, 'nationalIdentityNumber'), await fieldValue(page, 'phoneNumber')],
    ['Bilal Ahmed rd', '3520212345671', '0300 1234567'],
  );
  // Another country's numbers are checked once its metadata has come (associates-phone.test.ts).
  const metadata = page.waitForResponse((response) => /\/assets\/phone-metadata-[0-9A-F]{8}\.json$/.test(response.url()));
  await page.select('select[name="phoneCountry"]', 'GB');
  await metadata;
  await page.click('input[name="phoneNumber"]', { clickCount: 3 });
  await page.keyboard.press('Backspace');
  await page.type('input[name="phoneNumber"]', '07911123');
  await page.waitForFunction(() => document.getElementById('field-phoneNumber-error')?.textContent === 'Phone number is invalid.');
  await page.type('input[name="phoneNumber"]', '456');
  await page.select('select[name="donationType"]', 'Scholarship');
  await page.select('select[name="currency"]', 'GBP');
  await page.waitForSelector('.input-prefix');
  await page.type('input[name="amount"]', '1,50');
  assert.is(await fieldValue(page, 'amount'), '150');
  await page.select('select[name="country"]', 'UK');
  assert.not.match(await bodyText(page), 'is invalid');
  const sent: unknown[] = [];
  // The English page names no language: it posts to the endpoint itself (README, "Languages: English and Urdu").
  page.on('request', (request) => void (request.url().endsWith('/api/orders') && sent.push(JSON.parse(request.postData() ?? 'null'))));
  await payThrough(page, route, 'GBP 150.00');
  assert.equal(sent, [
    {
      route,
      values: {
        name: 'Bilal Ahmed rd',
        email: 'bilal@example.org',
        nationalIdentityNumber: '3520212345671',
        phoneNumber: '+447911123456',
        donationType: 'Scholarship',
        currency: 'GBP',
        amount: '150',
        country: 'UK',
      },
    },
  ]);
  assert.equal(problems, []);
  await page.close();
});

test('course registration: the fee of PKR 17,000 is what the checkout asks', async () => {
  const route = '/course-registration';
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}${route}/`);
  assert.match(await bodyText(page), 'Before you register');
  await page.type('input[name="firstName"]', 'Sana');
  await page.type('input[name="lastName"]', 'Malik');
  await page.type('input[name="fatherName"]', 'Tariq Malik');
  await page.select('select[name="gender"]', 'Female');
  await page.type('input[name="email"]', 'sana@example.org');
  await page.type('input[name="phoneNumber"]', '03217654321');
  await page.type('input[name="cnicNumber"]', '42101-1234567-8');
  assert.is(await fieldValue(page, 'cnicNumber'), '4210112345678');
  await page.type('input[name="address"]', 'Civil Hospital, Karachi');
  await payThrough(page, route, 'PKR 17,000.00');
  assert.equal(problems, []);
  await page.close();
});

test('fixed amount: an empty submit names both fields; then USD 20 at the checkout', async () => {
  const route = '/fixed-amount-dollar';
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}${route}/`);
  await pressSubmit(page);
  await page.waitForFunction(() => /Name is required\./.test(document.body.textContent));
  assert.match(await bodyText(page), 'Email is required.');
  await page.type('input[name="name"]', 'Omar Farooq');
  await page.type('input[name="email"]', 'omar@example.org');
  await payThrough(page, route, 'USD 20.00');
  assert.equal(problems, []);
  await page.close();
});

test.run();
