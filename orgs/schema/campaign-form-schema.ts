/**
 * Schema of the donation-type and campaign form: name, email, phone, address, amount, currency,
 * donation type and campaign, all required. The donation type picks the merchant account on the server.
 */
import { Type } from '@sinclair/typebox';
import { accountOptionSchema } from './donor-form-parts.ts';
import { optionSchema, phoneSchema } from './field-parts.ts';
import { currencyProperties, headProperties, lookProperties, text, typedAmountAfterOrderProperties } from './form-parts.ts';
import { strictObject } from './schema-builders.ts';

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
