/** Schema of the standard grid form (trust, foundation, school, welfare, fixit style), spec section 2. */
import type { JSONSchemaType } from 'ajv';
import type { StandardGridFormDef } from '../types.ts';
import { currencyCodes } from './currency-codes.ts';
import { logoSchema, phoneSchema, purposeSchema, submitFlowSchema, text } from './form-parts.ts';
import { optional } from './optional.ts';
import { patterns } from './patterns.ts';

export const standardGridSchema: JSONSchemaType<StandardGridFormDef> = {
  type: 'object',
  description: 'A standard grid form: name, email, phone, address, amount, currency, purpose, comments.',
  additionalProperties: false,
  required: ['kind', 'route', 'title', 'account', 'theme', 'nameLabel', 'currencies', 'purpose', 'phone'],
  properties: {
    kind: { type: 'string', const: 'standard-grid', description: 'The form kind: standard-grid.' },
    route: {
      type: 'string',
      pattern: patterns.route.pattern,
      description: 'Public path of the page, e.g. /merchantform/jhrtrust. Unique across all org files.',
    },
    title: text('Heading shown above the form.', 120),
    account: {
      type: 'string',
      pattern: patterns.id.pattern,
      description: 'Key of the merchant account in `accounts` that receives these payments.',
    },
    theme: { type: 'string', enum: ['light', 'dark'], description: 'Colour scheme of the page.' },
    logo: optional(logoSchema),
    nameLabel: text('Label of the name field, e.g. Name or Name / Organization.', 60),
    currencies: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', enum: currencyCodes, description: 'An ISO 4217 currency code.' },
      description: 'Currencies the donor can choose, in display order, e.g. [PKR, USD, AED].',
    },
    defaultCurrency: optional({
      type: 'string',
      enum: currencyCodes,
      description: 'Currency preselected when the page opens; one of `currencies`. Absent: the donor chooses.',
    }),
    purpose: purposeSchema,
    phone: phoneSchema,
    callback: optional({
      type: 'string',
      pattern: patterns.callback.pattern,
      description:
        'Where the gateway sends the donor after paying: thank-you (the built thank-you page) or an absolute URL. Absent: no callback.',
    }),
    maxAmount: optional({
      type: 'number',
      exclusiveMinimum: 0,
      description: 'Largest amount accepted, in major units of the chosen currency (e.g. 1000000 means PKR 1,000,000).',
    }),
    submitFlow: optional(submitFlowSchema),
  },
};
