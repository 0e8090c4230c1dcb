/**
 * A hydrated course registration with a fake proxy (the README's decisions): the CNIC filter, the
 * messages on an empty submit, and a registration sent with its fields only (the fee is the server's).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CourseRegistrationFormDef } from '../../orgs/types.ts';
import { REGISTRATION_VALUES } from '../orgs/helpers/course-values.ts';
import { control, errorOf, fill, fillAll, pressSubmit, settle } from './helpers/dom-actions.ts';
import { json, openFlowPage } from './helpers/flow-page.ts';
import { closeClean, closeOpenPages } from './helpers/page-window.ts';
import { fixtureForm } from '../helpers/fixture-orgs.ts';

let form: CourseRegistrationFormDef;
test.before(async () => {
  form = (await fixtureForm('course-registration', 'course-registration')).form;
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const ok = json(200, { redirectUrl: 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MTI%3d', orderNumber: '1' });
const registration = REGISTRATION_VALUES;

test('the CNIC keeps digits only, at most 13, and says so until it has them', async () => {
  const page = await openFlowPage(form, ok);
  fill(page, 'cnicNumber', '42101-12345');
  await settle();
  assert.is(control(page, 'cnicNumber').value, '4210112345');
  assert.is(errorOf(page, 'cnicNumber'), 'CNIC must be exactly 13 digits.');
  fill(page, 'cnicNumber', '42101-1234567-8 9');
  await settle();
  assert.is(control(page, 'cnicNumber').value, '4210112345678');
  assert.is(errorOf(page, 'cnicNumber'), '');
  closeClean(page);
});

test("an empty submit: each field's message (the phone's is about the phone), nothing sent", async () => {
  const page = await openFlowPage(form, ok);
  pressSubmit(page);
  await settle();
  assert.equal(
    Object.keys(registration).map((name) => errorOf(page, name)),
    [
      'First Name is required.',
      'Last Name is required.',
      'Father Name is required.',
      'Gender is required.',
      'Email is required.',
      'Phone number is required.',
      'CNIC is required.',
      'Address is required.',
    ],
  );
  assert.is((page.document.activeElement as HTMLInputElement).name, 'firstName');
  assert.equal(page.requests, []);
  closeClean(page);
});

test('a complete registration sends its eight fields and no amount', async () => {
  const page = await openFlowPage(form, ok);
  fillAll(page, registration);
  pressSubmit(page);
  await settle();
  assert.equal(page.requests, [{ url: '/api/orders', method: 'POST', body: { route: form.route, values: registration } }]);
  assert.is(control(page, 'amount').value, 'PKR 17,000');
  closeClean(page);
});

test.run();
