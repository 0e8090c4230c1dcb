/**
 * Schemas of the parts the donation page, zakat form and campaign form are built from: the properties
 * every payment form has (route, account, theme, currencies, callback, largest amount) and the ones of
 * these kinds (per-currency minimums, the currency-rate widget, the header quote, the rates link, and
 * options that pick an account).
 */
import type { JSONSchemaType } from 'ajv';
import type { AccountOptionDef, AmountMinimumDef, CurrencyCode, CurrencyWidgetDef, QuoteDef } from '../types.ts';
import { currencyCodes } from './currency-codes.ts';
import { text } from './form-parts.ts';
import { optional } from './optional.ts';
import { patterns } from './patterns.ts';

/** The `route` property; `example` is a route of this kind, e.g. /merchantform/JTQ/Zakat. */
export function routeSchema(example: string) {
  return {
    type: 'string' as const,
    pattern: patterns.route.pattern,
    description: `Public path of the page, e.g. ${example}. Unique across all org files.`,
  };
}

export function accountKeySchema(description: string) {
  return { type: 'string' as const, pattern: patterns.id.pattern, description };
}

export const themeSchema: JSONSchemaType<'light' | 'dark'> = {
  type: 'string',
  enum: ['light', 'dark'],
  description: 'Colour scheme of the page.',
};

/** The `currencies` list; `example` as YAML, e.g. [PKR, USD]. */
export function currenciesSchema(example: string): JSONSchemaType<CurrencyCode[]> {
  return {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: { type: 'string', enum: currencyCodes, description: 'An ISO 4217 currency code.' },
    description: `Currencies the donor can choose, in display order, e.g. ${example}.`,
  };
}

export const defaultCurrencySchema = optional({
  type: 'string' as const,
  enum: currencyCodes,
  description: 'Currency preselected when the page opens; one of `currencies`. Absent: the donor chooses.',
});

export const callbackSchema = optional({
  type: 'string' as const,
  pattern: patterns.callback.pattern,
  description:
    'Where the gateway sends the donor after paying: thank-you (the built thank-you page) or an absolute URL. Absent: no callback.',
});

export const maxAmountSchema = optional({
  type: 'number' as const,
  exclusiveMinimum: 0,
  description: 'Largest amount accepted, in major units of the chosen currency (e.g. 1000000 means PKR 1,000,000).',
});

export const purposeOfDonationSchema = text(
  'What BillDetail01.purposeOfDonation says on every order of this form, e.g. Zakat or Donation.',
  60,
);

const minimumSchema: JSONSchemaType<AmountMinimumDef> = {
  type: 'object',
  description: 'The smallest amount the form takes in one currency.',
  additionalProperties: false,
  required: ['currency', 'amount'],
  properties: {
    currency: { type: 'string', enum: currencyCodes, description: 'The currency, one of `currencies`, e.g. PKR.' },
    amount: { type: 'number', exclusiveMinimum: 0, description: 'The minimum in major units of the currency, e.g. 500.' },
    placeholder: optional(text("Hint in the empty amount box while this currency is chosen, e.g. 'Minimum Amount RS 500'.", 60)),
  },
};

export const minimumsSchema: JSONSchemaType<AmountMinimumDef[]> = {
  type: 'array',
  items: minimumSchema,
  description: 'The smallest amount per currency, e.g. PKR 500 and USD 5; a currency not listed has no minimum.',
};

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
