/**
 * A hydrated associates form with a fake proxy: the typing filters, the live
 * and submit messages, the international phone input (grouping, country, E.164 sent), the currency in
 * front of the amount, and the values a valid donation sends.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AssociatesFormDef } from '../../orgs/types.ts';
import { ASSOCIATE_VALUES } from '../orgs/helpers/associates-values.ts';
import { control, errorOf, fill, fillAll, leave, pressSubmit, settle } from './helpers/dom-actions.ts';
import { json, openFlowPage, type FlowPage } from './helpers/flow-page.ts';
import { closeClean, closeOpenPages } from './helpers/page-window.ts';
import { fixtureForm } from '../helpers/fixture-orgs.ts';

let form: AssociatesFormDef;
test.before(async () => {
  form = (await fixtureForm('associates', 'associates')).form;
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const redirectUrl = 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MTI%3d';
const ok = json(200, { redirectUrl, orderNumber: '1' });
const donation = { ...ASSOCIATE_VALUES, phoneNumber: '03001234567', currency: 'GBP', amount: '150', country: 'UK' };

/** The phone input's country option for ISO code `code`. */
function countryOption(page: FlowPage, code: string): HTMLOptionElement | null {
  return page.document.querySelector<HTMLOptionElement>(`select[name="phoneCountry"] option[value="${code}"]`);
}

const shown = (page: FlowPage, name: string) => control(page, name).value;

test('typing filters: letters and spaces in the name, 13 digits in the CNIC/NICOP, digits in the amount', async () => {
  const page = await openFlowPage(form, ok);
  fill(page, 'name', 'Ayesha2 Khan!');
  fill(page, 'nationalIdentityNumber', '35202-1234567-1 and more 99');
  fill(page, 'amount', '2,500.50');
  await settle();
  assert.equal(
    [shown(page, 'name'), shown(page, 'nationalIdentityNumber'), shown(page, 'amount')],
    ['Ayesha Khan', '3520212345671', '250050'],
  );
  closeClean(page);
});

test("live messages: 'Full Name is required.', the 13 digits, an invalid phone, and each goes once fixed", async () => {
  const page = await openFlowPage(form, ok);
  fill(page, 'name', 'A');
  fill(page, 'name', '');
  fill(page, 'nationalIdentityNumber', '35202');
  fill(page, 'phoneNumber', '0300 12');
  await settle();
  assert.is(errorOf(page, 'name'), 'Full Name is required.');
  assert.is(errorOf(page, 'nationalIdentityNumber'), 'CNIC/NICOP must be exactly 13 digits.');
  assert.is(errorOf(page, 'phoneNumber'), 'Phone number is invalid.');
  assert.is(control(page, 'phoneNumber').getAttribute('aria-invalid'), 'true');
  fill(page, 'name', 'Ayesha');
  fill(page, 'nationalIdentityNumber', '3520212345671');
  fill(page, 'phoneNumber', '0300 1234567');
  await settle();
  assert.equal([errorOf(page, 'name'), errorOf(page, 'nationalIdentityNumber'), errorOf(page, 'phoneNumber')], ['', '', '']);
  fill(page, 'phoneNumber', '');
  await settle();
  assert.is(errorOf(page, 'phoneNumber'), 'Phone number is required.');
  closeClean(page);
});

test("an empty submit: the submit texts ('Name is required.', 'Mobile Number is required.'), focus on the name, nothing sent", async () => {
  const page = await openFlowPage(form, ok);
  pressSubmit(page);
  await settle();
  assert.equal(
    ['name', 'email', 'nationalIdentityNumber', 'phoneNumber', 'donationType', 'currency', 'amount', 'country'].map((name) =>
      errorOf(page, name),
    ),
    [
      'Name is required.',
      'Email is required.',
      'CNIC/NICOP is required.',
      'Mobile Number is required.',
      'Donation type is required.',
      'Currency is required.',
      'Amount is required.',
      'Country is required.',
    ],
  );
  assert.is((page.document.activeElement as HTMLInputElement).name, 'name');
  assert.equal(page.requests, []);
  closeClean(page);
});

test('the phone box groups a Pakistani number and the form sends it in E.164, with the other values', async () => {
  const page = await openFlowPage(form, ok);
  fillAll(page, donation);
  await settle();
  assert.is(shown(page, 'phoneNumber'), '0300 1234567');
  pressSubmit(page);
  await settle();
  assert.equal(page.requests, [
    { url: '/api/orders', method: 'POST', body: { route: form.route, values: { ...donation, phoneNumber: '+923001234567' } } },
  ]);
  page.sleeps[0]?.done();
  await settle();
  assert.equal(page.navigations, [redirectUrl]);
  closeClean(page);
});

test('another country: its dial code makes the number, and a number invalid there is refused', async () => {
  const page = await openFlowPage(form, ok);
  fillAll(page, { ...donation, phoneNumber: '' });
  fill(page, 'phoneCountry', 'GB');
  fill(page, 'phoneNumber', '07911123456');
  await settle();
  assert.is(errorOf(page, 'phoneNumber'), '');
  fill(page, 'phoneCountry', 'AE');
  await settle();
  assert.is(errorOf(page, 'phoneNumber'), 'Phone number is invalid.');
  pressSubmit(page);
  await settle();
  assert.equal(page.requests, []);
  fill(page, 'phoneCountry', 'GB');
  await settle();
  pressSubmit(page);
  await settle();
  assert.is((page.requests[0]?.body as { values: Record<string, string> } | undefined)?.values.phoneNumber, '+447911123456');
  closeClean(page);
});

test('the country names stay as rendered once hydrated; the amount gets the chosen currency in front', async () => {
  const page = await openFlowPage(form, ok);
  await settle();
  assert.is(countryOption(page, 'PK')?.textContent, '+92 Pakistan');
  assert.not.ok(page.document.querySelector('.input-prefix'));
  fill(page, 'currency', 'AED');
  await settle();
  assert.is(page.document.querySelector('.input-prefix')?.textContent, 'AED');
  closeClean(page);
});

test('a number typed before the script ran is kept, grouped when left, and sent', async () => {
  const page = await openFlowPage(form, ok, (before) => {
    before.document.querySelector<HTMLInputElement>('input[name="phoneNumber"]')!.value = '0321-7654321';
  });
  await settle();
  assert.is(shown(page, 'phoneNumber'), '0321-7654321');
  leave(page, 'phoneNumber');
  await settle();
  assert.is(shown(page, 'phoneNumber'), '0321 7654321');
  const { phoneNumber: _typed, ...others } = donation;
  fillAll(page, others);
  pressSubmit(page);
  await settle();
  assert.is((page.requests[0]?.body as { values: Record<string, string> } | undefined)?.values.phoneNumber, '+923217654321');
  closeClean(page);
});

test.run();
