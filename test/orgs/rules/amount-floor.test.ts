/**
 * Every form where the donor types the amount has a floor per currency: the org file's minimum, else
 * one whole unit. Cent amounts (a card tester's first try) are refused live and on submit, so the
 * proxy refuses them too; the spec's own minimums (PKR 500, USD 5) stay as they were.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import { DEFAULT_MIN_AMOUNT, floorFor } from '../../../orgs/rules/amount-minimum.ts';
import { rulesFor } from '../../../orgs/rules/index.ts';
import type { FormDef } from '../../../orgs/types.ts';
import { english } from '../../helpers/translators.ts';

type TypedAmountForm = Extract<FormDef, { currencies: unknown }>;

async function typedAmountForms(): Promise<TypedAmountForm[]> {
  const forms = (await loadOrgs()).flatMap(({ org }) => org.forms);
  return forms.filter((form): form is TypedAmountForm => 'currencies' in form && rulesFor(form, english).fields.includes('amount'));
}

test('every currency of every typed-amount form refuses 0.01 and 0.99, live and on submit', async () => {
  const forms = await typedAmountForms();
  assert.ok(forms.length >= 10, `${forms.length} forms`);
  const kinds = new Set(forms.map((form) => form.kind));
  assert.equal([...kinds].sort(), ['associates', 'campaign-form', 'donation-page', 'donation-wizard', 'standard-grid', 'zakat-form']);
  for (const form of forms) {
    const rules = rulesFor(form, english);
    for (const currency of form.currencies) {
      for (const amount of ['0.01', '0.99']) {
        for (const mode of ['live', 'submit'] as const) {
          const message = rules.checkField('amount', amount, mode, { currency });
          assert.match(message ?? '', /^Amount must be at least /, `${form.route} ${currency} ${amount} ${mode}`);
        }
      }
      const floor = String(floorFor(form.minimums, currency));
      assert.is(rules.checkField('amount', floor, 'submit', { currency }), undefined, `${form.route} ${currency} ${floor}`);
    }
  }
});

test('a currency the org file lists no minimum for takes one whole unit, in the spec words', async () => {
  const grid = (await typedAmountForms()).find((form) => form.kind === 'standard-grid' && form.currencies.includes('EUR'));
  assert.ok(grid, 'a standard grid form offering EUR');
  const rules = rulesFor(grid!, english);
  assert.is(floorFor(grid!.minimums, 'EUR'), DEFAULT_MIN_AMOUNT);
  assert.is(rules.checkField('amount', '0.5', 'submit', { currency: 'EUR' }), 'Amount must be at least 1 EUR.');
  if (grid!.currencies.includes('USD')) {
    assert.is(rules.checkField('amount', '0.5', 'submit', { currency: 'USD' }), 'Amount must be at least $1 for USD.');
  }
  assert.is(rules.checkField('amount', '1', 'submit', { currency: 'EUR' }), undefined);
});

test("the spec's minimums are unchanged: PKR 500 on submit for the donation page, live only on the zakat forms", async () => {
  const forms = await typedAmountForms();
  const donation = forms.find((form) => form.route === '/merchantform/DarUlSukoon/Donation')!;
  assert.is(rulesFor(donation, english).checkField('amount', '499', 'submit', { currency: 'PKR' }), 'Amount must be at least 500 PKR.');
  assert.is(rulesFor(donation, english).checkField('amount', '4.99', 'submit', { currency: 'USD' }), 'Amount must be at least $5 for USD.');
  const zakat = forms.find((form) => form.route === '/merchantform/JTQ/Zakat')!;
  assert.is(rulesFor(zakat, english).checkField('amount', '100', 'live', { currency: 'PKR' }), 'Amount must be at least 500 PKR.');
  assert.is(rulesFor(zakat, english).checkField('amount', '100', 'submit', { currency: 'PKR' }), undefined);
});

test.run();
