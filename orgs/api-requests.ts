/**
 * The request bodies of the pages' posts (`PostEndpoint` in api-contract.ts), as zod schemas: the proxy
 * reads each body with its schema (proxy/routes/request-body.ts), the pages send the input types
 * inferred from them (type-only imports, so zod stays out of the pages' bundles), and the API table of
 * proxy/OPERATIONS.md lists their keys. Every schema is strict: a key the page never sends is refused,
 * not ignored, so a tampered request cannot look accepted. Each carries the optional honeypot `website`
 * (orgs/honeypot.ts), which the proxy's honeypot has handled before a route reads the body. No body
 * names the request's language: its address does (`LANGUAGE_PARAMETER`).
 */
import * as z from 'zod/mini';
import type { PostEndpoint } from './api-contract.ts';
import type { HONEYPOT_FIELD } from './honeypot.ts';

/**
 * A value the page sends as text and the form's rules check, not the schema: any value passes here, so
 * a wrong one gets its field's message (422 `invalid_fields`) rather than a refusal of the whole body.
 * Its input type (what a page sends) is text, its output (what the proxy reads) unknown.
 */
const ruleChecked = () => z.custom<unknown, string>();

/** The honeypot entry every body may carry: a string, empty when a person sent the form. */
const honeypotEntry = { website: z.optional(z.string()) } satisfies Record<typeof HONEYPOT_FIELD, z.ZodMiniType>;

const lookupEntries = {
  /** The renewal page's route, e.g. '/scci'. */
  route: z.string(),
  membershipType: z.optional(ruleChecked()),
  membershipId: z.optional(ruleChecked()),
  ...honeypotEntry,
};

/** The schema of each post's body, by endpoint. */
export const API_REQUESTS = {
  /** `{ route, values }`: the form's route, e.g. '/merchantform/jhrtrust', and its fields by name, trimmed. */
  orders: z.strictObject({ route: z.string(), values: z.record(z.string(), ruleChecked()), ...honeypotEntry }),
  membershipLookup: z.strictObject(lookupEntries),
  /**
   * The lookup plus where PayPro sends its receipt (`email`, `phone`: left empty, PayPro gets them empty
   * and sends none; those on file are never used) and `idCard`. No amount: the proxy computes the dues.
   */
  membershipOrders: z.strictObject({
    ...lookupEntries,
    email: z.optional(ruleChecked()),
    phone: z.optional(ruleChecked()),
    idCard: z.optional(z.boolean()),
  }),
  /** `{ route, email }`: the page's route, e.g. '/merchant/deactive_package_or_account', and the address. */
  accountRemoval: z.strictObject({ route: z.string(), email: z.optional(ruleChecked()), ...honeypotEntry }),
} satisfies { [K in PostEndpoint]: z.ZodMiniObject };

/** The body a page posts to endpoint `K` (the schema's input type). */
export type ApiRequest<K extends PostEndpoint> = z.input<(typeof API_REQUESTS)[K]>;

/** The body as the proxy reads it from a post to endpoint `K` (the schema's output type: rule-checked values unknown). */
export type ReadRequest<K extends PostEndpoint> = z.infer<(typeof API_REQUESTS)[K]>;

export type OrderRequest = ApiRequest<'orders'>;
export type LookupRequest = ApiRequest<'membershipLookup'>;
export type RenewalRequest = ApiRequest<'membershipOrders'>;
export type RemovalRequest = ApiRequest<'accountRemoval'>;
