/**
 * The thank-you page tells only what PayPro confirmed, in Chromium under `forms serve` (the simulator
 * plays PayPro and calls the proxy back after Pay): paid shows the amount and PayPro's reference;
 * Cancel shows not paid; a forged address ('status=Success' and any 'msg') never says the payment went
 * through, never shows the msg, and for an order that exists but is unpaid says it is still confirming.
 * When the checkout's return loses our `order` (the simulator puts PayPro's parameters in place of the
 * query, or after a second '?'), the page still finds the order, by PayPro's `ordId`, and confirms it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserRigFor } from './helpers/browser-rig.ts';
import { leaveCheckout, submitToCheckout } from './helpers/checkout.ts';
import { openForm } from './helpers/open-form.ts';
import { setSimulatorAnswers } from './helpers/sim-faults.ts';
import { gridForm } from './helpers/order-forms.ts';
import { waitForConfirmed, waitForNotPaid, waitForSettled } from './helpers/thank-you.ts';

const rig = browserRigFor(test);
const FORGED_MESSAGE = 'Hacked by the address bar';

/** Creates a grid form order of `amount` PKR through the proxy's API, as the page's script would. */
async function createOrder(amount: string): Promise<{ redirectUrl: string; orderNumber: string }> {
  const created = await fetch(`${rig.server.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      route: gridForm.route,
      values: {
        name: 'Bilal Ahmed',
        email: 'bilal@example.org',
        phoneNumber: '',
        address: '',
        amount,
        currency: 'PKR',
        donationType: 'WaterWell',
        comments: '',
      },
    }),
  });
  assert.is(created.status, 200);
  return (await created.json()) as { redirectUrl: string; orderNumber: string };
}

/** Opens `url` and waits for the result region to reach a phase other than 'checking'; returns phase and text. */
async function settledResult(url: string): Promise<{ phase: string; text: string }> {
  const page = await rig.browser.newPage();
  try {
    await page.goto(url);
    return await waitForSettled(page);
  } finally {
    await page.close();
  }
}

test('Pay: the simulator calls the proxy back, and the thank-you page shows the payment confirmed with its amount', async () => {
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}${gridForm.route}/`);
  await gridForm.fill(page);
  assert.match(await submitToCheckout(page), gridForm.checkout);
  await leaveCheckout(page, 'pay');
  const back = new URL(page.url());
  assert.is(back.pathname, `${gridForm.route}/thank-you/`);
  assert.ok(back.searchParams.get('order'), 'our own order parameter is in the address');
  const text = await waitForConfirmed(page, 'PKR 2,500.00');
  assert.not.match(text, 'Payment received', "the simulator's msg is not shown");
  assert.equal(problems, []);
  await page.close();
});

test('Cancel: the thank-you page says the payment was not made, with a way back to the form', async () => {
  const { page } = await openForm(rig.browser, `${rig.server.url}${gridForm.route}/`, 'form[novalidate]', { waitUntil: 'load' });
  await gridForm.fill(page);
  await submitToCheckout(page);
  await leaveCheckout(page, 'cancel');
  await waitForNotPaid(page);
  assert.ok(await page.$('#payment-result a[href="../"]'), 'a link back to the form');
  await page.close();
});

test("the checkout's return without our order, or with PayPro's query after a second '?': still confirmed", async () => {
  const page = await rig.browser.newPage();
  try {
    for (const browserReturn of ['replace-query', 'second-question-mark']) {
      await setSimulatorAnswers(rig.server.url, { browserReturn });
      const { redirectUrl } = await createOrder('2500');
      await page.goto(redirectUrl);
      await leaveCheckout(page, 'pay');
      const back = new URL(page.url());
      assert.is(back.pathname, `${gridForm.route}/thank-you/`, browserReturn);
      assert.is(back.searchParams.has('order'), browserReturn === 'second-question-mark', browserReturn);
      await waitForConfirmed(page, 'PKR 2,500');
    }
  } finally {
    await setSimulatorAnswers(rig.server.url, {});
    await page.close();
  }
});

test('a forged address without an order, or with an unknown one, is not found and never "confirmed"', async () => {
  const forged = `status=Success&ordId=01102205600001&msg=${encodeURIComponent(FORGED_MESSAGE)}`;
  for (const query of [forged, `order=NOPE-404&${forged}`]) {
    const { phase, text } = await settledResult(`${rig.server.url}${gridForm.route}/thank-you/?${query}`);
    assert.is(phase, 'not-found', query);
    assert.not.match(text, 'is confirmed', query);
    assert.not.match(text, FORGED_MESSAGE, query);
  }
});

test('a real order not yet paid, with a forged Success in the address, is still confirming', async () => {
  const { orderNumber } = await createOrder('700');
  const { phase, text } = await settledResult(
    `${rig.server.url}${gridForm.route}/thank-you/?order=${orderNumber}?status=Success&msg=${encodeURIComponent(FORGED_MESSAGE)}`,
  );
  assert.is(phase, 'confirming');
  assert.not.match(text, 'is confirmed');
  assert.not.match(text, FORGED_MESSAGE);
});

test('a paid order at a large text size on a small phone: the order number wraps between its groups only and copies whole', async () => {
  const { redirectUrl, orderNumber } = await createOrder('2500');
  const page = await rig.browser.newPage();
  try {
    await page.goto(redirectUrl);
    await leaveCheckout(page, 'pay');
    for (const folder of ['', 'ur/']) {
      await page.setViewport({ width: 320, height: 640 });
      await page.goto(`${rig.server.url}${gridForm.route}/${folder}thank-you/?order=${orderNumber}`);
      await page.waitForSelector('#payment-result[data-phase="confirmed"] .order-number');
      // A donor's large text setting: three times the page's own size, so the number cannot fit one line.
      const shown = await page.evaluate(() => {
        document.documentElement.style.fontSize = '300%';
        const number = document.querySelector('#payment-result .order-number')!;
        const groups = [...number.querySelectorAll('span')];
        const range = document.createRange();
        range.selectNodeContents(number);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
        const card = number.closest('.form-card')!.getBoundingClientRect();
        const rects = groups.map((group) => group.getBoundingClientRect());
        return {
          linesPerGroup: groups.map((group) => group.getClientRects().length),
          lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
          copied: getSelection()!.toString(),
          outside: rects.filter((rect) => rect.left < card.left || rect.right > card.right).length,
        };
      });
      assert.equal(shown.linesPerGroup, [1, 1, 1, 1, 1], `${folder}: no group is broken`);
      assert.ok(shown.lines > 1, `${folder}: the number wraps (${shown.lines} line)`);
      assert.is(shown.copied, orderNumber, `${folder}: the copy is the number itself`);
      assert.is(shown.outside, 0, `${folder}: no group runs out of the card`);
    }
  } finally {
    await page.close();
  }
});

test.run();
