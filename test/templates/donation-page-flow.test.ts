/**
 * A hydrated donation page with a fake proxy: the amount's hint and minimum
 * follow the chosen currency as the donor types, the minimum also stops a submit, and a valid donation
 * is sent as `{ route, values }`.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DonationPageFormDef } from '../../orgs/types.ts';
import { DONOR_VALUES } from '../orgs/helpers/donor-forms.ts';
import { control, errorOf, fill, fillAll, pressSubmit, settle } from './helpers/dom-actions.ts';
import { json, openFlowPage } from './helpers/flow-page.ts';
import { closeClean, closeOpenPages } from './helpers/page-window.ts';
import { fixtureFormAt } from '../helpers/fixture-orgs.ts';

let form: DonationPageFormDef;
test.before(async () => {
  form = await fixtureFormAt('donation-pages', '/merchantform/donation-pages/Zakat', 'donation-page');
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const redirectUrl = 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MTI%3d';
const ok = json(200, { redirectUrl, orderNumber: '1' });

test('the amount hint follows the currency: RS 500 for PKR, $5 for USD, none for EUR', async () => {
  const page = await openFlowPage(form, ok);
  const hint = () => control(page, 'amount').getAttribute('placeholder');
  assert.is(hint(), null);
  fill(page, 'currency', 'PKR');
  await settle();
  assert.is(hint(), 'Minimum Amount RS 500');
  fill(page, 'currency', 'USD');
  await settle();
  assert.is(hint(), 'Minimum Amount $5');
  fill(page, 'currency', 'EUR');
  await settle();
  assert.is(hint(), null);
  closeClean(page);
});

test('the minimum is checked as the donor types and again when the currency changes', async () => {
  const page = await openFlowPage(form, ok);
  fill(page, 'amount', '3');
  await settle();
  assert.is(errorOf(page, 'amount'), '', 'no currency yet, so no minimum');
  fill(page, 'currency', 'PKR');
  await settle();
  assert.is(errorOf(page, 'amount'), 'Amount must be at least 500 PKR.');
  assert.is(control(page, 'amount').getAttribute('aria-invalid'), 'true');
  fill(page, 'currency', 'USD');
  await settle();
  assert.is(errorOf(page, 'amount'), 'Amount must be at least $5 for USD.');
  fill(page, 'currency', 'GBP');
  await settle();
  assert.is(errorOf(page, 'amount'), '');
  fill(page, 'currency', 'USD');
  fill(page, 'amount', '5');
  await settle();
  assert.is(errorOf(page, 'amount'), '');
  closeClean(page);
});

test('choosing a currency before typing an amount shows no amount message', async () => {
  const page = await openFlowPage(form, ok);
  fill(page, 'currency', 'PKR');
  await settle();
  assert.is(errorOf(page, 'amount'), '');
  closeClean(page);
});

test('an empty submit shows the required messages and sends nothing', async () => {
  const page = await openFlowPage(form, ok);
  pressSubmit(page);
  await settle();
  const expected = {
    name: 'Name is required.',
    email: 'Email is required.',
    phoneNumber: 'Phone number is required.',
    currency: 'Currency is required.',
    amount: 'Amount is required.',
  };
  for (const [name, message] of Object.entries(expected)) assert.is(errorOf(page, name), message, name);
  assert.is(errorOf(page, 'address'), '');
  assert.is((page.document.activeElement as HTMLInputElement).name, 'name');
  assert.equal(page.requests, []);
  closeClean(page);
});

test('an amount under the minimum stops the submit on the donation pages', async () => {
  const page = await openFlowPage(form, ok);
  fillAll(page, { ...DONOR_VALUES, amount: '499' });
  pressSubmit(page);
  await settle();
  assert.is(errorOf(page, 'amount'), 'Amount must be at least 500 PKR.');
  assert.is((page.document.activeElement as HTMLInputElement).name, 'amount');
  assert.equal(page.requests, []);
  closeClean(page);
});

test('a valid zakat payment is sent and the donor is sent to the payment page', async () => {
  const page = await openFlowPage(form, ok);
  fillAll(page, { ...DONOR_VALUES, currency: 'USD', amount: '5' });
  pressSubmit(page);
  await settle();
  assert.equal(page.requests, [
    {
      url: '/api/orders',
      method: 'POST',
      body: { route: form.route, values: { ...DONOR_VALUES, currency: 'USD', amount: '5' } },
    },
  ]);
  page.sleeps[0]?.done();
  await settle();
  assert.equal(page.navigations, [redirectUrl]);
  closeClean(page);
});

test.run();
