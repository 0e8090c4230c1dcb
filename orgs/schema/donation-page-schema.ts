/** Schema of the donation and zakat pages: banner, donor fields, currency, amount, rate widget. */
import type { JSONSchemaType } from 'ajv';
import type { DonationPageFormDef } from '../types.ts';
import { currencyWidgetSchema, purposeOfDonationSchema } from './donor-form-parts.ts';
import { phoneSchema } from './field-parts.ts';
import {
  accountKeySchema,
  currencyProperties,
  headProperties,
  logoSchema,
  themeSchema,
  typedAmountAfterOrderProperties,
} from './form-parts.ts';
import { optional } from './optional.ts';

export const donationPageSchema: JSONSchemaType<DonationPageFormDef> = {
  type: 'object',
  description:
    'A donation (or zakat) page: banner, heading, name, email, phone, address, currency, amount with minimums, and a currency-rate widget.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'account', 'theme', 'logo', 'currencies', 'phone', 'purposeOfDonation'],
  properties: {
    ...headProperties('donation-page', '/merchantform/DarUlSukoon/Donation', 'Heading shown under the banner, e.g. Donation or Zakat.'),
    account: accountKeySchema(),
    theme: themeSchema,
    logo: { ...logoSchema, description: 'The banner across the top of the page (an image in orgs/, e.g. assets/darulsukoon-banner.svg).' },
    ...currencyProperties('[PKR, USD, EUR, GBP, CAD, AUD, AED]'),
    phone: phoneSchema,
    purposeOfDonation: purposeOfDonationSchema,
    currencyWidget: optional(currencyWidgetSchema),
    ...typedAmountAfterOrderProperties,
  },
};
