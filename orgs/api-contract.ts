/**
 * The HTTP contract between the pages and the proxy, declared once: every endpoint's routes (method and
 * path), the answer it gives on success (its status and body type), and the error codes it answers
 * with. The pages build their addresses from it (`endpointAddress`, `orderStatusAddress`…), the proxy
 * routes exactly these paths (proxy/endpoints.ts; a test compares the router with this table), and the
 * API table of proxy/OPERATIONS.md is written from it (`npm run docs:api`). The request bodies' schemas
 * are in `api-requests.ts` (zod, which the pages' bundles do not carry; the pages import only their
 * types). Browser-safe: types, constants and the addresses of endpoints.
 */
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages.ts';
import { ORDER_PARAMETER, type PublicOrderStatus, ROUTE_PARAMETER } from './public-order-status.ts';

/** Where the proxy serves the API, and the pages' API base unless their org sets `proxyUrl`. */
export const API_BASE = '/api';

/** How an endpoint is reached: a method and a path, where `:name` is a path parameter. */
export interface ApiRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
}

/** A success answer: its status and its body, JSON of type `Body` or an HTML page. */
export interface ApiAnswer<Body> {
  readonly status: 200 | 202 | 303;
  readonly type: 'json' | 'html';
  /** Never set: carries the body's type for `AnswerOf`. */
  readonly body?: Body;
}

/** One endpoint: its routes, its answer, the error codes its own handling answers with. */
export interface EndpointDeclaration {
  readonly routes: readonly ApiRoute[];
  /**
   * `api`: under the API base (`API_BASE` at the proxy); `root`: at the proxy's root, never called by a
   * page; `callback`: at the configured PayPro callback path (PAYPRO_CALLBACK_PATH) followed by the
   * route's path.
   */
  readonly at: 'api' | 'root' | 'callback';
  readonly answer: ApiAnswer<unknown>;
  /** The codes of the error envelopes it may answer with, those of the edge included. */
  readonly errors: readonly ErrorCode[];
  /** Whether it reads a JSON body (its schema is `API_REQUESTS[name]` in api-requests.ts). */
  readonly body?: true;
}

const json = <Body>(status: 200 | 202): ApiAnswer<Body> => ({ status, type: 'json' });
const html = (status: 200 | 303 = 200): ApiAnswer<string> => ({ status, type: 'html' });

/** Refusals of every JSON post before its route runs: a bad body, a large one, the rate limit. */
const POST_EDGE = ['invalid_request', 'payload_too_large', 'rate_limited'] as const;
/** Refusals of a repeated `Idempotency-Key` (proxy/OPERATIONS.md "Request integrity"). */
const IDEMPOTENCY = ['idempotency_key_reused', 'request_in_progress'] as const;

/** Every endpoint of the proxy, by name. */
export const API_ENDPOINTS = {
  orders: {
    routes: [{ method: 'POST', path: '/orders' }],
    at: 'api',
    answer: json<OrderCreated>(200),
    errors: [
      ...POST_EDGE,
      ...IDEMPOTENCY,
      'invalid_fields',
      'unknown_form',
      'gateway_rejected',
      'gateway_unavailable',
      'service_unavailable',
    ],
    body: true,
  },
  membershipLookup: {
    routes: [{ method: 'POST', path: '/membership/lookup' }],
    at: 'api',
    answer: json<MemberFound>(200),
    errors: [...POST_EDGE, 'invalid_fields', 'unknown_form', 'membership_not_found', 'gateway_unavailable'],
    body: true,
  },
  membershipOrders: {
    routes: [{ method: 'POST', path: '/membership/orders' }],
    at: 'api',
    answer: json<OrderCreated>(200),
    errors: [
      ...POST_EDGE,
      ...IDEMPOTENCY,
      'invalid_fields',
      'unknown_form',
      'membership_not_found',
      'gateway_rejected',
      'gateway_unavailable',
      'service_unavailable',
    ],
    body: true,
  },
  accountRemoval: {
    routes: [{ method: 'POST', path: '/account-removal' }],
    at: 'api',
    answer: json<RemovalReceived>(202),
    errors: [...POST_EDGE, 'invalid_fields', 'unknown_form'],
    body: true,
  },
  removalConfirmation: {
    routes: [
      { method: 'GET', path: '/account-removal/confirm' },
      { method: 'POST', path: '/account-removal/confirm' },
    ],
    at: 'api',
    answer: html(),
    errors: ['rate_limited'],
  },
  removalNotices: {
    routes: [
      { method: 'GET', path: '/account-removal/received' },
      { method: 'GET', path: '/account-removal/confirmed' },
    ],
    at: 'api',
    answer: html(),
    errors: [],
  },
  orderStatus: {
    routes: [{ method: 'GET', path: '/orders/:orderNumber/status' }],
    at: 'api',
    answer: json<PublicOrderStatus>(200),
    errors: ['unknown_order', 'rate_limited'],
  },
  orderStatusByPayProId: {
    routes: [{ method: 'GET', path: '/orders/by-paypro-id/:payProId/status' }],
    at: 'api',
    answer: json<PublicOrderStatus>(200),
    errors: ['unknown_order', 'rate_limited'],
  },
  orderStatusPage: {
    routes: [
      { method: 'GET', path: '/orders/:orderNumber/page' },
      { method: 'GET', path: '/orders/page' },
      { method: 'GET', path: '/orders/:orderNumber/page/:lang' },
    ],
    at: 'api',
    answer: html(),
    errors: ['rate_limited'],
  },
  payProCallback: {
    routes: [
      { method: 'POST', path: '' },
      { method: 'GET', path: '' },
    ],
    at: 'callback',
    // PayPro's reply array `[{ StatusCode, InvoiceID, Description }]` (proxy/paypro/PROTOCOL.md "Server callback").
    answer: json<object[]>(200),
    errors: [],
  },
  healthz: {
    routes: [{ method: 'GET', path: '/healthz' }],
    at: 'root',
    answer: json<{ ok: true }>(200),
    errors: [],
  },
} as const satisfies Record<string, EndpointDeclaration>;

