/**
 * Schemas of the properties form definitions share: what every page has (kind,
 * route, title, theme, logo) and what every payment form may have (account, currencies, callback,
 * largest amount, submit flow).
 */
import type { JSONSchemaType } from 'ajv';
import { DEFAULT_MAX_AMOUNT } from '../rules/amount-maximum.ts';
import { DEFAULT_MIN_AMOUNT } from '../rules/amount-minimum.ts';
import type { AmountMinimumDef, CurrencyCode, SubmitFlowDef } from '../types.ts';
import { currencyCodes } from './currency-codes.ts';
import { optional } from './optional.ts';
import { patterns } from './patterns.ts';

/** A non-empty piece of text of at most `maxLength` characters, e.g. a label or a heading. */
export function text(description: string, maxLength = 200) {
  return { type: 'string' as const, minLength: 1, maxLength, description };
}

/** The `kind` property, the constant that tells the form kinds apart, e.g. standard-grid. */
export function kindSchema<K extends string>(kind: K) {
  return { type: 'string' as const, const: kind, description: `The form kind: ${kind}.` };
}

/** The `route` property; `example` is a route of this kind, e.g. /merchantform/JTQ/Zakat. */
export function routeSchema(example: string) {
  return {
    type: 'string' as const,
    pattern: patterns.route.pattern,
    description: `Public path of the page, e.g. ${example}. Unique across all org files.`,
  };
}

/** The `title` property: the heading of the page; default description 'Heading shown above the form.'. */
export function titleSchema(description = 'Heading shown above the form.') {
  return text(description, 120);
}

export const themeSchema: JSONSchemaType<'light' | 'dark'> = {
  type: 'string',
  enum: ['light', 'dark'],
  description: 'Colour scheme of the page.',
};

export const logoSchema: JSONSchemaType<{ src: string; alt: string }> = {
  type: 'object',
  description: 'Logo shown above the form.',
  additionalProperties: false,
  required: ['src', 'alt'],
  properties: {
    src: {
      type: 'string',
      pattern: patterns.assetPath.pattern,
      description: 'Image file relative to the orgs/ folder, e.g. assets/ndf-logo.svg.',
    },
    alt: text('Text read out in place of the image, e.g. NDF logo.', 100),
  },
};

/** The key of a merchant account in `accounts`; `description` says which payments it receives. */
export function accountKeySchema(description = 'Key of the merchant account in `accounts` that receives these payments.') {
  return { type: 'string' as const, pattern: patterns.id.pattern, description };
}

/** The `currencies` list; `example` as YAML, e.g. [PKR, USD]. */
function currenciesSchema(example: string): JSONSchemaType<CurrencyCode[]> {
  return {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: { type: 'string', enum: currencyCodes, description: 'An ISO 4217 currency code.' },
    description: `Currencies the donor can choose, in display order, e.g. ${example}.`,
  };
}

const defaultCurrencySchema = optional({
  type: 'string' as const,
  enum: currencyCodes,
  description: 'Currency preselected when the page opens; one of `currencies`. Absent: the donor chooses.',
});

/** The `callback` property; `payer` is who the gateway sends back, e.g. donor or member. */
export function callbackSchema(payer = 'donor') {
  return optional({
    type: 'string' as const,
    pattern: patterns.callback.pattern,
    description:
      `Where the gateway sends the ${payer} after paying: thank-you (the built thank-you page) or an absolute URL. ` +
      'Absent: no callback.',
  });
}

const maxAmountSchema = optional({
  type: 'number' as const,
  exclusiveMinimum: 0,
  description:
    'Largest amount a donor may type, in major units of the chosen currency (e.g. 1000000 means PKR 1,000,000 ' +
    `or USD 1,000,000); the page and the proxy refuse more. Absent: ${DEFAULT_MAX_AMOUNT}.`,
});

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

const minimumsSchema = optional<JSONSchemaType<AmountMinimumDef[]>>({
  type: 'array',
  items: minimumSchema,
  description:
    'The smallest amount per currency, e.g. PKR 500 and USD 5, checked on the page and by the proxy. ' +
    `A currency not listed takes at least ${DEFAULT_MIN_AMOUNT} (one whole unit).`,
});

const submitFlowSchema: JSONSchemaType<SubmitFlowDef> = {
  type: 'object',
  description: 'What the page does after the order is created; leave out for the standard behaviour.',
  additionalProperties: false,
  required: [],
  properties: {
    redirectText: optional(text("Popup text before the donor is sent to pay. Default: 'Redirecting to Marketplace'.", 100)),
    popupMs: optional({
      type: 'integer',
      minimum: 500,
      maximum: 10000,
      description: 'How long the success and gateway-error popups show, in milliseconds. Default: 1500.',
    }),
    redirectAfterMs: optional({
      type: 'integer',
      minimum: 0,
      maximum: 10000,
      description: 'Milliseconds from the success popup to the redirect. Default: 1500.',
    }),
    clearAfterRedirect: optional({
      type: 'boolean',
      description: 'Empty the form once the redirect has started. Default: false.',
    }),
  },
};

/** The properties that open a form definition: kind, route and title (see `kindSchema`, `routeSchema`, `titleSchema`). */
export function headProperties<K extends string>(kind: K, routeExample: string, title?: string) {
  return { kind: kindSchema(kind), route: routeSchema(routeExample), title: titleSchema(title) };
}

/** The page's look: its colour scheme and the optional logo. */
export const lookProperties = { theme: themeSchema, logo: optional(logoSchema) };

/** The currency choice: the offered currencies (`example` as YAML, e.g. [PKR, USD]) and the preselected one. */
export function currencyProperties(example: string) {
  return { currencies: currenciesSchema(example), defaultCurrency: defaultCurrencySchema };
}

/** What a payment form says about after the order: where the donor comes back, and the submit flow. */
export const afterOrderProperties = { callback: callbackSchema(), submitFlow: optional(submitFlowSchema) };

/**
 * `afterOrderProperties` with the smallest and largest amounts between them, for the forms where the
 * donor types the amount.
 */
export const typedAmountAfterOrderProperties = {
  callback: callbackSchema(),
  minimums: minimumsSchema,
  maxAmount: maxAmountSchema,
  submitFlow: optional(submitFlowSchema),
};
