/**
 * Schema of the donation and zakat pages: banner, heading, name, email, phone, address, currency,
 * amount with per-currency minimums, and the currency-rate widget.
 */
import { Type } from '@sinclair/typebox';
import { currencyWidgetSchema, purposeOfDonationSchema } from './donor-form-parts.ts';
import { phoneSchema } from './field-parts.ts';
import { accountKeySchema, currencyProperties, headProperties, logo, themeSchema, typedAmountAfterOrderProperties } from './form-parts.ts';
import { strictObject } from './schema-builders.ts';

export const donationPageSchema = strictObject(
  {
    ...headProperties('donation-page', '/merchantform/DarUlSukoon/Donation', 'Heading shown under the banner, e.g. Donation or Zakat.'),
    account: accountKeySchema(),
    theme: themeSchema,
    logo: logo('The banner across the top of the page (an image in orgs/, e.g. assets/darulsukoon-banner.svg).'),
    ...currencyProperties('[PKR, USD, EUR, GBP, CAD, AUD, AED]'),
    phone: phoneSchema,
    purposeOfDonation: purposeOfDonationSchema,
    currencyWidget: Type.Optional(currencyWidgetSchema),
    ...typedAmountAfterOrderProperties,
  },
  'A donation (or zakat) page: banner, heading, name, email, phone, address, currency, amount with minimums, and a currency-rate widget.',
);
