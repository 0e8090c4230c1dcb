/** Schema of the donation and zakat pages (spec section 2): banner, donor fields, currency, amount, rate widget. */
import type { JSONSchemaType } from 'ajv';
import type { DonationPageFormDef } from '../types.ts';
import {
  accountKeySchema,
  callbackSchema,
  currenciesSchema,
  currencyWidgetSchema,
  defaultCurrencySchema,
  maxAmountSchema,
  minimumsSchema,
  purposeOfDonationSchema,
  routeSchema,
  themeSchema,
} from './donor-form-parts.ts';
import { logoSchema, phoneSchema, submitFlowSchema, text } from './form-parts.ts';
import { optional } from './optional.ts';

export const donationPageSchema: JSONSchemaType<DonationPageFormDef> = {
  type: 'object',
  description:
    'A donation (or zakat) page: banner, heading, name, email, phone, address, currency, amount with minimums, and a currency-rate widget.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'account', 'theme', 'logo', 'currencies', 'minimums', 'phone', 'purposeOfDonation'],
  properties: {
    kind: { type: 'string', const: 'donation-page', description: 'The form kind: donation-page.' },
    route: routeSchema('/merchantform/DarUlSukoon/Donation'),
    title: text('Heading shown under the banner, e.g. Donation or Zakat.', 120),
    account: accountKeySchema('Key of the merchant account in `accounts` that receives these payments.'),
    theme: themeSchema,
    logo: { ...logoSchema, description: 'The banner across the top of the page (an image in orgs/, e.g. assets/darulsukoon-banner.svg).' },
    currencies: currenciesSchema('[PKR, USD, EUR, GBP, CAD, AUD, AED]'),
    defaultCurrency: defaultCurrencySchema,
    minimums: minimumsSchema,
    phone: phoneSchema,
    purposeOfDonation: purposeOfDonationSchema,
    currencyWidget: optional(currencyWidgetSchema),
    callback: callbackSchema,
    maxAmount: maxAmountSchema,
    submitFlow: optional(submitFlowSchema),
  },
};
