/**
 * Schemas of the parts of the donation page, zakat form, campaign form and wizards: the purpose the org
 * file fixes, the currency-rate widget, the header quote, the rates link, and
 * options that pick an account.
 */
import type { JSONSchemaType } from 'ajv';
import type { AccountOptionDef, CurrencyWidgetDef, QuoteDef } from '../types.ts';
import { accountKeySchema, text } from './form-parts.ts';
import { optional } from './optional.ts';
import { patterns } from './patterns.ts';

export const purposeOfDonationSchema = text(
  'What BillDetail01.purposeOfDonation says on every order of this form, e.g. Zakat or Donation.',
  60,
);

export const currencyWidgetSchema: JSONSchemaType<CurrencyWidgetDef> = {
  type: 'object',
  description:
    "A third-party currency-rate widget, loaded once the page is ready; the page works without it. Its host must be allowed by the pages' Content-Security-Policy.",
  additionalProperties: false,
  required: ['scriptUrl', 'title'],
  properties: {
    scriptUrl: {
      type: 'string',
      pattern: patterns.httpsUrl.pattern,
      description: "The provider's script, an https URL.",
    },
    title: text('Heading above the rates, e.g. Currency rates.', 60),
    containerId: optional({
      type: 'string',
      pattern: patterns.htmlId.pattern,
      description: "Id of the element the provider's script fills. Default: currency-widget.",
    }),
  },
};

export const quoteSchema: JSONSchemaType<QuoteDef> = {
  type: 'object',
  description: 'A short quotation shown in the header, with its source.',
  additionalProperties: false,
  required: ['text', 'source'],
  properties: {
    text: text('The quotation, without quotation marks.', 400),
    source: text('Where it comes from, e.g. Al-Baqarah 2:261.', 100),
  },
};

export const ratesLinkSchema: JSONSchemaType<{ url: string; label: string }> = {
  type: 'object',
  description: 'A link to a site with current currency rates.',
  additionalProperties: false,
  required: ['url', 'label'],
  properties: {
    url: { type: 'string', pattern: patterns.httpUrl.pattern, description: 'Address of the rates site.' },
    label: text('Text of the link, e.g. Check today’s currency rates.', 100),
  },
};

export const accountOptionSchema: JSONSchemaType<AccountOptionDef> = {
  type: 'object',
  description: 'One choice of a select list that also decides which merchant account is paid.',
  additionalProperties: false,
  required: ['value', 'account'],
  properties: {
    value: text('What the form sends when this choice is picked, e.g. Zakat. Unique within the list.', 100),
    label: optional(text('What the donor reads. Default: the value.', 100)),
    account: accountKeySchema('Key of the merchant account in `accounts` paid when this choice is made, e.g. zakat.'),
  },
};
