/**
 * The org files of the associates form, the course registration and the fixed-amount forms: their
 * routes and kinds (the routes of orgs/) and the lists, fees and prices of the original forms.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { checkSchema } from '../../orgs/load/schema-findings.ts';
import { listRoutes } from '../../orgs/routes.ts';
import { realKindForm } from './helpers/real-kind-form.ts';

test('the four routes, each on its org with its kind', async () => {
  const orgs = await Promise.all(['zubari-associate', 'bls-course', 'gamcamdeical'].map((only) => loadOrgs(undefined, { only })));
  const rows = listRoutes(orgs.flat().map(({ org }) => org));
  assert.equal(rows, [
    { route: '/bls-course-registration', orgId: 'bls-course', kind: 'course-registration' },
    { route: '/gamcamdeical-dollar', orgId: 'gamcamdeical', kind: 'fixed-amount' },
    { route: '/gamcamdeical-pkr', orgId: 'gamcamdeical', kind: 'fixed-amount' },
    { route: '/merchantform/zubari-associate', orgId: 'zubari-associate', kind: 'associates' },
  ]);
});

test('associates: the purposes and countries of the original forms, the phone defaulting to Pakistan', async () => {
  const { form } = await realKindForm('zubari-associate', 'associates');
  assert.equal(
    form.purpose.options.map((option) => option.value),
    ['Zakat', 'Khairat', 'Sadqa', 'Fitra', 'Scholarship', 'Donation', 'Other'],
  );
  assert.equal(
    form.countries.map((option) => option.value),
    [
      'USA',
      'UK',
      'Pakistan',
      'SaudiArabia',
      'Dubai',
      'Turkey',
      'UAE',
      'Tajikistan',
      'Netherlands',
      'Kuwait',
      'Iran',
      'Denmark',
      'China',
      'Azerbaijan',
    ],
  );
  assert.is(form.phone.defaultCountry, 'PK');
  assert.is(form.phone.submitMessage, 'Mobile Number is required.');
  assert.equal([form.currencies[0], form.defaultCurrency, form.callback], ['PKR', undefined, 'thank-you']);
});

test('course registration: fee PKR 17000, and the instructions name the same fee', async () => {
  const { form } = await realKindForm('bls-course', 'course-registration');
  assert.equal(form.fee, { amount: 17000, currency: 'PKR' });
  assert.ok(form.instructions.some((line) => line.includes('Rs. 17,000') && line.includes('bank deposit')));
  assert.ok(form.instructions.some((line) => /eBook, key and eCard/.test(line)));
  assert.match(form.addressLabel, /hospital/i);
  assert.equal([form.phone.required, form.phone.submitMessage], [true, 'Phone number is required.']);
});

test('fixed-amount forms: USD 20 and PKR 4500', async () => {
  const dollar = await realKindForm('gamcamdeical', 'fixed-amount', '/gamcamdeical-dollar');
  const rupee = await realKindForm('gamcamdeical', 'fixed-amount', '/gamcamdeical-pkr');
  assert.equal(
    [dollar.form.price, rupee.form.price],
    [
      { amount: 20, currency: 'USD' },
      { amount: 4500, currency: 'PKR' },
    ],
  );
});

test('the schema refuses a price written as text and an unknown property of these kinds', async () => {
  const { org } = await realKindForm('gamcamdeical', 'fixed-amount');
  const data = structuredClone(org) as unknown as { forms: Record<string, unknown>[] };
  data.forms[0]!.price = { amount: '20', currency: 'USD' };
  data.forms[1]!.amount = 4500;
  const result = checkSchema(data);
  assert.equal(result.ok ? [] : result.findings.map(({ path, message }) => `${path} ${message}`), [
    '/forms/0/price/amount must be a number',
    "/forms/1 has unknown property 'amount'; remove it, or use one of: kind, route, title, description, account, theme, logo, price, paymentFor, callback, submitFlow",
  ]);
});

test('the schema words a malformed phone country for the maintainer', async () => {
  const { org } = await realKindForm('zubari-associate', 'associates');
  const data = structuredClone(org) as unknown as { forms: { phone: Record<string, unknown> }[] };
  data.forms[0]!.phone.defaultCountry = 'pk';
  const result = checkSchema(data);
  assert.equal(result.ok ? [] : result.findings.map(({ path, message }) => `${path} ${message}`), [
    '/forms/0/phone/defaultCountry must be an ISO 3166-1 alpha-2 country code in capitals, e.g. PK',
  ]);
});

test.run();
