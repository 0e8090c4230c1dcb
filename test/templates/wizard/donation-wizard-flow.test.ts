/**
 * The donation wizards hydrated in jsdom with a fake proxy, navigation and popup clock (the original forms
 * "Wizards", 5 and 8): one step at a time, Next only past a passing check with the spec's alert texts
 * (each shown once, under its field),
 * Other revealing the box and emptying the amount, Back and Next keeping values, and Submit sending the
 * order and showing 'Redirecting to Payment'.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DonationWizardFormDef } from '../../../orgs/types.ts';
import { fixtureWizardForm } from '../../orgs/helpers/wizard-forms.ts';
import { control, errorOf, fill, fillAll, popups, settle } from '../helpers/dom-actions.ts';
import { json, openFlowPage, type Answer, type FlowPage } from '../helpers/flow-page.ts';
import { closeClean, closeOpenPages, waitFor } from '../helpers/page-window.ts';
import { choose, chosen, focused, isHidden, press, pressEnter, shownMessages, shownStep } from './helpers/wizard-actions.ts';

let twoAccounts: DonationWizardFormDef;
let addressWizard: DonationWizardFormDef;
let categoryWizard: DonationWizardFormDef;
test.before(async () => {
  twoAccounts = await fixtureWizardForm('wizard-two-accounts');
  addressWizard = await fixtureWizardForm('wizard-address');
  categoryWizard = await fixtureWizardForm('wizard-category');
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const PAY_PAGE = 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MDExMDIyMDU2MDAwMDE%3D';

/** Opens `form`'s page in step mode; requests are answered by `answers` in order. */
async function open(form: DonationWizardFormDef, ...answers: Answer[]): Promise<FlowPage> {
  const page = await openFlowPage(form, () => {
    const next = answers.shift();
    if (!next) throw new Error('the test scripted no answer for this request');
    return next();
  });
  await waitFor(() => !page.document.querySelector('[name="amountChoice"]')?.closest('[hidden]'), 'step mode');
  return page;
}

const DONOR = { firstName: 'Ayesha', lastName: 'Khan', email: 'ayesha@example.org' };

test('once hydrated: step 1 alone, the presets shown, the amount box hidden, Next shown', async () => {
  const page = await open(twoAccounts);
  assert.is(shownStep(page), 1);
  assert.not.ok(isHidden(page, 'amountChoice'));
  assert.ok(isHidden(page, 'amount'));
  assert.ok(isHidden(page, 'firstName'));
  const hidden = (label: string) =>
    Boolean([...page.document.querySelectorAll('button')].find((button) => button.textContent === label)?.closest('[hidden]'));
  assert.equal([hidden('Next'), hidden('Back'), hidden('Submit')], [false, true, true]);
  assert.equal([chosen(page, 'currency'), chosen(page, 'donationPurpose'), chosen(page, 'frequency')], ['PKR', 'General', 'once']);
  closeClean(page);
});

test('Next without an amount: the message once, under the presets, focus on them, still step 1', async () => {
  const page = await open(twoAccounts);
  press(page, 'Next');
  await settle();
  assert.equal(shownMessages(page), ['Please select or enter a donation amount.'], 'shown once');
  assert.is(page.document.getElementById('field-amountChoice-error')?.textContent, 'Please select or enter a donation amount.');
  const preset = control(page, 'amountChoice');
  assert.equal([preset.getAttribute('aria-invalid'), preset.getAttribute('aria-describedby')], ['true', 'field-amountChoice-error']);
  assert.is(focused(page), 'amountChoice=100');
  assert.is(shownStep(page), 1);
  (page.document.activeElement as HTMLElement).blur();
  await settle();
  assert.equal(shownMessages(page), ['Please select or enter a donation amount.'], 'leaving the presets keeps the message');
  choose(page, 'amountChoice', 'other');
  press(page, 'Next');
  await settle();
  assert.is(focused(page), 'amount');
  assert.is(errorOf(page, 'amount'), 'Please select or enter a donation amount.');
  assert.equal(shownMessages(page), ['Please select or enter a donation amount.'], 'under the box, once');
  (page.document.activeElement as HTMLElement).blur();
  await settle();
  assert.is(errorOf(page, 'amount'), 'Please select or enter a donation amount.', 'leaving the empty box keeps it too');
  choose(page, 'amountChoice', '2000');
  await settle();
  assert.equal(shownMessages(page), [], 'the message goes once the step is fixed');
  assert.equal(page.requests, []);
  closeClean(page);
});

