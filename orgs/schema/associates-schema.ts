/** Schema of the associates form: national ID, international phone and country. */
import type { JSONSchemaType } from 'ajv';
import type { AssociatesFormDef, InternationalPhoneDef, OptionDef } from '../types.ts';
import { optionSchema, purposeSchema } from './field-parts.ts';
import {
  accountKeySchema,
  currencyProperties,
  headProperties,
  lookProperties,
  text,
  typedAmountAfterOrderProperties,
} from './form-parts.ts';
import { optional } from './optional.ts';
import { patterns } from './patterns.ts';

const internationalPhoneSchema: JSONSchemaType<InternationalPhoneDef> = {
  type: 'object',
  description: 'The international phone input: a country selector with its dial code, and the number. Always required.',
  additionalProperties: false,
  required: ['label', 'defaultCountry', 'submitMessage'],
  properties: {
    label: text('Label of the field, e.g. Mobile Number.', 60),
    defaultCountry: {
      type: 'string',
      pattern: patterns.countryCode.pattern,
      description: 'ISO 3166-1 alpha-2 code of the country chosen when the page opens, e.g. PK.',
    },
    placeholder: optional(text('Hint in the empty number box while the default country is chosen, e.g. 03XXXXXXXXX.', 60)),
    submitMessage: text(
      "Message when the phone is empty on submit, e.g. 'Mobile Number is required.'. While typing the form says 'Phone number is required.'.",
      100,
    ),
  },
};

const countriesSchema: JSONSchemaType<OptionDef[]> = {
  type: 'array',
  minItems: 1,
  items: optionSchema,
  description: 'The choices of the country select, in display order, e.g. { value: SaudiArabia, label: Saudi Arabia }.',
};

export const associatesSchema: JSONSchemaType<AssociatesFormDef> = {
  type: 'object',
  description: 'The associates form: full name, email, CNIC/NICOP number, international phone, purpose, currency, amount and country.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'account', 'theme', 'phone', 'purpose', 'currencies', 'countries'],
  properties: {
    ...headProperties('associates', '/merchantform/zubari-associate'),
    account: accountKeySchema(),
    ...lookProperties,
    phone: internationalPhoneSchema,
    purpose: purposeSchema,
    ...currencyProperties('[PKR, USD, GBP, AED]'),
    countries: countriesSchema,
    ...typedAmountAfterOrderProperties,
  },
};
