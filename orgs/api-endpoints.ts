/**
 * Every endpoint of the proxy declared once: its routes (those the pages call are `API_ROUTES` of
 * api-contract.ts, the part the pages' bundles carry), the answer it gives on success (status and body
 * type), the error codes it answers with, and for the pages' posts the request body's zod schema. The
 * proxy reads each body with its schema (proxy/routes/request-body.ts) and routes exactly these routes
 * (a test compares its router with them); the pages send the schemas' input types (type-only imports,
 * so zod stays out of their bundles); the API table of proxy/OPERATIONS.md is written from it
 * (proxy/api-docs.ts, `npm run docs:api`).
 *
 * Every schema is strict: a key the page never sends is refused, not ignored, so a tampered request
 * cannot look accepted. Each carries the optional honeypot `website` (orgs/honeypot.ts), which the
 * proxy's honeypot has handled before a route reads the body. No body names the request's language:
 * its address does (`LANGUAGE_PARAMETER`).
 */
import * as z from 'zod/mini';
import {
  API_BASE,
  API_ROUTES,
  type ApiRoute,
  type ErrorCode,
  type MemberFound,
  type OrderCreated,
  type RemovalReceived,
  routeParts,
} from './api-contract.ts';
import type { HONEYPOT_FIELD } from './honeypot.ts';
import type { PublicOrderStatus } from './public-order-status.ts';

/** A success answer: its status, and its body's type (JSON of that shape; `string` for an HTML page). */
export interface ApiAnswer<Body> {
  readonly status: 200 | 202;
  /** Never set: carries the body's type for `AnswerOf`. */
  readonly body?: Body;
}

/** One endpoint. */
export interface EndpointDeclaration {
  readonly routes: readonly ApiRoute[];
  /**
   * `api`: under the API base (`API_BASE`); `root`: at the proxy's root, never called by a page;
   * `callback`: at the configured PayPro callback path (PAYPRO_CALLBACK_PATH), which each route's
   * path '/' stands for (`servedRoute`).
   */
  readonly at: 'api' | 'root' | 'callback';
  readonly answer: ApiAnswer<unknown>;
  /** The codes of the error envelopes it may answer with, those of the edge included. */
  readonly errors: readonly ErrorCode[];
  /** The schema of its JSON body: the pages' posts only. */
  readonly request?: z.ZodMiniObject;
}

/**
 * The readiness answer (`GET /readyz`): whether this process should get traffic, and each check's
 * outcome, in words only (no counts, no addresses, no error text). `ready` is true when the database
 * answers, its migrations are current and the reconciliation loop is not stale.
 */
export interface ReadinessAnswer {
  readonly ready: boolean;
  readonly checks: {
    /** `ok`: a trivial query answered in time; `unreachable`: it failed or took too long. */
    readonly database: 'ok' | 'unreachable';
    /** `current`: no migration of this version is pending; `unknown` when the database could not be read. */
    readonly migrations: 'current' | 'pending' | 'unknown';
    /** `recent`: a pass ended (or the loop started) within a few intervals; `off`: RECONCILE_INTERVAL_SECONDS is 0. */
    readonly reconciliation: 'recent' | 'stale' | 'off';
  };
}

const json = <Body>(status: 200 | 202): ApiAnswer<Body> => ({ status });
const html = (): ApiAnswer<string> => ({ status: 200 });

/**
 * A value the page sends as text and the form's rules check, not the schema: any value passes here, so
 * a wrong one gets its field's message (422 `invalid_fields`) rather than a refusal of the whole body.
 * Its input type (what a page sends) is text, its output (what the proxy reads) unknown.
 */
const ruleChecked = () => z.custom<unknown, string>();

/** The honeypot entry every body may carry: a string, empty when a person sent the form. */
const honeypotEntry = { website: z.optional(z.string()) } satisfies Record<typeof HONEYPOT_FIELD, z.ZodMiniType>;

const lookupEntries = {
  route: z.string(),
  membershipType: z.optional(ruleChecked()),
  membershipId: z.optional(ruleChecked()),
  ...honeypotEntry,
};

/** Refusals of every JSON post before its route runs: a bad body, a large one, the rate limit. */
const POST_EDGE = ['invalid_request', 'payload_too_large', 'rate_limited'] as const;
/** Refusals of a repeated `Idempotency-Key` (proxy/OPERATIONS.md "Request integrity"). */
const IDEMPOTENCY = ['idempotency_key_reused', 'request_in_progress'] as const;
/** What the order endpoints answer when PayPro or the ledger fails (proxy/ledger/write-ahead.ts). */
const ORDER_FAILURES = ['gateway_rejected', 'gateway_unavailable', 'service_unavailable'] as const;

