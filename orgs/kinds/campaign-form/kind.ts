/**
 * A form kind: the schema and the facts of the donation-type and campaign form: name, email, phone,
 * address, amount, currency, donation type and campaign, all required. The donation type picks the
 * merchant account on the server.
 */
import { Type } from '@sinclair/typebox';
import { accountOptionSchema } from '../../schema/donor-form-parts.ts';
import { optionSchema, phoneSchema } from '../../schema/field-parts.ts';
import { currencyProperties, headProperties, lookProperties, text, typedAmountAfterOrderProperties } from '../../schema/form-parts.ts';
import { strictObject } from '../../schema/schema-builders.ts';
import type { KindDefinition } from '../../kinds.ts';
import type { CampaignFormDef } from '../../types.ts';
import { distinct } from '../kind-parts.ts';
import { campaignFormFields } from './rules.ts';
import { checkCampaignForm } from './checks.ts';

export const campaignFormSchema = strictObject(
  {
    ...headProperties('campaign-form', '/merchantform/JTQ/Donation'),
    ...lookProperties,
    ...currencyProperties('[USD, PKR, AED, GBP, EUR]'),
    phone: phoneSchema,
    donationType: strictObject(
      {
        label: text('Label of the select, e.g. Donation type.', 60),
        options: Type.Array(accountOptionSchema, { minItems: 1, description: 'The choices, in display order.' }),
      },
      'The donation type select (field donationType); each choice names the account it pays.',
    ),
    campaign: strictObject(
      {
        label: text('Label of the select, e.g. Campaign.', 60),
        options: Type.Array(optionSchema, { minItems: 1, description: 'The choices, in display order.' }),
      },
      'The campaign select (field campaign).',
    ),
    ...typedAmountAfterOrderProperties,
  },
  'A donation-type and campaign form: name, email, phone, address, amount, currency, donation type, campaign.',
);

/**
 * Its entry of the kinds table (`orgs/kinds.ts`): how it pays, what its payments are called, its fields,
 * checks, accounts and template.
 */
export const campaignFormKind = {
  schema: campaignFormSchema,
  payment: 'order',
  paymentName: 'donation',
  formAction: 'checkout',
  fields: campaignFormFields,
  checks: checkCampaignForm,
  // The donation type decides: Zakat -> the zakat account, Donation -> donation.
  accounts: (form) => distinct(form.donationType.options.map((option) => option.account)),
  template: 'templates/CampaignForm.tsx',
} satisfies KindDefinition<CampaignFormDef>;
