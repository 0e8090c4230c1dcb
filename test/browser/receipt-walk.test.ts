/**
 * The donor's walk to a receipt, in Chromium under `forms serve` as `npm start` runs it (the simulator
 * plays PayPro, no SMTP): pay on the Urdu page of an org that issues receipts, the thank-you page says
 * where the receipt was mailed (masked), the simulator's mailbox (`/paypro-sim/mail`) holds the receipt
 * mail, a SPECIMEN, and the link in it opens the printable receipt in Urdu, numbered, with the amount in
 * words. A made-up link opens nothing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserRigFor } from './helpers/browser-rig.ts';
import { leaveCheckout, submitToCheckout } from './helpers/checkout.ts';
import { bodyText, fillGridForm } from './helpers/donor.ts';
import { openForm } from './helpers/open-form.ts';
import { urdu } from '../helpers/translators.ts';

const rig = browserRigFor(test);
const ROUTE = '/merchantform/receipts-issuer';
/** An address only this file uses, so its mail is told apart from other files' in the shared mailbox. */
const EMAIL = 'receipt-walk@example.org';

test('pay on the Urdu page: the receipt is mailed to the local mailbox, and its link opens the Urdu receipt', async () => {
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}${ROUTE}/ur/`);
  await fillGridForm(page, { name: 'Ayesha Siddiqui', email: EMAIL, amount: '2500', currency: 'PKR', purpose: 'Zakat' });
  await submitToCheckout(page);
  await leaveCheckout(page, 'pay');
  await page.waitForSelector('#payment-result[data-phase="confirmed"]');
  // The thank-you page names where the receipt goes, masked, and nothing more of it.
  await page.waitForFunction(() => document.querySelector('#payment-result')?.textContent?.includes('r•••@e•••.org'), { timeout: 15_000 });
  assert.not.match(await page.$eval('#payment-result', (region) => region.textContent ?? ''), EMAIL);
  assert.equal(problems, []);

  // The outbox's sender passes every few seconds (MAIL_INTERVAL_SECONDS); the mailbox is reloaded until it has passed.
  await page.goto(`${rig.server.url}/paypro-sim/mail`);
  await page.waitForFunction(
    async (email) => {
      if ((document.body.textContent ?? '').includes(email)) return true;
      const reloaded = await (await fetch(location.href)).text();
      if (reloaded.includes(email)) document.body.innerHTML = new DOMParser().parseFromString(reloaded, 'text/html').body.innerHTML;
      return false;
    },
    { polling: 500, timeout: 30_000 },
    EMAIL,
  );
  const link = await page.evaluate(
    (email) =>
      [...document.querySelectorAll('article')]
        .find((article) => article.textContent?.includes(email))
        ?.querySelector<HTMLAnchorElement>('a[href*="/api/receipts/"]')?.href,
    EMAIL,
  );
  assert.ok(link, 'the mailbox holds the receipt mail with its link');
  assert.match(await bodyText(page), 'SPECIMEN');

  const response = await page.goto(link!);
  assert.is(response?.status(), 200);
  assert.is(await page.evaluate(() => document.documentElement.lang), 'ur');
  const receipt = await bodyText(page);
  assert.match(receipt, /RCT-\d{4}-\d{2}-\d{6}/);
  assert.match(receipt, urdu.t('receipt.specimenNote'));
  assert.match(receipt, 'دو ہزار پانچ سو روپے صرف');
  assert.is(await page.$eval('meta[name="robots"]', (meta) => meta.getAttribute('content')), 'noindex');
  await page.close();
});

test('a made-up receipt link opens nothing', async () => {
  const response = await fetch(`${rig.server.url}/api/receipts/${'A'.repeat(43)}`);
  assert.is(response.status, 404);
  assert.not.match(await response.text(), 'RCT-');
});

test.run();
