/**
 * A form kind: the schema and the facts of the multi-step donation forms: the secure donation wizard, the
 * second multi-step form with its address step, and the donation widget with its category select. Step 1
 * chooses the gift, step 2 asks the donor's details; the purpose picks the merchant account on the server
 * (e.g. Zakat -> the Zakat merchant).
 */
import { Type } from '@sinclair/typebox';
import { accountOptionSchema } from '../../schema/donor-form-parts.ts';
import { optionSchema } from '../../schema/field-parts.ts';
import { currencyProperties, headProperties, lookProperties, text, typedAmountAfterOrderProperties } from '../../schema/form-parts.ts';
import { stringEnum, strictObject } from '../../schema/schema-builders.ts';
import type { KindDefinition } from '../../kinds.ts';
import type { DonationWizardFormDef } from '../../types.ts';
import { distinct } from '../kind-parts.ts';
import { donationWizardFields } from './rules.ts';
import { checkDonationWizard } from './checks.ts';

function options(description: string) {
  return Type.Array(optionSchema, { minItems: 1, description });
}

/** The address part of the details step: address, country, province, zip code, city. */
export const wizardAddressSchema = strictObject(
  {
    countries: options('The country select, in display order; the first is preselected, e.g. [Pakistan].'),
    provinces: options('The province select, in display order, e.g. Sindh, Punjab, Balochistan, KPK.'),
  },
  'The address fields of step 2: address, country, province, zip code and city.',
);

/** The details-step fields an org file may make required (first name, last name and email always are). */
export const wizardDetailFieldSchema = stringEnum(
  ['contactNumber', 'address', 'province', 'zipCode', 'city'],
  'A step-2 field; address, province, zipCode and city need `address`.',
);

export const donationWizardSchema = strictObject(
  {
    ...headProperties('donation-wizard', '/merchantform/akbar-kare'),
    ...lookProperties,
    category: Type.Optional(
      strictObject(
        {
          label: text('Label of the select, e.g. Category.', 60),
          options: options('The categories, in display order, e.g. Early Intervention.'),
          default: Type.Optional(text('Preselected category, one of the option values. Absent: the donor chooses.', 100)),
        },
        'The category select of step 1, sent as educationType. Leave out for a form without one.',
      ),
    ),
    ...currencyProperties('[PKR, USD, AED]'),
    presetAmounts: Type.Array(Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'A whole amount, e.g. 1000.' }), {
      minItems: 1,
      uniqueItems: true,
      description: 'The preset amount buttons in the chosen currency, in display order, e.g. [100, 1000, 2000]. Other is always offered.',
    }),
    purposes: Type.Array(accountOptionSchema, {
      minItems: 1,
      description: 'The purpose buttons (sent as donationPurpose), each with its merchant account, e.g. General and Zakat.',
    }),
    defaultPurpose: Type.Optional(text('Preselected purpose, one of the purpose values, e.g. General. Absent: the donor chooses.', 100)),
    address: Type.Optional(wizardAddressSchema),
    requiredDetails: Type.Optional(
      Type.Array(wizardDetailFieldSchema, {
        uniqueItems: true,
        description: 'Step-2 fields the donor must fill besides first name, last name and email. Default: none.',
      }),
    ),
    ...typedAmountAfterOrderProperties,
  },
  'A two-step donation form: step 1 the gift (category, Give Once, currency, amount, purpose), step 2 the donor (name, email, contact number, address).',
);

/**
 * Its entry of the kinds table (`orgs/kinds.ts`): how it pays, what its payments are called, its fields,
 * checks, accounts and template.
 */
export const donationWizardKind = {
  schema: donationWizardSchema,
  payment: 'order',
  paymentName: 'donation',
  formAction: 'checkout',
  fields: donationWizardFields,
  checks: checkDonationWizard,
  // The purpose decides: e.g. Zakat -> the org's Zakat merchant.
  accounts: (form) => distinct(form.purposes.map((purpose) => purpose.account)),
  template: 'templates/DonationWizardForm.tsx',
} satisfies KindDefinition<DonationWizardFormDef>;
