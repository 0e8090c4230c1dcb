/**
 * The JSON Schema of an org file (`orgs/<id>.yaml`). Typed with ajv's `JSONSchemaType<Org>`, so a change
 * to `types.ts` that the schema does not follow fails the type-check. Every property carries a
 * `description`: editors with a YAML language server show them as hints (each org file names
 * `org.schema.json`, written from this object by `orgSchemaJson()`).
 */
import type { JSONSchemaType } from 'ajv';
import { FORM_KINDS, kindNamed } from './kinds.ts';
import type { FormDef, Org } from './types.ts';
import { text } from './schema/form-parts.ts';
import { optional } from './schema/optional.ts';
import { patterns } from './schema/patterns.ts';

export const orgSchema: JSONSchemaType<Org> = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Organisation file',
  type: 'object',
  description: 'One organisation: its merchant accounts and the payment forms it publishes.',
  additionalProperties: false,
  required: ['id', 'displayName', 'accounts', 'forms'],
  properties: {
    id: {
      type: 'string',
      pattern: patterns.id.pattern,
      description: 'The org id; must equal the file name without .yaml, e.g. jhrtrust for jhrtrust.yaml.',
    },
    displayName: text('Name of the organisation as donors read it, e.g. JHR Trust.', 100),
    contactEmail: optional({
      type: 'string',
      pattern: patterns.email.pattern,
      description: 'Address shown when a message asks the donor to get in touch.',
    }),
    siteUrl: optional({
      type: 'string',
      pattern: patterns.httpUrl.pattern,
      description: "Public base URL where the org's built folder is hosted; used for absolute callback URLs.",
    }),
    proxyUrl: optional({
      type: 'string',
      pattern: patterns.proxyUrl.pattern,
      description: "Base URL of the proxy API the pages post to. Absent: /api on the page's own host.",
    }),
    allowedOrigins: optional({
      type: 'array',
      uniqueItems: true,
      maxItems: 20,
      items: { type: 'string', pattern: patterns.origin.pattern, description: 'An origin such as https://donate.example.org.' },
      description:
        "Origins, besides siteUrl's, whose pages may post to the proxy from a browser (CORS), e.g. [https://donate.example.org].",
    }),
    frameAncestors: optional({
      type: 'array',
      uniqueItems: true,
      maxItems: 20,
      items: { type: 'string', pattern: patterns.origin.pattern, description: 'An origin such as https://www.example.org.' },
      description: "Origins allowed to show these pages inside a frame (the pages' frame-ancestors). Absent: only the pages' own origin.",
    }),
    accounts: {
      type: 'object',
      // No minimum: an org whose pages take no payment has no account. Each form's account is checked
      // against this map by the loader.
      required: [],
      propertyNames: { pattern: patterns.id.pattern },
      additionalProperties: {
        type: 'object',
        description: 'A merchant account at PayPro; its credentials live only in the proxy environment.',
        additionalProperties: false,
        required: ['label'],
        properties: { label: text('What the account is for, e.g. JHR Trust donations.', 100) },
      },
      description:
        'Merchant accounts by key, e.g. donation; {} for an org whose pages take no payment. The proxy reads credentials from PAYPRO_<ORG>_<ACCOUNT>_* variables.',
    },
    forms: {
      type: 'array',
      minItems: 1,
      // ajv picks the branch by `kind` (its `discriminator` option), so a mistake in a form is reported
      // against that form's kind only; editors read the plain oneOf.
      items: {
        type: 'object',
        discriminator: { propertyName: 'kind' },
        // Every kind's, from the kinds table (kinds.ts), in its order.
        oneOf: FORM_KINDS.map((kind) => kindNamed(kind).schema) as JSONSchemaType<FormDef>[],
        description: 'One form; its kind (e.g. standard-grid) says which properties it takes.',
      },
      description: 'The forms this organisation publishes, one route each.',
    },
  },
};

/** The schema as the text of `orgs/org.schema.json` (two-space indent, final newline). */
export function orgSchemaJson(): string {
  return `${JSON.stringify(orgSchema, null, 2)}\n`;
}
