/**
 * The donation and zakat pages rendered in Node: banner, heading, the fields in order
 * with labels and required marks, the phone placeholder, the currency list, a post target, and the
 * currency-rate widget's box, hidden until the page's script loads the widget.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DonationPageFormDef } from '../../orgs/types.ts';
import { controls, labelOf, optionsOf, renderForm } from './helpers/render-form.ts';
import { fixtureFormAt } from '../helpers/fixture-orgs.ts';

let donation: DonationPageFormDef;
let zakat: DonationPageFormDef;
test.before(async () => {
  donation = await fixtureFormAt('donation-pages', '/merchantform/donation-pages/Donation', 'donation-page');
  zakat = await fixtureFormAt('donation-pages', '/merchantform/donation-pages/Zakat', 'donation-page');
});

test('banner, heading, fields in order with labels and required marks', () => {
  for (const [form, heading] of [
    [donation, 'Donation'],
    [zakat, 'Zakat'],
  ] as const) {
    const page = renderForm(form, '../../../assets/banner-TEST.svg');
    const banner = page.querySelector('img.form-banner');
    assert.is(banner?.getAttribute('src'), '../../../assets/banner-TEST.svg');
    assert.is(banner?.getAttribute('alt'), 'Donation Pages Trust');
    assert.is(page.querySelector('h1')?.textContent, heading);
    const fields = controls(page);
    assert.equal(
      fields.map((control) => control.name),
      ['name', 'email', 'phoneNumber', 'address', 'currency', 'amount'],
    );
    assert.equal(
      fields.map((control) => labelOf(page, control)),
      ['Name', 'Email', 'Phone', 'Address', 'Currency', 'Amount'],
    );
    assert.equal(
      fields.filter((control) => control.required).map((control) => control.name),
      ['name', 'email', 'phoneNumber', 'currency', 'amount'],
    );
    for (const control of fields) assert.ok(page.getElementById(`${control.id}-error`), `error slot of ${control.name}`);
    assert.is(page.querySelector('input[name="phoneNumber"]')?.getAttribute('placeholder'), '03XXXXXXXXX');
    assert.is(page.querySelector('form')?.getAttribute('method'), 'post');
    assert.is(page.querySelector('form')?.getAttribute('action'), '/api/orders');
    assert.is(page.querySelector<HTMLInputElement>('input[type="hidden"][name="route"]')?.value, form.route);
    assert.is(page.querySelector('button[type="submit"]')?.textContent, 'Submit');
  }
});

test('currency list with a placeholder; no amount hint until a currency is chosen', () => {
  const page = renderForm(donation);
  assert.equal(optionsOf(page, 'currency'), [
    ['', 'Select currency'],
    ...donation.currencies.map((code): [string, string] => [code, code]),
  ]);
  assert.is(page.querySelector('input[name="amount"]')?.getAttribute('placeholder'), null);
  assert.is(page.querySelector('input[name="amount"]')?.getAttribute('inputmode'), 'decimal');
});

test('a preselected PKR shows the PKR hint, USD the USD hint, another currency none', () => {
  const hint = (currency: 'PKR' | 'USD' | 'EUR') =>
    renderForm({ ...donation, defaultCurrency: currency })
      .querySelector('input[name="amount"]')
      ?.getAttribute('placeholder');
  assert.is(hint('PKR'), 'Minimum Amount RS 500');
  assert.is(hint('USD'), 'Minimum Amount $5');
  assert.is(hint('EUR'), null);
});

test('the widget box is rendered hidden, with its heading and the container for the script', () => {
  const page = renderForm(donation);
  const box = page.querySelector<HTMLElement>('aside.currency-widget');
  assert.ok(box?.hasAttribute('hidden'));
  assert.is(box?.querySelector('h2')?.textContent, 'Currency rates');
  assert.ok(page.getElementById('currency-widget'));
  assert.is(page.querySelectorAll('script').length, 0, 'the script is added only after hydration');
});

test('a page without a widget has no widget box; without a banner URL no image', () => {
  const { currencyWidget: _widget, ...bare } = donation;
  const page = renderForm(bare);
  assert.not.ok(page.querySelector('aside.currency-widget'));
  assert.not.ok(page.querySelector('img'));
});

test.run();