export const API_ENDPOINTS = {
  orders: {
    routes: API_ROUTES.orders,
    at: 'api',
    answer: json<OrderCreated>(200),
    errors: [...POST_EDGE, ...IDEMPOTENCY, 'invalid_fields', 'unknown_form', ...ORDER_FAILURES],
    /** The form's route, e.g. '/merchantform/jhrtrust', and its fields by name, trimmed. */
    request: z.strictObject({ route: z.string(), values: z.record(z.string(), ruleChecked()), ...honeypotEntry }),
  },
  membershipLookup: {
    routes: API_ROUTES.membershipLookup,
    at: 'api',
    answer: json<MemberFound>(200),
    errors: [...POST_EDGE, 'invalid_fields', 'unknown_form', 'membership_not_found', 'gateway_unavailable'],
    request: z.strictObject(lookupEntries),
  },
  membershipOrders: {
    routes: API_ROUTES.membershipOrders,
    at: 'api',
    answer: json<OrderCreated>(200),
    errors: [...POST_EDGE, ...IDEMPOTENCY, 'invalid_fields', 'unknown_form', 'membership_not_found', ...ORDER_FAILURES],
    /**
     * The lookup plus where PayPro sends its receipt (`email`, `phone`: left empty, PayPro gets them
     * empty and sends none; those on file are never used) and `idCard`. No amount: the proxy computes
     * the dues.
     */
    request: z.strictObject({
      ...lookupEntries,
      email: z.optional(ruleChecked()),
      phone: z.optional(ruleChecked()),
      idCard: z.optional(z.boolean()),
    }),
  },
  accountRemoval: {
    routes: API_ROUTES.accountRemoval,
    at: 'api',
    answer: json<RemovalReceived>(202),
    errors: [...POST_EDGE, 'invalid_fields', 'unknown_form'],
    /** The page's route, e.g. '/merchant/deactive_package_or_account', and the address. */
    request: z.strictObject({ route: z.string(), email: z.optional(ruleChecked()), ...honeypotEntry }),
  },
  /** The emailed confirmation link's page (GET) and its button (POST, the link's `token`). */
  removalConfirmation: {
    routes: ['GET /account-removal/confirm', 'POST /account-removal/confirm'],
    at: 'api',
    answer: html(),
    errors: ['rate_limited'],
  },
  /** The pages saying a removal request was received, then confirmed (303 targets, so a reload posts nothing). */
  removalNotices: {
    routes: ['GET /account-removal/received', 'GET /account-removal/confirmed'],
    at: 'api',
    answer: html(),
    errors: [],
  },
  orderStatus: {
    routes: API_ROUTES.orderStatus,
    at: 'api',
    answer: json<PublicOrderStatus>(200),
    errors: ['unknown_order', 'rate_limited'],
  },
  orderStatusByPayProId: {
    routes: API_ROUTES.orderStatusByPayProId,
    at: 'api',
    answer: json<PublicOrderStatus>(200),
    errors: ['unknown_order', 'rate_limited'],
  },
  orderStatusPage: { routes: API_ROUTES.orderStatusPage, at: 'api', answer: html(), errors: ['rate_limited'] },
  /**
   * A receipt's printable page, by the token of the link mailed to the donor (`:token`, 43 characters of
   * base64url); an unknown or malformed token gets a 404 page that names nothing.
   */
  receiptPage: { routes: ['GET /receipts/:token'], at: 'api', answer: html(), errors: ['rate_limited'] },
  payProCallback: {
    routes: ['POST /', 'GET /'],
    at: 'callback',
    // PayPro's reply array `[{ StatusCode, InvoiceID, Description }]` (proxy/paypro/PROTOCOL.md "Server callback").
    answer: json<object[]>(200),
    errors: [],
  },
  healthz: { routes: ['GET /healthz'], at: 'root', answer: json<{ ok: true }>(200), errors: [] },
  /** 200 with `ready: true`, or 503 with the same body and `ready: false`: see `ReadinessAnswer`. */
  readyz: { routes: ['GET /readyz'], at: 'root', answer: json<ReadinessAnswer>(200), errors: [] },
} as const satisfies Record<string, EndpointDeclaration>;

export type EndpointName = keyof typeof API_ENDPOINTS;

/** The endpoints that read a JSON body: the pages' posts. */
export type PostEndpoint = { [K in EndpointName]: (typeof API_ENDPOINTS)[K] extends { request: object } ? K : never }[EndpointName];

/** The body of endpoint `K`'s success answer. */
export type AnswerOf<K extends EndpointName> = NonNullable<(typeof API_ENDPOINTS)[K]['answer']['body']>;

/** The body a page posts to endpoint `K` (its schema's input type). */
export type ApiRequest<K extends PostEndpoint> = z.input<(typeof API_ENDPOINTS)[K]['request']>;

/** The body as the proxy reads it from a post to endpoint `K` (its schema's output: rule-checked values unknown). */
export type ReadRequest<K extends PostEndpoint> = z.infer<(typeof API_ENDPOINTS)[K]['request']>;

export type OrderRequest = ApiRequest<'orders'>;
export type LookupRequest = ApiRequest<'membershipLookup'>;
export type RenewalRequest = ApiRequest<'membershipOrders'>;
export type RemovalRequest = ApiRequest<'accountRemoval'>;

/**
 * Where the proxy serves `route` of endpoint `name`, as method and path: under `API_BASE`, at the root,
 * or at `callbackPath` (PAYPRO_CALLBACK_PATH, e.g. '/paypro/uis') for PayPro's callback.
 */
export function servedRoute(name: EndpointName, route: ApiRoute, callbackPath: string): { method: 'GET' | 'POST'; path: string } {
  const { method, path } = routeParts(route);
  const { at } = API_ENDPOINTS[name];
  return { method, path: at === 'api' ? `${API_BASE}${path}` : at === 'callback' ? callbackPath : path };
}
