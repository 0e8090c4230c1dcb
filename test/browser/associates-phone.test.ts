/**
 * In Chromium, on the associates fixture page: the page loads without the phone metadata of other
 * countries; picking the United Kingdom fetches it (its integrity checked by the browser), after which
 * a valid UK number is accepted and an incomplete one refused, with no console error on the way; a
 * metadata file altered on the way fails its integrity check, and the number is then refused as uncheckable.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserRigFor } from './helpers/browser-rig.ts';
import { bodyText } from './helpers/donor.ts';
import { openForm } from './helpers/open-form.ts';
import { translatorFor } from '../../orgs/i18n/compile.ts';

const PHONE_CHECK_FAILED = translatorFor('en').t('form.phoneCheckFailed');

const rig = browserRigFor(test);

const isPhoneMetadata = (url: string) => /\/assets\/phone-metadata-[0-9A-F]{8}\.json$/.test(url);
const phoneError = (page: import('puppeteer-core').Page) =>
  page.$eval('#field-phoneNumber-error', (element) => element.textContent ?? '').catch(() => '');

test('another country: its metadata fetched when picked, then a valid number accepted and an invalid one refused', async () => {
  const fetched: string[] = [];
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}/merchantform/associates/`);
  page.on('response', (response) => void (isPhoneMetadata(response.url()) && fetched.push(`${response.status()} ${response.url()}`)));
  assert.equal(fetched, [], 'the page loads without it');
  await page.type('input[name="phoneNumber"]', '03001234567');
  assert.is(await phoneError(page), '');
  const metadata = page.waitForResponse((response) => isPhoneMetadata(response.url()));
  await page.select('select[name="phoneCountry"]', 'GB');
  assert.is((await metadata).status(), 200);
  await page.click('input[name="phoneNumber"]', { clickCount: 3 });
  await page.keyboard.press('Backspace');
  await page.type('input[name="phoneNumber"]', '07400123456');
  await page.waitForFunction(() => (document.querySelector('input[name="phoneNumber"]') as HTMLInputElement).value === '07400 123456');
  assert.is(await phoneError(page), '');
  await page.keyboard.press('Backspace');
  assert.is(await phoneError(page), 'Phone number is invalid.');
  assert.match(await bodyText(page), 'Phone number is invalid.');
  assert.is(fetched.length, 1);
  assert.equal(problems, []);
  await page.close();
});

test('a metadata file altered on the way is refused by its integrity check: the number is not accepted', async () => {
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}/merchantform/associates/`);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (!isPhoneMetadata(request.url())) return void request.continue();
    // Valid metadata in shape, but not the bytes built: only the integrity check can tell.
    void request.respond({ status: 200, contentType: 'application/json', body: '{"version":4,"country_calling_codes":{},"countries":{}}' });
  });
  await page.select('select[name="phoneCountry"]', 'GB');
  await page.type('input[name="phoneNumber"]', '07400123456');
  await page.waitForFunction(
    (message) => document.getElementById('field-phoneNumber-error')?.textContent === message,
    {},
    PHONE_CHECK_FAILED,
  );
  assert.ok(
    problems.some((problem) => /integrity/i.test(problem)),
    problems.join('\n'),
  );
  await page.close();
});

test.run();
