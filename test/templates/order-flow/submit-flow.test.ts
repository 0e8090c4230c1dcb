/**
 * The submit flow of a hydrated standard grid form in jsdom, with a fake proxy, a fake navigation and a
 * fake popup clock (the original forms and the README's decisions): checks before sending, one request at a
 * time, and what each answer does.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FormDef } from '../../../orgs/types.ts';
import { control, errorOf, fill, fillAll, leave, popups, pressSubmit, settle } from '../helpers/dom-actions.ts';
import { json, openFlowPage, type Answer, type FlowPage } from '../helpers/flow-page.ts';
import { closeClean, closeOpenPages, waitFor } from '../helpers/page-window.ts';
import { fixtureOrg } from '../../helpers/fixture-orgs.ts';

let form: FormDef;

test.before(async () => {
  form = (await fixtureOrg('grid-three-currencies')).forms[0]!;
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const donation = { name: 'Ayesha Khan', email: 'ayesha@example.org', amount: '2500', currency: 'PKR', donationType: 'Zakat' };
const redirectUrl = 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MDExMDIyMDU2MDAwMDE%3d';
const notStarted = 'The payment could not be started. Please check your connection and try again.';

function button(page: FlowPage): HTMLButtonElement {
  return page.document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
}

/** Fills a valid donation, presses Submit and waits for the answer to be handled up to any popup. */
async function donate(answer: Answer, onForm: FormDef = form): Promise<FlowPage> {
  const page = await openFlowPage(onForm, answer);
  fillAll(page, donation);
  pressSubmit(page);
  await settle();
  return page;
}

test('an empty submit shows every required message, marks the fields, focuses the first and sends nothing', async () => {
  const page = await openFlowPage(form, json(200, {}));
  pressSubmit(page);
  await settle();
  const expected = {
    name: 'Name is required.',
    email: 'Email is required.',
    amount: 'Amount is required.',
    currency: 'Currency is required.',
    donationType: 'Donation type is required.',
  };
  for (const [name, message] of Object.entries(expected)) {
    assert.is(errorOf(page, name), message, name);
    assert.is(control(page, name).getAttribute('aria-invalid'), 'true', name);
    assert.is(control(page, name).getAttribute('aria-describedby'), `${control(page, name).id}-error`, name);
  }
  assert.is(errorOf(page, 'phoneNumber'), '');
  assert.is(control(page, 'phoneNumber').getAttribute('aria-invalid'), null);
  assert.is((page.document.activeElement as HTMLInputElement).name, 'name');
  assert.equal(page.requests, []);
  closeClean(page);
});

test('focus goes to the first invalid field in display order', async () => {
  const page = await openFlowPage(form, json(200, {}));
  fillAll(page, { ...donation, email: 'not-an-address' });
  pressSubmit(page);
  await settle();
  assert.is(errorOf(page, 'email'), 'Email address is invalid.');
  assert.is((page.document.activeElement as HTMLInputElement).name, 'email');
  assert.equal(page.requests, []);
  closeClean(page);
});

test('fields are checked live on change and when left, and the message goes once fixed', async () => {
  const page = await openFlowPage(form, json(200, {}));
  fill(page, 'email', 'ayesha@');
  await settle();
  assert.is(errorOf(page, 'email'), 'Email address is invalid.');
  fill(page, 'email', 'ayesha@example.org');
  await settle();
  assert.is(errorOf(page, 'email'), '');
  assert.is(control(page, 'email').getAttribute('aria-invalid'), null);
  fill(page, 'amount', 'abc');
  await settle();
  assert.is(errorOf(page, 'amount'), 'Amount must be a number greater than 0.');
  leave(page, 'name');
  await settle();
  assert.is(errorOf(page, 'name'), 'Name is required.');
  assert.equal(page.requests, []);
  closeClean(page);
});

test('200: the order is posted, a popup says Redirecting to Marketplace, and the top window goes after 1500 ms', async () => {
  let answer!: (response: Response) => void;
  const page = await donate(() => new Promise((resolve) => (answer = resolve)));
  assert.is(page.requests.length, 1);
  assert.equal(page.requests[0], {
    url: '/api/orders',
    method: 'POST',
    body: { route: form.route, values: { ...donation, phoneNumber: '', address: '', comments: '' } },
  });
  assert.ok(button(page).disabled);
  assert.is(button(page).getAttribute('aria-busy'), 'true');
  assert.ok(button(page).querySelector('.spinner'));
  answer(new Response(JSON.stringify({ redirectUrl, orderNumber: 'JHR-1' }), { status: 200 }));
  await waitFor(() => page.sleeps.length === 1, 'the popup wait');
  assert.equal(popups(page), ['Redirecting to Marketplace']);
  assert.is(page.document.querySelector('.toasts [role="status"]')?.textContent, 'Redirecting to Marketplace');
  assert.is(page.sleeps[0]!.ms, 1500);
  assert.equal(page.navigations, [], 'no navigation before the popup time is over');
  page.sleeps[0]!.done();
  await waitFor(() => page.navigations.length === 1, 'the navigation');
  assert.equal(page.navigations, [redirectUrl]);
  await settle();
  assert.not.ok(button(page).disabled);
  closeClean(page);
});

