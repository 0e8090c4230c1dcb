/**
 * The card checkout page rendered as the build does and hydrated in jsdom: the frame, and results posted
 * to the page, shown only when they come from the provider's origin (the README's decisions).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { kindEntry } from '../../build/kind-entries.ts';
import type { CardCheckoutFormDef } from '../../orgs/types.ts';
import { platformForms } from '../orgs/helpers/platform-forms.ts';
import { devBundle } from './helpers/dev-bundle.ts';
import { closeOpenPages, openPage, waitFor, type PageWindow } from './helpers/page-window.ts';
import { formPage } from './helpers/render-page.ts';
import { settle } from './helpers/dom-actions.ts';

let form: CardCheckoutFormDef;
test.before(async () => {
  form = (await platformForms()).checkout;
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

/** The page of `page` hydrated with its kind's client entry, at http://localhost/platform-pages/card-checkout/. */
async function openCheckout(checkout: CardCheckoutFormDef = form): Promise<PageWindow> {
  const { html, url } = formPage(checkout);
  const page = openPage(html, url);
  page.run(await devBundle(kindEntry('card-checkout')));
  await waitFor(() => page.document.querySelector('[data-listening]'), 'the page to listen');
  return page;
}

/** Posts `data` to the page as a message from `origin`, as a frame's postMessage would arrive. */
async function post(page: PageWindow, origin: string, data: unknown): Promise<void> {
  page.window.dispatchEvent(new page.window.MessageEvent('message', { data, origin }));
  await settle();
}

function alertLines(page: PageWindow): string[] {
  return [...page.document.querySelectorAll('[role="alert"] p')].map((line) => line.textContent ?? '');
}

test('the server render: heading, an empty alert region and the frame on the demo provider page', () => {
  const { html } = formPage(form);
  assert.match(html, '<h1>Card payment</h1>');
  assert.match(html, '<div class="card-result" role="alert"></div>');
  assert.match(html, '<iframe class="card-frame needs-script" src="demo-provider/" title="Card payment provider" allow="payment">');
  assert.not.match(html, 'data-listening');
});

test('a success from the provider origin shows Payment Successful with the provider id', async () => {
  const page = await openCheckout();
  assert.equal(alertLines(page), []);
  await post(page, 'http://localhost', { payment_status: 'success', paypro_id: '01102205600001', message: 'Approved' });
  assert.equal(alertLines(page), ['Payment Successful: Approved', 'PayPro ID: 01102205600001']);
  assert.match(page.document.querySelector('[role="alert"]')!.className, 'card-result--paid');
  assert.equal(page.problems, []);
  page.close();
});

test('failure and error show Payment Failed with the provider id', async () => {
  const page = await openCheckout();
  await post(page, 'http://localhost', { payment_status: 'failure', paypro_id: 'P-7', message: 'Card declined' });
  assert.equal(alertLines(page), ['Payment Failed: Card declined', 'PayPro ID: P-7']);
  await post(page, 'http://localhost', JSON.stringify({ payment_status: 'error', paypro_id: 'P-8', message: 'Timeout' }));
  assert.equal(alertLines(page), ['Payment Failed: Timeout', 'PayPro ID: P-8']);
  assert.match(page.document.querySelector('[role="alert"]')!.className, 'card-result--failed');
  page.close();
});

test('a message from another origin, or one that is not a result, is ignored', async () => {
  const page = await openCheckout();
  await post(page, 'https://attacker.example', { payment_status: 'success', paypro_id: 'X', message: 'Fake' });
  await post(page, 'http://localhost:8080', { payment_status: 'success', paypro_id: 'X', message: 'Other port' });
  await post(page, 'http://localhost', { type: 'resize', height: 600 });
  assert.equal(alertLines(page), []);
  await post(page, 'http://localhost', { payment_status: 'failure', paypro_id: 'P-1', message: 'Declined' });
  await post(page, 'https://attacker.example', { payment_status: 'success', paypro_id: 'X', message: 'Fake' });
  assert.equal(alertLines(page), ['Payment Failed: Declined', 'PayPro ID: P-1'], 'a foreign message does not replace a result');
  page.close();
});

test("with a real provider URL, only that provider's origin counts, not the page's own", async () => {
  const page = await openCheckout({ ...form, provider: 'https://pay.example.com/card?merchant=7' });
  assert.is(page.document.querySelector('iframe')?.getAttribute('src'), 'https://pay.example.com/card?merchant=7');
  await post(page, 'http://localhost', { payment_status: 'success', paypro_id: 'X', message: 'Same page' });
  assert.equal(alertLines(page), []);
  await post(page, 'https://pay.example.com', { payment_status: 'success', paypro_id: 'P-9', message: 'Approved' });
  assert.equal(alertLines(page), ['Payment Successful: Approved', 'PayPro ID: P-9']);
  page.close();
});

test.run();
