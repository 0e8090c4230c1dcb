/**
 * The honeypot in a real browser, against `forms serve` and its simulator: people neither see it nor
 * reach it with Tab, and axe finds nothing serious about it; a bot that fills it gets no order, whether
 * the page's script runs (nothing is sent) or not (the proxy drops the post and sends it back to the page).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HONEYPOT_FIELD } from '../../orgs/honeypot.ts';
import { seriousViolations } from './helpers/axe.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { fillGridForm, pressSubmit } from './helpers/donor.ts';
import { networkQuiet, openForm } from './helpers/open-form.ts';
import { submitToCheckout } from './helpers/checkout.ts';
import { simulatorOrders } from './helpers/sim-orders.ts';
import { submitsHandled, watchSubmitOutcome } from './helpers/submit-outcome.ts';

const rig = browserRigFor(test);
const ROUTE = '/merchantform/grid-three-currencies';
const TRAP = `input[name="${HONEYPOT_FIELD}"]`;
const BOT_TEXT = 'https://cheap-pills.example';

/** A valid donation to the grid-three-currencies fixture from `email`. */
function donation(email: string) {
  return { name: 'Bot Filler', email, amount: '2500', currency: 'PKR', purpose: 'WaterWell' };
}

async function ordersFrom(email: string): Promise<number> {
  return (await simulatorOrders(rig.server.url)).filter((order) => order.customerEmail === email).length;
}

test('people never see it or reach it with Tab, and axe finds nothing serious', async () => {
  const { page } = await openForm(rig.browser, `${rig.server.url}${ROUTE}/`, 'form[novalidate]', { waitUntil: 'load' });
  try {
    const box = await page.$eval(TRAP, (input) => input.getBoundingClientRect().toJSON() as DOMRect);
    assert.ok(box.right <= 0, `the honeypot is on screen at x=${box.left}..${box.right}`);
    const reached: string[] = [];
    const stops = await page.$$eval('form input:not([type="hidden"]), form select, form textarea, form button', (all) => all.length);
    for (let index = 0; index < stops + 2; index++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName ?? ''));
    }
    assert.ok(reached.includes('name') && reached.includes('email'), `Tab reached ${reached.join(', ')}`);
    assert.not.ok(reached.includes(HONEYPOT_FIELD), `Tab reached the honeypot: ${reached.join(', ')}`);
    assert.equal(await seriousViolations(page), []);
  } finally {
    await page.close();
  }
});

test('with JavaScript: a filled honeypot sends no order; the same donation without it does', async () => {
  const { page } = await openForm(rig.browser, `${rig.server.url}${ROUTE}/`, 'form[novalidate]', { waitUntil: 'load' });
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
  });
  try {
    const email = 'honeypot.script@example.org';
    await fillGridForm(page, donation(email));
    await page.type(TRAP, BOT_TEXT);
    await watchSubmitOutcome(page);
    await pressSubmit(page);
    // The page's script decides in its submit handler, where a request would start; it stopped the post.
    assert.equal(await submitsHandled(page), [true], "the page's script stopped the browser's own post");
    assert.equal(posted, []);
    assert.is(new URL(page.url()).pathname, `${ROUTE}/`);
    assert.is(await ordersFrom(email), 0);

    await page.$eval(TRAP, (input) => {
      (input as HTMLInputElement).value = '';
    });
    await submitToCheckout(page);
    assert.equal(posted, ['/api/orders']);
    assert.is(await ordersFrom(email), 1);
  } finally {
    await page.close();
  }
});

test('without JavaScript: a filled honeypot is sent back to the page, and no order exists', async () => {
  const page = await rig.browser.newPage();
  await page.setJavaScriptEnabled(false);
  try {
    await page.goto(`${rig.server.url}${ROUTE}/`, { waitUntil: 'load' });
    await networkQuiet(page);
    const email = 'honeypot.noscript@example.org';
    await fillGridForm(page, donation(email));
    await page.type(TRAP, BOT_TEXT);
    const landing = page.waitForNavigation({ waitUntil: 'load' });
    await pressSubmit(page);
    const answer = await landing;
    await networkQuiet(page);
    assert.is(new URL(page.url()).pathname, `${ROUTE}/`);
    assert.is(answer?.request().redirectChain()[0]?.response()?.status(), 303);
    assert.is(await ordersFrom(email), 0);
  } finally {
    await page.close();
  }
});

test.run();
