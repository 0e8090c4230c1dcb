/**
 * A form kind: the schema and the facts of the zakat forms. Variant `summary`: a quote in the header, the
 * currency beside the amount, donor fields, a donation summary, 'Donate Now' and a note about the payment
 * page. Variant `plain`: a grid with Submit and a link to a currency-rates site. Minimums are checked as
 * the donor types; the submit check only asks that the amount be there.
 */
import { Type } from '@sinclair/typebox';
import { purposeOfDonationSchema, quoteSchema, ratesLinkSchema } from '../../schema/donor-form-parts.ts';
import { phoneSchema } from '../../schema/field-parts.ts';
import {
  accountKeySchema,
  currencyProperties,
  descriptionSchema,
  kindSchema,
  lookProperties,
  routeSchema,
  titleSchema,
  typedAmountAfterOrderProperties,
} from '../../schema/form-parts.ts';
import { stringEnum, strictObject } from '../../schema/schema-builders.ts';
import type { KindDefinition } from '../../kinds.ts';
import type { ZakatFormDef } from '../../types.ts';
import { oneAccount } from '../kind-parts.ts';
import { zakatFormFields } from './rules.ts';
import { checkZakatForm } from './checks.ts';

export const zakatFormSchema = strictObject(
  {
    kind: kindSchema('zakat-form'),
    variant: stringEnum(
      ['summary', 'plain'],
      "summary: a header quote, the currency beside the amount, a donation summary and 'Donate Now'. plain: a grid with Submit and a link to a rates site.",
    ),
    route: routeSchema('/merchantform/JTQ/Zakat'),
    title: titleSchema(),
    description: descriptionSchema,
    account: accountKeySchema(),
    ...lookProperties,
    ...currencyProperties('[PKR, USD]'),
    phone: phoneSchema,
    purposeOfDonation: purposeOfDonationSchema,
    quote: Type.Optional({ ...quoteSchema, description: 'The header quote; shown by the summary variant only.' }),
    ratesLink: Type.Optional({ ...ratesLinkSchema, description: 'A link to a currency-rates site; shown by the plain variant only.' }),
    ...typedAmountAfterOrderProperties,
  },
  'A zakat form: currency and amount with minimums checked as the donor types, name, email, phone, address.',
);

/**
 * Its entry of the kinds table (`orgs/kinds.ts`): how it pays, what its payments are called, its fields,
 * checks, accounts and template.
 */
export const zakatFormKind = {
  schema: zakatFormSchema,
  payment: 'order',
  paymentName: 'zakat',
  formAction: 'checkout',
  fields: zakatFormFields,
  checks: checkZakatForm,
  accounts: oneAccount,
  template: 'templates/ZakatForm.tsx',
} satisfies KindDefinition<ZakatFormDef>;