test('Next without a purpose says the spec alert once and focuses the purpose buttons', async () => {
  const page = await open({ ...twoAccounts, defaultPurpose: undefined });
  assert.is(chosen(page, 'donationPurpose'), '');
  choose(page, 'amountChoice', '100');
  press(page, 'Next');
  await settle();
  assert.equal(shownMessages(page), ['Please select a donation purpose.']);
  assert.is(errorOf(page, 'donationPurpose'), 'Please select a donation purpose.');
  assert.is(focused(page), 'donationPurpose=General');
  choose(page, 'donationPurpose', 'Zakat');
  press(page, 'Next');
  await settle();
  assert.is(shownStep(page), 2);
  closeClean(page);
});

test('Other reveals the box and empties the amount; a typed amount then passes Next', async () => {
  const page = await open(twoAccounts);
  choose(page, 'amountChoice', '1000');
  await settle();
  assert.is(control(page, 'amount').value, '1000');
  choose(page, 'amountChoice', 'other');
  await settle();
  assert.not.ok(isHidden(page, 'amount'));
  assert.is(control(page, 'amount').value, '', 'Other clears the amount');
  assert.is(page.document.querySelector('label[for="field-amount"]')?.textContent?.replace(' *', ''), 'Other amount');
  assert.is(errorOf(page, 'amount'), '', 'no message before Next');
  fill(page, 'amount', '12.345');
  await settle();
  assert.is(errorOf(page, 'amount'), 'Amount can have at most 2 decimal places.');
  fill(page, 'amount', '750');
  await settle();
  assert.is(chosen(page, 'amountChoice'), 'other', 'Other stays chosen');
  pressEnter(page);
  await settle();
  assert.is(shownStep(page), 2, 'Enter in step 1 is Next');
  closeClean(page);
});

/** The two-account wizard, past step 1 with USD 2,000 for Zakat chosen. */
async function giftOfUsd2000ForZakat(): Promise<FlowPage> {
  const page = await open(twoAccounts);
  choose(page, 'currency', 'USD');
  choose(page, 'amountChoice', '2000');
  choose(page, 'donationPurpose', 'Zakat');
  press(page, 'Next');
  await settle();
  return page;
}

test('Next and Back move focus to the step heading and keep every value', async () => {
  const page = await giftOfUsd2000ForZakat();
  assert.is(shownStep(page), 2);
  assert.is(focused(page), 'Step 2 of 2: Your details');
  fill(page, 'firstName', 'Ayesha');
  press(page, 'Back');
  await settle();
  assert.is(shownStep(page), 1);
  assert.is(focused(page), 'Step 1 of 2: Your donation');
  assert.equal([chosen(page, 'currency'), chosen(page, 'amountChoice'), chosen(page, 'donationPurpose')], ['USD', '2000', 'Zakat']);
  assert.is(page.document.querySelector('[name="amountChoice"][value="2000"] + span')?.textContent, 'USD 2,000');
  press(page, 'Next');
  await settle();
  assert.is(control(page, 'firstName').value, 'Ayesha');
  closeClean(page);
});

test('step 2 repeats the gift chosen in step 1, and follows a change made after Back', async () => {
  const page = await giftOfUsd2000ForZakat();
  const recap = () => page.document.querySelector('.wizard-recap')?.textContent;
  assert.is(recap(), 'Your donation: USD 2,000 for Zakat');
  press(page, 'Back');
  await settle();
  choose(page, 'currency', 'PKR');
  choose(page, 'amountChoice', '100');
  press(page, 'Next');
  await settle();
  assert.is(recap(), 'Your donation: PKR 100 for Zakat');
  closeClean(page);
});

test('secure wizard: Submit checks step 2, then sends the order, shows Redirecting to Payment, then leaves', async () => {
  const page = await open(twoAccounts, json(200, { redirectUrl: PAY_PAGE, orderNumber: 'order-1' }));
  choose(page, 'amountChoice', 'other');
  fill(page, 'amount', '750');
  choose(page, 'donationPurpose', 'Zakat');
  press(page, 'Next');
  await settle();
  press(page, 'Submit');
  await settle();
  assert.equal(shownMessages(page), [
    'Please fill out the First Name field.',
    'Please fill out the Last Name field.',
    'Please fill out the Email field.',
  ]);
  assert.is(focused(page), 'firstName');
  assert.equal(page.requests, []);

  fillAll(page, { ...DONOR, email: 'ayesha@' });
  press(page, 'Submit');
  await settle();
  assert.equal(shownMessages(page), ['Email address is invalid.']);
  assert.equal(page.requests, []);

  fill(page, 'email', DONOR.email);
  press(page, 'Submit');
  await waitFor(() => page.sleeps.length === 1, 'the popup wait');
  assert.equal(page.requests, [
    {
      url: '/api/orders',
      method: 'POST',
      body: {
        route: '/merchantform/wizard-two-accounts',
        values: { currency: 'PKR', amount: '750', donationPurpose: 'Zakat', ...DONOR, contactNumber: '' },
      },
    },
  ]);
  assert.equal(popups(page), ['Redirecting to Payment']);
  assert.is(page.sleeps[0]!.ms, 1500);
  page.sleeps[0]!.done();
  await waitFor(() => page.navigations.length === 1, 'the navigation');
  assert.equal(page.navigations, [PAY_PAGE]);
  closeClean(page);
});