export type EndpointName = keyof typeof API_ENDPOINTS;

/** The endpoints that read a JSON body, the pages' posts. */
export type PostEndpoint = { [K in EndpointName]: (typeof API_ENDPOINTS)[K] extends { body: true } ? K : never }[EndpointName];

/** The body of endpoint `K`'s success answer. */
export type AnswerOf<K extends EndpointName> = NonNullable<(typeof API_ENDPOINTS)[K]['answer']['body']>;

/**
 * The name of the query parameter that carries the page's language on every POST to the proxy, e.g.
 * `POST /api/orders?lang=ur`. The proxy answers in that language: field messages, error messages, a
 * page shown again after a post without JavaScript, and also what it refuses before reading the body
 * (the rate limit, a malformed or too large body, a wrong Host). Absent: English. Any other value than
 * a `Language` code, or the parameter twice, is a 400 `invalid_request`. It changes no value sent to
 * PayPro or recorded in the ledger; only where the donor returns after paying follows it (the
 * thank-you page in that language). No request body carries the language.
 */
export const LANGUAGE_PARAMETER = 'lang';

/**
 * The path of route `index` of endpoint `name` under `apiBase` (e.g. '/api' or
 * 'https://pay.example.org/api', no trailing slash), each `:parameter` replaced by its value in
 * `parameters`, percent-encoded, e.g. `pathOf('/api', 'orderStatus', { orderNumber: 'JHR-1' })` is
 * '/api/orders/JHR-1/status'. Throws Error when a parameter the path names has no value.
 */
export function pathOf(apiBase: string, name: EndpointName, parameters: Record<string, string> = {}, index = 0): string {
  const route: ApiRoute = API_ENDPOINTS[name].routes[index]!;
  const path = route.path.replace(/:(\w+)/g, (_, parameter: string) => {
    const value = parameters[parameter];
    if (value === undefined) throw new Error(`${route.path} needs ${parameter}`);
    return encodeURIComponent(value);
  });
  return `${apiBase}${path}`;
}

/**
 * The address a page in `language` posts to for `endpoint` under `apiBase` (e.g. '/api' or
 * 'https://pay.example.org/api'): `<apiBase><path>` in English, `<apiBase><path>?lang=<language>` in
 * any other language (see `LANGUAGE_PARAMETER`). The one place that writes it, for the pages' scripts
 * and their `<form action>` alike.
 */
export function endpointAddress(apiBase: string, endpoint: PostEndpoint, language: Language): string {
  return withLanguage(pathOf(apiBase, endpoint), language);
}

/**
 * `address` (a path or URL, with or without a query) naming `language` in its query (`LANGUAGE_PARAMETER`),
 * e.g. '/api/orders?lang=ur' or '/confirm?token=abc&lang=ur'; as it is in English. The one rule for every
 * address the proxy or a page writes in a language.
 */
export function withLanguage(address: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return address;
  return `${address}${address.includes('?') ? '&' : '?'}${LANGUAGE_PARAMETER}=${language}`;
}

/** `value` encoded for a query, with its slashes left as they are: a route stays readable in a log. */
function queryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2F/g, '/');
}

