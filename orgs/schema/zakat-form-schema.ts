/** Schema of the zakat forms (spec section 2): the summary variant and the plain grid variant. */
import type { JSONSchemaType } from 'ajv';
import type { ZakatFormDef } from '../types.ts';
import {
  accountKeySchema,
  callbackSchema,
  currenciesSchema,
  defaultCurrencySchema,
  maxAmountSchema,
  minimumsSchema,
  purposeOfDonationSchema,
  quoteSchema,
  ratesLinkSchema,
  routeSchema,
  themeSchema,
} from './donor-form-parts.ts';
import { logoSchema, phoneSchema, submitFlowSchema, text } from './form-parts.ts';
import { optional } from './optional.ts';

export const zakatFormSchema: JSONSchemaType<ZakatFormDef> = {
  type: 'object',
  description: 'A zakat form: currency and amount with minimums checked as the donor types, name, email, phone, address.',
  additionalProperties: false,
  required: ['kind', 'variant', 'route', 'title', 'account', 'theme', 'currencies', 'minimums', 'phone', 'purposeOfDonation'],
  properties: {
    kind: { type: 'string', const: 'zakat-form', description: 'The form kind: zakat-form.' },
    variant: {
      type: 'string',
      enum: ['summary', 'plain'],
      description:
        "summary: a header quote, the currency beside the amount, a donation summary and 'Donate Now'. plain: a grid with Submit and a link to a rates site.",
    },
    route: routeSchema('/merchantform/JTQ/Zakat'),
    title: text('Heading shown above the form.', 120),
    account: accountKeySchema('Key of the merchant account in `accounts` that receives these payments.'),
    theme: themeSchema,
    logo: optional(logoSchema),
    currencies: currenciesSchema('[PKR, USD]'),
    defaultCurrency: defaultCurrencySchema,
    minimums: minimumsSchema,
    phone: phoneSchema,
    purposeOfDonation: purposeOfDonationSchema,
    quote: optional({ ...quoteSchema, description: 'The header quote; shown by the summary variant only.' }),
    ratesLink: optional({ ...ratesLinkSchema, description: 'A link to a currency-rates site; shown by the plain variant only.' }),
    callback: callbackSchema,
    maxAmount: maxAmountSchema,
    submitFlow: optional(submitFlowSchema),
  },
};
