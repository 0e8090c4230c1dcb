/**
 * A paid order is confirmed only on its own form's thank-you page, in Chromium under `forms serve` with
 * the repository's org files: a JHR Trust donation paid at the simulator's checkout is confirmed on the
 * JHR Trust page, and Akbar Kare's thank-you page, opened with the same order in its address, says the
 * order was not found (never a receipt under another charity's name), in English and in Urdu.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { realSiteRigFor } from './helpers/browser-rig.ts';
import { leaveCheckout } from './helpers/checkout.ts';
import { waitForConfirmed, waitForSettled } from './helpers/thank-you.ts';

const rig = realSiteRigFor(test);
const PAID_ON = '/merchantform/jhrtrust';
const OTHER_PAGE = '/merchantform/akbar-kare';

test("a paid JHR Trust order is confirmed on its page, and not found on Akbar Kare's, in English and Urdu", async () => {
  const created = await fetch(`${rig.server.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      route: PAID_ON,
      values: {
        name: 'Sana Iqbal',
        email: 'sana.other-org@example.org',
        phoneNumber: '',
        address: '',
        amount: '2500',
        currency: 'PKR',
        donationType: 'WaterWell',
        comments: '',
      },
    }),
  });
  assert.is(created.status, 200);
  const { redirectUrl, orderNumber } = (await created.json()) as { redirectUrl: string; orderNumber: string };
  const page = await rig.browser.newPage();
  try {
    await page.goto(redirectUrl);
    await leaveCheckout(page, 'pay');
    assert.is(new URL(page.url()).pathname, `${PAID_ON}/thank-you/`);
    const receipt = await waitForConfirmed(page, 'PKR 2,500');
    const reference = /PayPro reference: (\d+)/.exec(receipt)![1]!;
    for (const folder of ['', 'ur/']) {
      await page.goto(`${rig.server.url}${OTHER_PAGE}/${folder}thank-you/?order=${orderNumber}`);
      const { phase, text } = await waitForSettled(page);
      assert.is(phase, 'not-found', folder);
      assert.not.match(text, /confirmed|2,500|Thank you for supporting|تصدیق ہو گئی/, folder);
      assert.not.match(text, reference, folder);
    }
  } finally {
    await page.close();
  }
});

test.run();
