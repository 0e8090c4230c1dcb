/**
 * The org file's types are derived from the schema the loader validates with, so one change to a
 * declaration changes both: what the type refuses (the `@ts-expect-error` lines fail `npm run typecheck`
 * the day they stop being errors), ajv refuses too, and what ajv takes, the type takes.
 */
import { Ajv } from 'ajv';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { orgSchema } from '../../orgs/org-schema.ts';
import type { FixedAmountFormDef, Org } from '../../orgs/types.ts';

const validate = new Ajv({ discriminator: true }).compile(orgSchema);

const form: FixedAmountFormDef = {
  kind: 'fixed-amount',
  route: '/membership-fee',
  title: 'Membership fee',
  account: 'fees',
  theme: 'light',
  price: { amount: 20, currency: 'USD' },
};

const org = (forms: unknown[]): Org => ({
  id: 'fixture',
  displayName: 'Fixture',
  accounts: { fees: { label: 'Fees' } },
  forms: forms as Org['forms'],
});

test('a form the type takes is a form the schema takes', () => {
  assert.ok(validate(org([form])), JSON.stringify(validate.errors));
});

test('a property the type does not have is refused by the schema too', () => {
  // @ts-expect-error: a fixed-amount form has no currencies (its price names the currency).
  const withCurrencies: FixedAmountFormDef = { ...form, currencies: ['PKR'] };
  assert.is(validate(org([withCurrencies])), false);
  assert.ok(validate.errors?.some((error) => error.keyword === 'additionalProperties'));
});

test('a currency code outside the schema is a type error and a schema error', () => {
  // @ts-expect-error: INR is not one of the forms' currency codes.
  const inRupees: FixedAmountFormDef = { ...form, price: { amount: 20, currency: 'INR' } };
  assert.is(validate(org([inRupees])), false);
  assert.ok(validate.errors?.some((error) => error.keyword === 'enum' && error.instancePath === '/forms/0/price/currency'));
});

test('a required property is required by the type and by the schema', () => {
  // @ts-expect-error: the title is required.
  const untitled: FixedAmountFormDef = { ...form, title: undefined };
  delete (untitled as Partial<FixedAmountFormDef>).title;
  assert.is(validate(org([untitled])), false);
  assert.ok(validate.errors?.some((error) => error.keyword === 'required'));
});

test.run();
