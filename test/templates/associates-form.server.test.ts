/**
 * The associates form as rendered in Node: the fields of the original forms in order, labels tied to
 * their controls, required marks, the phone's country selector defaulting to Pakistan, the lists of the
 * org file, the amount without a prefix until a currency is chosen; no address, no comments.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AssociatesFormDef } from '../../orgs/types.ts';
import { controls, labelOf, optionsOf, renderForm } from './helpers/render-form.ts';
import { fixtureForm } from '../helpers/fixture-orgs.ts';

let form: AssociatesFormDef;
test.before(async () => {
  form = (await fixtureForm('associates', 'associates')).form;
});

test('fields in order with their labels; every one required; the form posts to the proxy', () => {
  const page = renderForm(form);
  const fields = controls(page);
  assert.equal(
    fields.map((control) => control.name),
    ['name', 'email', 'nationalIdentityNumber', 'phoneCountry', 'phoneNumber', 'donationType', 'currency', 'amount', 'country'],
  );
  assert.equal(
    fields.map((control) => labelOf(page, control)),
    [
      'Full Name',
      'Email',
      'CNIC/NICOP Number',
      'Country of the mobile number',
      'Mobile Number',
      'Donation purpose',
      'Currency',
      'Amount',
      'Country',
    ],
  );
  const required = fields.filter((control) => control.required).map((control) => control.name);
  assert.equal(required, ['name', 'email', 'nationalIdentityNumber', 'phoneNumber', 'donationType', 'currency', 'amount', 'country']);
  for (const name of required) assert.ok(page.getElementById(`field-${name}-error`), `error slot of ${name}`);
  assert.not.ok(page.querySelector('[name="address"], [name="comments"]'));
  const element = page.querySelector('form')!;
  assert.equal([element.getAttribute('method'), element.getAttribute('action')], ['post', '/api/orders']);
  assert.is(page.querySelector<HTMLInputElement>('input[type="hidden"][name="route"]')?.value, form.route);
  assert.is(page.querySelector('h1')?.textContent, form.title);
});

test('the phone: Pakistan chosen, every country by name with its dial code, a tel box with the hint', () => {
  const page = renderForm(form);
  const select = page.querySelector<HTMLSelectElement>('select[name="phoneCountry"]')!;
  assert.is(select.value, 'PK');
  const options = optionsOf(page, 'phoneCountry');
  assert.ok(options.length > 200);
  assert.ok(options.some(([value, text]) => value === 'PK' && text === '+92 Pakistan'));
  assert.ok(options.some(([value, text]) => value === 'GB' && text === '+44 United Kingdom'));
  assert.equal(options[0], ['AF', '+93 Afghanistan'], 'in the order of the names, from the first render');
  const box = page.querySelector<HTMLInputElement>('input[name="phoneNumber"]')!;
  assert.equal([box.type, box.getAttribute('inputmode'), box.placeholder, box.value], ['text', 'tel', '03XXXXXXXXX', '']);
});

test('the lists: purposes, currencies with a placeholder, countries with their labels', () => {
  const page = renderForm(form);
  assert.equal(
    optionsOf(page, 'donationType').map(([value]) => value),
    ['', 'Zakat', 'Khairat', 'Sadqa', 'Fitra', 'Scholarship', 'Donation', 'Other'],
  );
  assert.equal(optionsOf(page, 'currency'), [['', 'Select currency'], ...form.currencies.map((code): [string, string] => [code, code])]);
  const countries = optionsOf(page, 'country');
  assert.equal(countries[0], ['', 'Select country']);
  assert.ok(countries.some(([value, text]) => value === 'SaudiArabia' && text === 'Saudi Arabia'));
  assert.is(countries.length, 15);
});

test('the amount: numeric keyboard, no currency prefix until one is chosen, then the code in front', () => {
  const empty = renderForm(form);
  const amount = empty.querySelector<HTMLInputElement>('input[name="amount"]')!;
  assert.is(amount.getAttribute('inputmode'), 'numeric');
  assert.not.ok(empty.querySelector('.input-prefix'));
  const withDefault = renderForm({ ...form, defaultCurrency: 'GBP' });
  assert.is(withDefault.querySelector('.input-prefix')?.textContent, 'GBP');
  assert.is(withDefault.querySelector('.input-prefix')?.nextElementSibling?.getAttribute('name'), 'amount');
});

test('the phone selector follows the org file; an unknown code falls back to Pakistan', () => {
  const gb = renderForm({ ...form, phone: { ...form.phone, defaultCountry: 'GB' } });
  assert.is(gb.querySelector<HTMLSelectElement>('select[name="phoneCountry"]')?.value, 'GB');
  const unknown = renderForm({ ...form, phone: { ...form.phone, defaultCountry: 'XX' } });
  assert.is(unknown.querySelector<HTMLSelectElement>('select[name="phoneCountry"]')?.value, 'PK');
});

test.run();
