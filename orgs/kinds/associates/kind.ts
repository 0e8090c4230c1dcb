/**
 * A form kind: the schema and the facts of the associates form: full name, email, CNIC/NICOP number,
 * international phone, donation purpose, currency, amount with the currency in front, and country. No
 * address, no comments.
 */
import { Type } from '@sinclair/typebox';
import { optionSchema, purposeSchema } from '../../schema/field-parts.ts';
import {
  accountKeySchema,
  currencyProperties,
  headProperties,
  lookProperties,
  text,
  typedAmountAfterOrderProperties,
} from '../../schema/form-parts.ts';
import { patterns } from '../../schema/patterns.ts';
import { strictObject } from '../../schema/schema-builders.ts';
import type { KindDefinition } from '../../kinds.ts';
import type { AssociatesFormDef } from '../../types.ts';
import { oneAccount } from '../kind-parts.ts';
import { associatesFields } from './rules.ts';
import { checkAssociates } from './checks.ts';

/** The international phone input; the page sends the number in E.164 (e.g. `+923001234567`). */
export const internationalPhoneSchema = strictObject(
  {
    label: text('Label of the field, e.g. Mobile Number.', 60),
    defaultCountry: Type.String({
      pattern: patterns.countryCode.pattern,
      description: 'ISO 3166-1 alpha-2 code of the country chosen when the page opens, e.g. PK.',
    }),
    placeholder: Type.Optional(text('Hint in the empty number box while the default country is chosen, e.g. 03XXXXXXXXX.', 60)),
    submitMessage: text(
      "Message when the phone is empty on submit, e.g. 'Mobile Number is required.'. While typing the form says 'Phone number is required.'.",
      100,
    ),
  },
  'The international phone input: a country selector with its dial code, and the number. Always required.',
);

const countriesSchema = Type.Array(optionSchema, {
  minItems: 1,
  description: 'The choices of the country select, in display order, e.g. { value: SaudiArabia, label: Saudi Arabia }.',
});

export const associatesSchema = strictObject(
  {
    ...headProperties('associates', '/merchantform/zubari-associate'),
    account: accountKeySchema(),
    ...lookProperties,
    phone: internationalPhoneSchema,
    purpose: purposeSchema,
    ...currencyProperties('[PKR, USD, GBP, AED]'),
    countries: countriesSchema,
    ...typedAmountAfterOrderProperties,
  },
  'The associates form: full name, email, CNIC/NICOP number, international phone, purpose, currency, amount and country.',
);

/**
 * Its entry of the kinds table (`orgs/kinds.ts`): how it pays, what its payments are called, its fields,
 * checks, accounts and template.
 */
export const associatesKind = {
  schema: associatesSchema,
  payment: 'order',
  paymentName: 'donation',
  formAction: 'checkout',
  fields: associatesFields,
  checks: checkAssociates,
  accounts: oneAccount,
  template: 'templates/AssociatesForm.tsx',
} satisfies KindDefinition<AssociatesFormDef>;
