/**
 * The course registration as rendered in Node: the instructions, the fields of the
 * original form in order with their labels, every one required, and the fee shown read-only.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CourseRegistrationFormDef } from '../../orgs/types.ts';
import { controls, labelOf, optionsOf, renderForm } from './helpers/render-form.ts';
import { fixtureForm } from '../helpers/fixture-orgs.ts';

let form: CourseRegistrationFormDef;
test.before(async () => {
  form = (await fixtureForm('course-registration', 'course-registration')).form;
});

test('the instructions are listed above the form, under their heading', () => {
  const page = renderForm(form);
  const section = page.querySelector('section.instructions')!;
  assert.is(section.querySelector('h2')?.textContent, 'Before you register');
  assert.is(section.getAttribute('aria-labelledby'), section.querySelector('h2')?.id);
  assert.equal(
    [...section.querySelectorAll('li')].map((item) => item.textContent),
    form.instructions,
  );
  assert.ok(section.compareDocumentPosition(page.querySelector('form')!) & 4, 'the form follows the instructions');
});

test('fields in order with their labels, all required but the fee; gender Male or Female', () => {
  const page = renderForm(form);
  const fields = controls(page);
  assert.equal(
    fields.map((control) => control.name),
    ['firstName', 'lastName', 'fatherName', 'gender', 'email', 'phoneNumber', 'cnicNumber', 'address', 'amount'],
  );
  assert.equal(
    fields.map((control) => labelOf(page, control)),
    ['First Name', 'Last Name', 'Father Name', 'Gender', 'Email', 'Phone Number', 'CNIC', 'Address (hospital)', 'Course fee'],
  );
  assert.equal(
    fields.filter((control) => !control.required).map((control) => control.name),
    ['amount'],
  );
  assert.equal(optionsOf(page, 'gender'), [
    ['', 'Select gender'],
    ['Male', 'Male'],
    ['Female', 'Female'],
  ]);
  assert.is(page.querySelector('input[name="cnicNumber"]')?.getAttribute('inputmode'), 'numeric');
  assert.is(page.querySelector<HTMLInputElement>('input[name="phoneNumber"]')?.placeholder, '03XXXXXXXXX');
  assert.is(page.querySelector('form')?.getAttribute('action'), '/api/orders');
});

test('the fee is shown formatted and cannot be edited', () => {
  const page = renderForm(form);
  const fee = page.querySelector<HTMLInputElement>('input[name="amount"]')!;
  assert.equal([fee.value, fee.readOnly], ['PKR 17,000', true]);
  const other = renderForm({ ...form, fee: { amount: 250.5, currency: 'USD' } });
  assert.is(other.querySelector<HTMLInputElement>('input[name="amount"]')?.value, 'USD 250.50');
});

test.run();
