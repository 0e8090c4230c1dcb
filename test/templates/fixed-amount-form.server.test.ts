/** The fixed-amount billing forms as rendered in Node: name and email only, and the amount read-only. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { controls, labelOf, renderForm } from './helpers/render-form.ts';
import { fixtureForm } from '../helpers/fixture-orgs.ts';

test('both forms: name and email required, the fixed amount formatted and read-only', async () => {
  const expected = { '/fixed-amount-dollar': 'USD 20', '/fixed-amount-pkr': 'PKR 4,500' };
  for (const [route, amount] of Object.entries(expected)) {
    const { form } = await fixtureForm('fixed-amount', 'fixed-amount', route);
    const page = renderForm(form);
    const fields = controls(page);
    assert.equal(
      fields.map((control) => [control.name, labelOf(page, control), control.required]),
      [
        ['name', 'Name', true],
        ['email', 'Email', true],
        ['amount', 'Amount', false],
      ],
      route,
    );
    const shown = fields[2] as HTMLInputElement;
    assert.equal([shown.value, shown.readOnly], [amount, true], route);
    assert.is(page.querySelector<HTMLInputElement>('input[type="hidden"][name="route"]')?.value, route);
    assert.is(page.querySelector('h1')?.textContent, form.title);
  }
});

test('the page says what the payment is for when the org file does, and nothing when it does not', async () => {
  const pkr = renderForm((await fixtureForm('fixed-amount', 'fixed-amount', '/fixed-amount-pkr')).form);
  assert.is(pkr.querySelector('.payment-for')?.textContent, 'Payment for: Clinic registration fee, 2025-26');
  const usd = renderForm((await fixtureForm('fixed-amount', 'fixed-amount', '/fixed-amount-dollar')).form);
  assert.is(usd.querySelector('.payment-for'), null);
});

test('a different price in the org file shows as that price', async () => {
  const { form } = await fixtureForm('fixed-amount', 'fixed-amount', '/fixed-amount-dollar');
  const page = renderForm({ ...form, price: { amount: 1250.75, currency: 'GBP' } });
  assert.is(page.querySelector<HTMLInputElement>('input[name="amount"]')?.value, 'GBP 1,250.75');
});

test.run();
