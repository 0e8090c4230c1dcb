/**
 * A form kind: the schema and the facts of the donation and zakat pages: banner, heading, name, email,
 * phone, address, currency, amount with per-currency minimums, and the currency-rate widget.
 */
import { Type } from '@sinclair/typebox';
import { currencyWidgetSchema, purposeOfDonationSchema } from '../../schema/donor-form-parts.ts';
import { phoneSchema } from '../../schema/field-parts.ts';
import {
  accountKeySchema,
  currencyProperties,
  headProperties,
  logo,
  themeSchema,
  typedAmountAfterOrderProperties,
} from '../../schema/form-parts.ts';
import { strictObject } from '../../schema/schema-builders.ts';
import type { KindDefinition } from '../../kinds.ts';
import type { DonationPageFormDef } from '../../types.ts';
import { oneAccount } from '../kind-parts.ts';
import { donationPageFields } from './rules.ts';
import { checkCurrencies } from '../../load/currency-checks.ts';

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

/**
 * Its entry of the kinds table (`orgs/kinds.ts`): how it pays, what its payments are called, its fields,
 * checks, accounts and template.
 */
export const donationPageKind = {
  schema: donationPageSchema,
  payment: 'order',
  paymentName: 'donation',
  formAction: 'checkout',
  fields: donationPageFields,
  // Its only check beyond the schema: the currencies agree (the default one is offered).
  checks: checkCurrencies,
  accounts: oneAccount,
  template: 'templates/DonationPageForm.tsx',
} satisfies KindDefinition<DonationPageFormDef>;
