/**
 * The zakat forms rendered in Node. Summary variant: quote header, the currency beside
 * the amount, donor fields, the donation summary, 'Donate Now' and the payment-page note. Plain
 * variant: a grid with Submit and the link to a currency-rates site. Both: PKR preselected with its hint.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ZakatFormDef } from '../../orgs/types.ts';
import { controls, labelOf, optionsOf, renderForm } from './helpers/render-form.ts';
import { fixtureFormAt } from '../helpers/fixture-orgs.ts';

let summary: ZakatFormDef;
let plain: ZakatFormDef;
test.before(async () => {
  summary = await fixtureFormAt('campaign-and-zakat', '/merchantform/campaign-and-zakat/Zakat', 'zakat-form');
  plain = await fixtureFormAt('zakat-plain', '/merchantform/zakat-plain', 'zakat-form');
});

test('summary: quote header, currency beside the amount, then the donor fields', () => {
  const page = renderForm(summary);
  assert.is(page.querySelector('header h1')?.textContent, summary.title);
  assert.is(page.querySelector('header blockquote')?.textContent, summary.quote!.text);
  assert.is(page.querySelector('header figcaption')?.textContent, summary.quote!.source);
  const row = page.querySelector('.amount-row');
  assert.equal(
    [...row!.querySelectorAll('select, input')].map((control) => control.getAttribute('name')),
    ['currency', 'amount'],
  );
  const fields = controls(page);
  assert.equal(
    fields.map((control) => control.name),
    ['currency', 'amount', 'name', 'email', 'phoneNumber', 'address'],
  );
  assert.equal(
    fields.map((control) => labelOf(page, control)),
    ['Currency', 'Amount', 'Name', 'Email', 'Phone Number', 'Address'],
  );
  assert.equal(
    fields.filter((control) => control.required).map((control) => control.name),
    ['currency', 'amount', 'name', 'email', 'phoneNumber'],
  );
});

test('summary: the donation summary, Donate Now and the note about the payment page', () => {
  const page = renderForm(summary);
  const rows = [...page.querySelectorAll('.donation-summary dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);
  assert.equal(rows, [
    ['Payment amount', '—'],
    ['Giving frequency', 'One time'],
    ['Donation total', '—'],
  ]);
  assert.is(page.querySelector('button[type="submit"]')?.textContent, 'Donate Now');
  assert.match(page.querySelector('.provider-note')?.textContent ?? '', "taken to the payment provider's page");
  assert.not.ok(page.querySelector('.rates-link'));
});

test('plain: a grid with Submit and the rates link from the org file, no quote or summary', () => {
  const page = renderForm(plain);
  assert.is(page.querySelector('h1')?.textContent, plain.title);
  assert.equal(
    controls(page).map((control) => control.name),
    ['name', 'email', 'phoneNumber', 'address', 'currency', 'amount'],
  );
  assert.is(page.querySelector('button[type="submit"]')?.textContent, 'Submit');
  const link = page.querySelector('.rates-link a');
  assert.is(link?.getAttribute('href'), plain.ratesLink!.url);
  assert.is(link?.textContent, plain.ratesLink!.label);
  assert.is(link?.getAttribute('rel'), 'noopener noreferrer');
  assert.not.ok(page.querySelector('blockquote, .donation-summary, .provider-note'));
});

test('both: PKR preselected with no empty option shown, and its minimum as the amount hint', () => {
  for (const form of [summary, plain]) {
    const page = renderForm(form);
    assert.equal(optionsOf(page, 'currency'), [
      ['PKR', 'PKR'],
      ['USD', 'USD'],
    ]);
    assert.is(page.querySelector<HTMLSelectElement>('select[name="currency"]')?.value, 'PKR');
    assert.is(page.querySelector('input[name="amount"]')?.getAttribute('placeholder'), 'Minimum Amount RS 500');
    assert.is(page.querySelector('input[name="phoneNumber"]')?.getAttribute('placeholder'), '03XXXXXXXXX');
    assert.is(page.querySelector('form')?.getAttribute('action'), '/api/orders');
  }
});

test.run();
