/**
 * Schema of the multi-step donation forms: the secure donation wizard, the
 * second multi-step form with its address step, and the donation widget with its category select.
 */
import type { JSONSchemaType } from 'ajv';
import type { DonationWizardFormDef, WizardAddressDef } from '../types.ts';
import { accountOptionSchema } from './donor-form-parts.ts';
import { optionSchema } from './field-parts.ts';
import { currencyProperties, headProperties, lookProperties, text, typedAmountAfterOrderProperties } from './form-parts.ts';
import { optional } from './optional.ts';

function options(description: string) {
  return { type: 'array' as const, minItems: 1, items: optionSchema, description };
}

const addressSchema: JSONSchemaType<WizardAddressDef> = {
  type: 'object',
  description: 'The address fields of step 2: address, country, province, zip code and city.',
  additionalProperties: false,
  required: ['countries', 'provinces'],
  properties: {
    countries: options('The country select, in display order; the first is preselected, e.g. [Pakistan].'),
    provinces: options('The province select, in display order, e.g. Sindh, Punjab, Balochistan, KPK.'),
  },
};

export const donationWizardSchema: JSONSchemaType<DonationWizardFormDef> = {
  type: 'object',
  description:
    'A two-step donation form: step 1 the gift (category, Give Once, currency, amount, purpose), step 2 the donor (name, email, contact number, address).',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'theme', 'currencies', 'presetAmounts', 'purposes'],
  properties: {
    ...headProperties('donation-wizard', '/merchantform/akbar-kare'),
    ...lookProperties,
    category: optional({
      type: 'object',
      description: 'The category select of step 1, sent as educationType. Leave out for a form without one.',
      additionalProperties: false,
      required: ['label', 'options'],
      properties: {
        label: text('Label of the select, e.g. Category.', 60),
        options: options('The categories, in display order, e.g. Early Intervention.'),
        default: optional(text('Preselected category, one of the option values. Absent: the donor chooses.', 100)),
      },
    }),
    ...currencyProperties('[PKR, USD, AED]'),
    presetAmounts: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'integer', minimum: 1, maximum: 10_000_000, description: 'A whole amount, e.g. 1000.' },
      description: 'The preset amount buttons in the chosen currency, in display order, e.g. [100, 1000, 2000]. Other is always offered.',
    },
    purposes: {
      type: 'array',
      minItems: 1,
      items: accountOptionSchema,
      description: 'The purpose buttons (sent as donationPurpose), each with its merchant account, e.g. General and Zakat.',
    },
    defaultPurpose: optional(text('Preselected purpose, one of the purpose values, e.g. General. Absent: the donor chooses.', 100)),
    address: optional(addressSchema),
    requiredDetails: optional({
      type: 'array',
      uniqueItems: true,
      items: {
        type: 'string',
        enum: ['contactNumber', 'address', 'province', 'zipCode', 'city'],
        description: 'A step-2 field; address, province, zipCode and city need `address`.',
      },
      description: 'Step-2 fields the donor must fill besides first name, last name and email. Default: none.',
    }),
    ...typedAmountAfterOrderProperties,
  },
};
