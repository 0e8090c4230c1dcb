/** Schema of the zakat forms: the summary variant and the plain grid variant. */
import type { JSONSchemaType } from 'ajv';
import type { ZakatFormDef } from '../types.ts';
import { purposeOfDonationSchema, quoteSchema, ratesLinkSchema } from './donor-form-parts.ts';
import { phoneSchema } from './field-parts.ts';
import {
  accountKeySchema,
  currencyProperties,
  kindSchema,
  lookProperties,
  routeSchema,
  titleSchema,
  typedAmountAfterOrderProperties,
} from './form-parts.ts';
import { optional } from './optional.ts';

export const zakatFormSchema: JSONSchemaType<ZakatFormDef> = {
  type: 'object',
  description: 'A zakat form: currency and amount with minimums checked as the donor types, name, email, phone, address.',
  additionalProperties: false,
  required: ['kind', 'variant', 'route', 'title', 'account', 'theme', 'currencies', 'phone', 'purposeOfDonation'],
  properties: {
    kind: kindSchema('zakat-form'),
    variant: {
      type: 'string',
      enum: ['summary', 'plain'],
      description:
        "summary: a header quote, the currency beside the amount, a donation summary and 'Donate Now'. plain: a grid with Submit and a link to a rates site.",
    },
    route: routeSchema('/merchantform/JTQ/Zakat'),
    title: titleSchema(),
    account: accountKeySchema(),
    ...lookProperties,
    ...currencyProperties('[PKR, USD]'),
    phone: phoneSchema,
    purposeOfDonation: purposeOfDonationSchema,
    quote: optional({ ...quoteSchema, description: 'The header quote; shown by the summary variant only.' }),
    ratesLink: optional({ ...ratesLinkSchema, description: 'A link to a currency-rates site; shown by the plain variant only.' }),
    ...typedAmountAfterOrderProperties,
  },
};
