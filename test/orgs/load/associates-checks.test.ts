/** What the loader finds wrong in an associates form beyond the schema (orgs/kinds/associates/checks.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkAssociates } from '../../../orgs/kinds/associates/checks.ts';
import type { AssociatesFormDef } from '../../../orgs/types.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';

let form: AssociatesFormDef;
test.before(async () => {
  ({ form } = await fixtureForm('associates', 'associates'));
});

test('the fixture form has nothing wrong', () => {
  assert.equal(checkAssociates(form, '/forms/0'), []);
});

test('default currency not offered, repeated country, unknown phone country: each found', () => {
  const broken: AssociatesFormDef = {
    ...form,
    currencies: ['PKR', 'USD'],
    defaultCurrency: 'GBP',
    countries: [{ value: 'UK' }, { value: 'Pakistan' }, { value: 'UK', label: 'United Kingdom' }],
    phone: { ...form.phone, defaultCountry: 'XX' },
  };
  assert.equal(checkAssociates(broken, '/forms/0'), [
    { path: '/forms/0/defaultCurrency', message: 'is GBP, which is not in currencies; use one of: PKR, USD' },
    { path: '/forms/0/countries/2/value', message: "repeats the value 'UK' of country 0; country values must be unique" },
    {
      path: '/forms/0/phone/defaultCountry',
      message: 'is XX, which the phone input does not know; use an ISO 3166-1 alpha-2 code such as PK',
    },
  ]);
});

test('a repeated purpose is found', () => {
  const options = [...form.purpose.options, { value: 'Zakat' }];
  const findings = checkAssociates({ ...form, purpose: { ...form.purpose, options } }, '/forms/0');
  assert.equal(findings, [
    {
      path: `/forms/0/purpose/options/${options.length - 1}/value`,
      message: "repeats the value 'Zakat' of option 0; option values must be unique",
    },
  ]);
});

test.run();
