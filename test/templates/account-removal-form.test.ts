/**
 * The account removal page in jsdom with a fake proxy: the email check before anything is sent, the
 * request it sends, the 2000 ms 'received' popup with the field cleared, and each failure shown.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AccountRemovalFormDef } from '../../orgs/types.ts';
import { platformForms } from '../orgs/helpers/platform-forms.ts';
import { control, errorOf, fill, popups, pressSubmit, settle } from './helpers/dom-actions.ts';
import { json, openFlowPage, type Answer, type FlowPage } from './helpers/flow-page.ts';
import { closeClean, closeOpenPages, waitFor } from './helpers/page-window.ts';

let form: AccountRemovalFormDef;
test.before(async () => {
  form = (await platformForms()).removal;
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const EMAIL = 'leaving@example.org';

function button(page: FlowPage): HTMLButtonElement {
  return page.document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
}

function formMessage(page: FlowPage): string {
  return page.document.querySelector('.form-message')?.textContent ?? '';
}

/** Types `email`, presses Proceed to Remove and lets the answer be handled. */
async function proceed(answer: Answer, email = EMAIL): Promise<FlowPage> {
  const page = await openFlowPage(form, answer);
  fill(page, 'email', email);
  pressSubmit(page);
  await settle();
  return page;
}

test('the page: one required email field, the Proceed to Remove button, a real form posting to the proxy', async () => {
  const page = await openFlowPage(form, json(202, { received: true }));
  const element = page.document.querySelector('form')!;
  assert.is(element.getAttribute('method'), 'post');
  assert.is(element.getAttribute('action'), '/api/account-removal');
  assert.equal(
    [...element.querySelectorAll('input:not([type="hidden"]):not([aria-hidden="true"] *)')].map((input) => input.getAttribute('name')),
    ['email'],
  );
  assert.is(control(page, 'email').getAttribute('type'), 'email');
  assert.ok((control(page, 'email') as HTMLInputElement).required);
  assert.is(page.document.querySelector(`label[for="${control(page, 'email').id}"]`)?.textContent, 'Email *');
  assert.is(button(page).textContent, 'Proceed to Remove');
  closeClean(page);
});

test('an empty or malformed address shows its message under the field and sends nothing', async () => {
  const page = await openFlowPage(form, json(202, { received: true }));
  pressSubmit(page);
  await settle();
  assert.is(errorOf(page, 'email'), 'Email is required.');
  assert.is(control(page, 'email').getAttribute('aria-invalid'), 'true');
  assert.is(control(page, 'email').getAttribute('aria-describedby'), `${control(page, 'email').id}-error`);
  fill(page, 'email', 'leaving@');
  await settle();
  assert.is(errorOf(page, 'email'), 'Email address is invalid.', 'checked live as well');
  pressSubmit(page);
  await settle();
  assert.equal(page.requests, []);
  closeClean(page);
});

test('202: sends { route, email }, shows the received popup for 2000 ms and clears the field', async () => {
  const page = await proceed(json(202, { received: true }), `  ${EMAIL}  `);
  assert.equal(page.requests, [{ url: '/api/account-removal', method: 'POST', body: { route: form.route, email: EMAIL } }]);
  await waitFor(() => popups(page).length === 1, 'the popup');
  // Page time: the popup's lifetime runs on the page's fake clock, so a loaded machine cannot shorten it.
  const shownAt = page.clock.now();
  assert.equal(popups(page), ['Your request has been received']);
  assert.is(page.document.querySelector('.toasts [role="status"]')?.textContent, 'Your request has been received');
  assert.is((control(page, 'email') as HTMLInputElement).value, '');
  assert.is(errorOf(page, 'email'), '');
  assert.is(formMessage(page), '');
  assert.not.ok(button(page).disabled);
  await page.clock.advance(1700);
  assert.equal(popups(page), ['Your request has been received'], 'still there before 2000 ms');
  await page.clock.advanceUntil(() => popups(page).length === 0, 'the popup to go', 1000);
  const shownFor = page.clock.now() - shownAt;
  assert.ok(shownFor >= 1900 && shownFor <= 2600, `shown for ${shownFor} ms`);
  assert.equal(page.navigations, []);
  closeClean(page);
});

test("422: the proxy's message goes under the field and the address stays", async () => {
  const page = await proceed(
    json(422, {
      error: { code: 'invalid_fields', message: 'Some fields need attention.', fields: { email: 'Email address is invalid.' } },
    }),
  );
  assert.is(errorOf(page, 'email'), 'Email address is invalid.');
  assert.is((control(page, 'email') as HTMLInputElement).value, EMAIL);
  assert.equal(popups(page), []);
  closeClean(page);
});

test("a proxy error shows its message under the form; no answer shows the page's own; the address stays", async () => {
  const internal = 'Something went wrong on our side. Please try again in a few minutes.';
  const failed = await proceed(json(500, { error: { code: 'internal_error', message: internal, requestId: 'r-1' } }));
  assert.is(formMessage(failed), internal);
  assert.is(failed.document.querySelector('.form-message')?.getAttribute('role'), 'alert');
  assert.is((control(failed, 'email') as HTMLInputElement).value, EMAIL);
  assert.equal(popups(failed), []);
  closeClean(failed);

  const offline = await proceed(() => Promise.reject(new TypeError('Failed to fetch')));
  assert.is(formMessage(offline), 'Your request could not be sent. Please check your connection and try again.');
  assert.not.ok(button(offline).disabled);
  closeClean(offline);
});

test.run();
