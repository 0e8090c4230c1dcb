/** Schema of the associates form (spec sections 2, 3): national ID, international phone and country. */
import type { JSONSchemaType } from 'ajv';
import type { AssociatesFormDef, InternationalPhoneDef, OptionDef } from '../types.ts';
import {
  accountKeySchema,
  callbackSchema,
  currenciesSchema,
  defaultCurrencySchema,
  maxAmountSchema,
  routeSchema,
  themeSchema,
} from './donor-form-parts.ts';
import { logoSchema, optionSchema, purposeSchema, submitFlowSchema, text } from './form-parts.ts';
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
  description:
    'The associates form: full name, email, CNIC/NICOP number, international phone, purpose, currency, amount and country.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'account', 'theme', 'phone', 'purpose', 'currencies', 'countries'],
  properties: {
    kind: { type: 'string', const: 'associates', description: 'The form kind: associates.' },
    route: routeSchema('/merchantform/zubari-associate'),
    title: text('Heading shown above the form.', 120),
    account: accountKeySchema('Key of the merchant account in `accounts` that receives these payments.'),
    theme: themeSchema,
    logo: optional(logoSchema),
    phone: internationalPhoneSchema,
    purpose: purposeSchema,
    currencies: currenciesSchema('[PKR, USD, GBP, AED]'),
    defaultCurrency: defaultCurrencySchema,
    countries: countriesSchema,
    callback: callbackSchema,
    maxAmount: maxAmountSchema,
    submitFlow: optional(submitFlowSchema),
  },
};