test('502 gateway_rejected: a popup shows the gateway description; no navigation; values kept; button enabled', async () => {
  const page = await donate(json(502, { error: { code: 'gateway_rejected', message: 'Invalid json object!', status: '03' } }));
  await waitFor(() => page.sleeps.length === 1, 'the popup wait');
  assert.is(page.document.querySelector('.toasts [role="alert"]')?.textContent, 'Invalid json object!');
  assert.is(page.sleeps[0]!.ms, 1500);
  assert.ok(button(page).disabled, 'still busy while the popup shows');
  page.sleeps[0]!.done();
  await settle();
  assert.not.ok(button(page).disabled);
  assert.is(button(page).getAttribute('aria-busy'), 'false');
  assert.equal(page.navigations, []);
  for (const [name, value] of Object.entries(donation)) assert.is(control(page, name).value, value, name);
  closeClean(page);
});

test("a form's own submit flow: its popup text and time, a 200 ms redirect, and cleared values after it", async () => {
  const variant = {
    ...form,
    submitFlow: { redirectText: 'Redirecting to Payment', popupMs: 3500, redirectAfterMs: 200, clearAfterRedirect: true },
  } as FormDef;
  const page = await donate(json(200, { redirectUrl, orderNumber: 'JHR-2' }), variant);
  await waitFor(() => page.sleeps.length === 1, 'the popup wait');
  assert.equal(popups(page), ['Redirecting to Payment']);
  assert.is(page.sleeps[0]!.ms, 200);
  assert.equal(page.navigations, []);
  page.sleeps[0]!.done();
  await waitFor(() => page.navigations.length === 1, 'the navigation');
  await settle();
  assert.equal(popups(page), ['Redirecting to Payment'], 'the popup stays after the redirect starts');
  for (const name of Object.keys(donation)) assert.is(control(page, name).value, '', name);
  closeClean(page);
});

test('without clearAfterRedirect the values stay after the redirect', async () => {
  const page = await donate(json(200, { redirectUrl, orderNumber: 'JHR-3' }));
  await waitFor(() => page.sleeps.length === 1, 'the popup wait');
  page.sleeps[0]!.done();
  await waitFor(() => page.navigations.length === 1, 'the navigation');
  await settle();
  for (const [name, value] of Object.entries(donation)) assert.is(control(page, name).value, value, name);
  closeClean(page);
});

test('a network error shows the message under the form and re-enables the button', async () => {
  const page = await donate(() => Promise.reject(new TypeError('Failed to fetch')));
  await settle();
  const message = page.document.querySelector('.form-message');
  assert.is(message?.textContent, notStarted);
  assert.is(message?.getAttribute('role'), 'alert');
  assert.not.ok(button(page).disabled);
  assert.equal(page.navigations, []);
  assert.equal(page.sleeps, []);
  closeClean(page);
});

test('503 shows the proxy message for donors; a new press clears it', async () => {
  const busy = 'The payment service is not answering right now. Please try again in a few minutes.';
  const page = await donate(json(503, { error: { code: 'gateway_unavailable', message: busy } }));
  await settle();
  assert.is(page.document.querySelector('.form-message')?.textContent, busy);
  assert.not.ok(button(page).disabled);
  pressSubmit(page);
  await settle();
  assert.is(page.requests.length, 2);
  closeClean(page);
});

test('422 shows the returned messages under their fields', async () => {
  const page = await donate(
    json(422, {
      error: { code: 'invalid_fields', message: 'Some fields are wrong.', fields: { amount: 'Amount must not be more than 1000000.' } },
    }),
  );
  await settle();
  assert.is(errorOf(page, 'amount'), 'Amount must not be more than 1000000.');
  assert.is(control(page, 'amount').getAttribute('aria-invalid'), 'true');
  assert.not.ok(button(page).disabled);
  assert.equal(page.navigations, []);
  closeClean(page);
});

test('a second press while the first request runs sends nothing', async () => {
  const page = await openFlowPage(form, () => new Promise<Response>(() => {}));
  fillAll(page, donation);
  const formElement = page.document.querySelector('form')!;
  formElement.requestSubmit();
  formElement.requestSubmit();
  pressSubmit(page);
  await settle();
  pressSubmit(page);
  await settle();
  assert.is(page.requests.length, 1);
  closeClean(page);
});

test('what the donor typed before the script loaded is kept and sent', async () => {
  const page = await openFlowPage(form, json(200, { redirectUrl, orderNumber: 'JHR-2' }), (loading) => {
    loading.document.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Typed Early';
  });
  fillAll(page, { email: donation.email, amount: donation.amount, currency: 'PKR', donationType: 'Zakat' });
  pressSubmit(page);
  await settle();
  assert.is((page.requests[0]?.body as { values: Record<string, string> } | undefined)?.values.name, 'Typed Early');
  closeClean(page);
});

test('at most three popups show at once', async () => {
  const page = await openFlowPage(form, json(502, { error: { code: 'gateway_rejected', message: 'Declined', status: '03' } }));
  fillAll(page, donation);
  for (let round = 1; round <= 4; round += 1) {
    pressSubmit(page);
    await waitFor(() => page.sleeps.length === round, `popup ${round}`);
    page.sleeps[round - 1]!.done();
    await settle();
  }
  assert.is(page.requests.length, 4);
  assert.equal(popups(page), ['Declined', 'Declined', 'Declined']);
  closeClean(page);
});

test.run();