test('address form: the final submit requires contact number, address, province, zip code and city', async () => {
  const page = await open(addressWizard);
  choose(page, 'amountChoice', '100');
  press(page, 'Next');
  await settle();
  fillAll(page, DONOR);
  press(page, 'Submit');
  await settle();
  assert.is(errorOf(page, 'contactNumber'), 'Please fill out the Contact Number field.');
  assert.equal(
    ['address', 'province', 'zipCode', 'city'].map((name) => errorOf(page, name)),
    [
      'Please fill out the Address field.',
      'Please select a province.',
      'Please fill out the Zip Code field.',
      'Please fill out the City field.',
    ],
  );
  assert.is(control(page, 'country').value, 'Pakistan');
  assert.equal(page.requests, []);
  closeClean(page);
});

test('widget: Next needs a category; with one chosen the whole order goes out with educationType', async () => {
  const page = await open(categoryWizard, json(200, { redirectUrl: PAY_PAGE, orderNumber: 'order-2' }));
  assert.is(control(page, 'educationType').value, 'Early Intervention');
  fill(page, 'educationType', '');
  choose(page, 'amountChoice', '1000');
  choose(page, 'donationPurpose', 'Sadqah');
  press(page, 'Next');
  await settle();
  assert.equal(shownMessages(page), ['Please select a category.']);
  assert.is(focused(page), 'educationType');
  assert.is(shownStep(page), 1);
  fill(page, 'educationType', 'Assistive Device');
  press(page, 'Next');
  await settle();
  assert.is(shownStep(page), 2);
  fillAll(page, { ...DONOR, province: 'Punjab', city: 'Lahore' });
  press(page, 'Submit');
  await waitFor(() => page.sleeps.length === 1, 'the popup wait');
  assert.equal(page.requests[0]?.body, {
    route: '/wizard-category',
    values: {
      educationType: 'Assistive Device',
      currency: 'PKR',
      amount: '1000',
      donationPurpose: 'Sadqah',
      ...DONOR,
      contactNumber: '',
      address: '',
      country: 'Pakistan',
      province: 'Punjab',
      zipCode: '',
      city: 'Lahore',
    },
  });
  assert.equal(popups(page), ['Redirecting to Marketplace'], 'the widget keeps the standard popup');
  closeClean(page);
});

test('a step-1 field the proxy refuses brings the donor back to step 1 with its message', async () => {
  const page = await open(
    twoAccounts,
    json(422, {
      error: { code: 'invalid_fields', message: 'Some fields need attention.', fields: { amount: 'Amount must not be more than 5000.' } },
    }),
  );
  choose(page, 'amountChoice', '2000');
  press(page, 'Next');
  await settle();
  fillAll(page, DONOR);
  press(page, 'Submit');
  await waitFor(() => page.requests.length === 1, 'the request');
  await waitFor(() => shownStep(page) === 1, 'step 1 again');
  await settle();
  assert.is(page.document.getElementById('field-amountChoice-error')?.textContent, 'Amount must not be more than 5000.');
  assert.equal(shownMessages(page), ['Amount must not be more than 5000.']);
  assert.is(focused(page), 'amountChoice=2000');
  closeClean(page);
});

test('what was typed before the script ran is kept, and an amount off the presets chooses Other', async () => {
  const page = await openFlowPage(twoAccounts, json(500, {}), (before) => {
    fill(before, 'amount', '300');
    fill(before, 'firstName', 'Bilal');
  });
  await waitFor(() => !page.document.querySelector('[name="amountChoice"]')?.closest('[hidden]'), 'step mode');
  await settle();
  assert.is(chosen(page, 'amountChoice'), 'other');
  assert.equal([control(page, 'amount').value, control(page, 'firstName').value], ['300', 'Bilal']);
  assert.not.ok(isHidden(page, 'amount'));
  closeClean(page);
});

test.run();
