/** Schema of the donation-type and campaign form; the donation type picks the account. */
import type { JSONSchemaType } from 'ajv';
import type { CampaignFormDef } from '../types.ts';
import { accountOptionSchema } from './donor-form-parts.ts';
import { optionSchema, phoneSchema } from './field-parts.ts';
import { currencyProperties, headProperties, lookProperties, text, typedAmountAfterOrderProperties } from './form-parts.ts';

export const campaignFormSchema: JSONSchemaType<CampaignFormDef> = {
  type: 'object',
  description: 'A donation-type and campaign form: name, email, phone, address, amount, currency, donation type, campaign.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'theme', 'currencies', 'phone', 'donationType', 'campaign'],
  properties: {
    ...headProperties('campaign-form', '/merchantform/JTQ/Donation'),
    ...lookProperties,
    ...currencyProperties('[USD, PKR, AED, GBP, EUR]'),
    phone: phoneSchema,
    donationType: {
      type: 'object',
      description: 'The donation type select (field donationType); each choice names the account it pays.',
      additionalProperties: false,
      required: ['label', 'options'],
      properties: {
        label: text('Label of the select, e.g. Donation type.', 60),
        options: { type: 'array', minItems: 1, items: accountOptionSchema, description: 'The choices, in display order.' },
      },
    },
    campaign: {
      type: 'object',
      description: 'The campaign select (field campaign).',
      additionalProperties: false,
      required: ['label', 'options'],
      properties: {
        label: text('Label of the select, e.g. Campaign.', 60),
        options: { type: 'array', minItems: 1, items: optionSchema, description: 'The choices, in display order.' },
      },
    },
    ...typedAmountAfterOrderProperties,
  },
};