/**
 * Where the page of `route` asks about `orderNumber`: `<apiBase>/orders/<OrderNumber>/status?route=<route>`,
 * e.g. '/api/orders/k3x9az7m2p8w4rt6yhcq/status?route=/merchantform/jhrtrust' (`ROUTE_PARAMETER`).
 * `apiBase` has no trailing slash.
 */
export function orderStatusAddress(apiBase: string, orderNumber: string, route: string): string {
  return `${pathOf(apiBase, 'orderStatus', { orderNumber })}?${ROUTE_PARAMETER}=${queryValue(route)}`;
}

/**
 * Where the page of `route` asks about the order whose PayProId is `payProId` (a checked `isPayProId`):
 * `<apiBase>/orders/by-paypro-id/<PayProId>/status?route=<route>`, e.g.
 * '/api/orders/by-paypro-id/01102205600001/status?route=/merchantform/jhrtrust'. It answers as
 * `orderStatusAddress` does, for the same form's order only; the page asks it when the address PayPro
 * returned the donor to names no order of ours but PayPro's `ordId` (proxy/paypro/PROTOCOL.md "Browser
 * return"). A PayProId is not secret (PayPro numbers its orders in sequence), so this tells nothing
 * that is not in the five keys of `PublicOrderStatus`, and not the OrderNumber.
 */
export function payProIdStatusAddress(apiBase: string, payProId: string, route: string): string {
  return `${pathOf(apiBase, 'orderStatusByPayProId', { payProId })}?${ROUTE_PARAMETER}=${queryValue(route)}`;
}

/**
 * The proxy's HTML status page of `orderNumber` under `apiBase`, e.g.
 * 'https://pay.example.org/api/orders/k3x9az7m2p8w4rt6yhcq/page': where PayPro returns a donor whose
 * form was posted without JavaScript.
 */
export function orderPageAddress(apiBase: string, orderNumber: string): string {
  return pathOf(apiBase, 'orderStatusPage', { orderNumber });
}

/**
 * The proxy's HTML status page that takes the order in its query (`ORDER_PARAMETER`, and
 * `ROUTE_PARAMETER`): where the thank-you page's lookup form goes, e.g. '/api/orders/page'.
 */
export function orderLookupAddress(apiBase: string): string {
  return pathOf(apiBase, 'orderStatusPage', {}, 1);
}

/**
 * The query of that page for `orderNumber`, bound to `route` when one is given, e.g.
 * '?order=k3x9az7m2p8w4rt6yhcq&route=/merchantform/jhrtrust': what its lookup form sends.
 */
export function orderLookupQuery(orderNumber: string, route?: string): string {
  const bound = route === undefined ? '' : `&${ROUTE_PARAMETER}=${queryValue(route)}`;
  return `?${ORDER_PARAMETER}=${encodeURIComponent(orderNumber)}${bound}`;
}

/** 200 to `POST /orders` and `POST /membership/orders`: the order exists; the donor goes to `redirectUrl`. */
export interface OrderCreated {
  /** PayPro's Click2Pay link (or the pay page of a legacy order). */
  redirectUrl: string;
  /** Our OrderNumber, which the donor may quote. */
  orderNumber: string;
}

/** 200 to `POST /membership/lookup`: the member as PayPro knows them, contact details masked. */
export interface MemberFound {
  membershipNumber: string;
  companyName: string;
  /** e.g. 'a•••@t•••.com'; '' when PayPro has none. */
  emailOnFile: string;
  /** e.g. '03•••••••67'; '' when PayPro has none. */
  phoneOnFile: string;
}

/** 202 to `POST /account-removal`, the same for every valid address. */
export interface RemovalReceived {
  received: true;
}

/** Every `error.code` the proxy answers with. */
export const ERROR_CODES = [
  'invalid_request',
  'invalid_fields',
  'unknown_form',
  'unknown_order',
  'membership_not_found',
  'gateway_rejected',
  'gateway_unavailable',
  'rate_limited',
  'payload_too_large',
  'idempotency_key_reused',
  'request_in_progress',
  'not_found',
  'method_not_allowed',
  'not_implemented',
  'service_unavailable',
  'request_failed',
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error answer. `message` is written for the donor. */
export interface ErrorEnvelope {
  error: {
    code: ErrorCode;
    message: string;
    /** 422 `invalid_fields`: field name -> the message shown under that field. */
    fields?: Record<string, string>;
    /** 503/504 after create-order was sent: the order that may exist. */
    orderNumber?: string;
    /** 503/504: true when the order may exist at PayPro (do not pay twice). */
    orderMayExist?: boolean;
    /** 502 `gateway_rejected`: PayPro's status. */
    status?: string;
    /** 500: the request's id, for the operator's log. */
    requestId?: string;
  };
}

export type { LookupRequest, OrderRequest, RemovalRequest, RenewalRequest } from './api-requests.ts';
