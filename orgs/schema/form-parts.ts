/**
 * Schemas of the properties form definitions share: what every page has (kind,
 * route, title, description, theme, logo) and what every payment form may have (account, currencies, callback,
 * smallest and largest amounts, submit flow).
 */
import { Type } from '@sinclair/typebox';
import { DEFAULT_MAX_AMOUNT } from '../rules/amount-maximum.ts';
import { DEFAULT_MIN_AMOUNT } from '../rules/amount-minimum.ts';
import { currencyCodeSchema } from './currency-codes.ts';
import { patterns } from './patterns.ts';
import { stringEnum, strictObject } from './schema-builders.ts';

/** A non-empty piece of text of at most `maxLength` characters, e.g. a label or a heading. */
export function text(description: string, maxLength = 200) {
  return Type.String({ minLength: 1, maxLength, description });
}

/** The `kind` property, the constant that tells the form kinds apart, e.g. standard-grid. */
export function kindSchema<K extends string>(kind: K) {
  return Type.Literal(kind, { description: `The form kind: ${kind}.` });
}

/** The `route` property; `example` is a route of this kind, e.g. /merchantform/JTQ/Zakat. */
export function routeSchema(example: string) {
  return Type.String({
    pattern: patterns.route.pattern,
    description: `Public path of the page, e.g. ${example}. Unique across all org files.`,
  });
}

/** The `title` property: the heading of the page; default description 'Heading shown above the form.'. */
export function titleSchema(description = 'Heading shown above the form.') {
  return text(description, 120);
}

/**
 * The `description` property: what search results and shared links (WhatsApp, Facebook) say of the page.
 * A form's text like its title, so its Urdu comes from `translations.ur`.
 */
export const descriptionSchema = Type.Optional(
  text(
    "One or two sentences that search results and shared links show under the page's title, e.g. Renew your membership of the chamber online. Absent: the title and the organisation's name, and on a form that takes a payment, that it is paid securely through PayPro. Search engines cut it after about 155 characters.",
    160,
  ),
);

export const themeSchema = stringEnum(['light', 'dark'], 'Colour scheme of the page.');

/** An image of the page: `src` relative to the orgs/ folder, `alt` read out in its place. */
export const logoSchema = logo('Logo shown above the form.');

/** `logoSchema` with another editor hint, e.g. for a banner. */
export function logo(description: string) {
  return strictObject(
    {
      src: Type.String({
        pattern: patterns.assetPath.pattern,
        description: 'Image file relative to the orgs/ folder, e.g. assets/ndf-logo.svg.',
      }),
      alt: text('Text read out in place of the image, e.g. NDF logo.', 100),
    },
    description,
  );
}

/** The key of a merchant account in `accounts`; `description` says which payments it receives. */
export function accountKeySchema(description = 'Key of the merchant account in `accounts` that receives these payments.') {
  return Type.String({ pattern: patterns.id.pattern, description });
}

/** The `currencies` list; `example` as YAML, e.g. [PKR, USD]. */
function currenciesSchema(example: string) {
  return Type.Array(currencyCodeSchema('An ISO 4217 currency code.'), {
    minItems: 1,
    uniqueItems: true,
    description: `Currencies the donor can choose, in display order, e.g. ${example}.`,
  });
}

const defaultCurrencySchema = Type.Optional(
  currencyCodeSchema('Currency preselected when the page opens; one of `currencies`. Absent: the donor chooses.'),
);

/**
 * The `callback` property; `payer` is who the gateway sends back, e.g. donor or member. Its value is
 * `thank-you` (the org's built thank-you page) or an absolute http(s) URL.
 */
export function callbackSchema(payer = 'donor') {
  return Type.Optional(
    Type.String({
      pattern: patterns.callback.pattern,
      description:
        `Where the gateway sends the ${payer} after paying: thank-you (the built thank-you page) or an absolute URL. ` +
        'Absent: no callback.',
    }),
  );
}

const maxAmountSchema = Type.Optional(
  Type.Number({
    exclusiveMinimum: 0,
    description:
      'Largest amount a donor may type, in major units of the chosen currency (e.g. 1000000 means PKR 1,000,000 ' +
      `or USD 1,000,000); the page and the proxy refuse more. Absent: ${DEFAULT_MAX_AMOUNT}.`,
  }),
);

/** The smallest amount a form takes in one currency (PKR 500, USD 5), with the hint of the empty amount box. */
export const minimumSchema = strictObject(
  {
    currency: currencyCodeSchema('The currency, one of `currencies`, e.g. PKR.'),
    amount: Type.Number({ exclusiveMinimum: 0, description: 'The minimum in major units of the currency, e.g. 500.' }),
    placeholder: Type.Optional(text("Hint in the empty amount box while this currency is chosen, e.g. 'Minimum Amount RS 500'.", 60)),
  },
  'The smallest amount the form takes in one currency.',
);

const minimumsSchema = Type.Optional(
  Type.Array(minimumSchema, {
    description:
      'The smallest amount per currency, e.g. PKR 500 and USD 5, checked on the page and by the proxy. ' +
      `A currency not listed takes at least ${DEFAULT_MIN_AMOUNT} (one whole unit).`,
  }),
);

/** How an order form's page behaves once the proxy has answered; every property optional, the defaults are the standard flow. */
export const submitFlowSchema = strictObject(
  {
    redirectText: Type.Optional(text("Popup text before the donor is sent to pay. Default: 'Redirecting to Marketplace'.", 100)),
    popupMs: Type.Optional(
      Type.Integer({
        minimum: 500,
        maximum: 10000,
        description: 'How long the success and gateway-error popups show, in milliseconds. Default: 1500.',
      }),
    ),
    redirectAfterMs: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 10000,
        description: 'Milliseconds from the success popup to the redirect. Default: 1500.',
      }),
    ),
    clearAfterRedirect: Type.Optional(Type.Boolean({ description: 'Empty the form once the redirect has started. Default: false.' })),
  },
  'What the page does after the order is created; leave out for the standard behaviour.',
);

/**
 * The properties that open a form definition: kind, route, title and description (see `kindSchema`,
 * `routeSchema`, `titleSchema`, `descriptionSchema`).
 */
export function headProperties<K extends string>(kind: K, routeExample: string, title?: string) {
  return { kind: kindSchema(kind), route: routeSchema(routeExample), title: titleSchema(title), description: descriptionSchema };
}

/** The page's look: its colour scheme and the optional logo. */
export const lookProperties = { theme: themeSchema, logo: Type.Optional(logoSchema) };

/** The currency choice: the offered currencies (`example` as YAML, e.g. [PKR, USD]) and the preselected one. */
export function currencyProperties(example: string) {
  return { currencies: currenciesSchema(example), defaultCurrency: defaultCurrencySchema };
}

/** What a payment form says about after the order: where the donor comes back, and the submit flow. */
export const afterOrderProperties = { callback: callbackSchema(), submitFlow: Type.Optional(submitFlowSchema) };

/**
 * `afterOrderProperties` with the smallest and largest amounts between them, for the forms where the
 * donor types the amount.
 */
export const typedAmountAfterOrderProperties = {
  callback: callbackSchema(),
  minimums: minimumsSchema,
  maxAmount: maxAmountSchema,
  submitFlow: Type.Optional(submitFlowSchema),
};
