/**
 * The JSON Schema of an org file (`orgs/<id>.yaml`), declared once with TypeBox
 * (https://github.com/sinclairzx81/typebox): the loader validates with it (ajv), `types.ts` derives the
 * TypeScript types from it (`Static`), and `orgSchemaJson()` writes it as `orgs/org.schema.json`, which
 * each org file names so that editors with a YAML language server show every property's `description`
 * as a hint. `npm run docs:schema` rewrites that file; a test fails while it is stale.
 */
import { type Static, Type } from '@sinclair/typebox';
import { FORM_KINDS, kindNamed } from './kinds.ts';
import { text } from './schema/form-parts.ts';
import { patterns } from './schema/patterns.ts';
import { embedSchema } from './schema/embed-schema.ts';
import { receiptsSchema } from './schema/receipts-schema.ts';
import { strictObject, stringEnum } from './schema/schema-builders.ts';
import { LANGUAGES } from './i18n/languages.ts';
import type { FormDef } from './types.ts';

/** A merchant account at PayPro: only a human label is in the org file; its credentials live in the proxy's environment. */
export const merchantAccountSchema = strictObject(
  { label: text('What the account is for, e.g. JHR Trust donations.', 100) },
  'A merchant account at PayPro; its credentials live only in the proxy environment.',
);

// No minimum: an org whose pages take no payment has no account. Each form's account is checked against
// this map by the loader.
const accountsSchema = Type.Unsafe<Record<string, Static<typeof merchantAccountSchema>>>({
  type: 'object',
  required: [],
  propertyNames: { pattern: patterns.id.pattern },
  additionalProperties: merchantAccountSchema,
  description:
    'Merchant accounts by key, e.g. donation; {} for an org whose pages take no payment. The proxy reads credentials from PAYPRO_<ORG>_<ACCOUNT>_* variables.',
});

// ajv picks the branch by `kind` (its `discriminator` option), so a mistake in a form is reported against
// that form's kind only; editors read the plain oneOf. Every kind's, from the kinds table, in its order.
const formSchema = Type.Unsafe<FormDef>({
  type: 'object',
  discriminator: { propertyName: 'kind' },
  oneOf: FORM_KINDS.map((kind) => kindNamed(kind).schema),
  description: 'One form; its kind (e.g. standard-grid) says which properties it takes.',
});

function origins(example: string, description: string) {
  return Type.Optional(
    Type.Array(Type.String({ pattern: patterns.origin.pattern, description: `An origin such as ${example}.` }), {
      uniqueItems: true,
      maxItems: 20,
      description,
    }),
  );
}

export const orgSchema = Type.Object(
  {
    id: Type.String({
      pattern: patterns.id.pattern,
      description: 'The org id; must equal the file name without .yaml, e.g. jhrtrust for jhrtrust.yaml.',
    }),
    displayName: text('Name of the organisation as donors read it, e.g. JHR Trust.', 100),
    contactEmail: Type.Optional(
      Type.String({ pattern: patterns.email.pattern, description: 'Address shown when a message asks the donor to get in touch.' }),
    ),
    siteUrl: Type.Optional(
      Type.String({
        pattern: patterns.httpUrl.pattern,
        description:
          "Public base URL where the org's built folder is hosted, e.g. https://example.org/donate/; used for absolute callback URLs, and for what search engines and shared links read: each form page's canonical address, hreflang links, og:url and og:image, and the folder's sitemap.xml and robots.txt (none are written without it).",
      }),
    ),
    proxyUrl: Type.Optional(
      Type.String({
        pattern: patterns.proxyUrl.pattern,
        description: "Base URL of the proxy API the pages post to. Absent: /api on the page's own host.",
      }),
    ),
    allowedOrigins: origins(
      'https://donate.example.org',
      "Origins, besides siteUrl's, whose pages may post to the proxy from a browser (CORS), e.g. [https://donate.example.org].",
    ),
    languages: Type.Optional(
      Type.Array(stringEnum(LANGUAGES, 'A language code: en (English) or ur (Urdu).'), {
        minItems: 1,
        uniqueItems: true,
        contains: Type.Literal('en'),
        description: "The languages of this organisation's pages: en always, ur to add each page in Urdu at <route>/ur/. Absent: [en, ur].",
      }),
    ),
    translations: Type.Optional(
      strictObject(
        {
          ur: Type.Optional(
            Type.Record(Type.String({ minLength: 1 }), text('The Urdu a donor reads for this text.', 300), {
              description:
                'Urdu for the texts of this file that donors read (titles, labels, options, notes), by their English text as written above, e.g. "General Donation": عمومی عطیہ. Words of the shared glossary (orgs/i18n/glossary/ur.json) need no entry. What a form sends stays the English value.',
            }),
          ),
        },
        "Translations of this file's texts into each further language, by their English text.",
      ),
    ),
    zakatCalculator: Type.Optional(
      Type.Boolean({
        default: true,
        description: 'Offer the zakat calculator beside zakat payments; false switches it off for every form of the org. Absent: true.',
      }),
    ),
    receipts: Type.Optional(receiptsSchema),
    embed: Type.Optional(embedSchema),
    accounts: accountsSchema,
    forms: Type.Array(formSchema, { minItems: 1, description: 'The forms this organisation publishes, one route each.' }),
  },
  {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Organisation file',
    description: 'One organisation: its merchant accounts and the payment forms it publishes.',
    additionalProperties: false,
  },
);

/** The schema as the text of `orgs/org.schema.json` (two-space indent, final newline). */
export function orgSchemaJson(): string {
  return `${JSON.stringify(orgSchema, null, 2)}\n`;
}
