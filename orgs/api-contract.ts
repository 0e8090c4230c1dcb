/**
 * The HTTP contract between the pages and the proxy, the part the pages' bundles carry: the routes
 * (method and path) of the endpoints the pages call, the addresses built from them (`endpointAddress`,
 * `orderStatusAddress`…), the answers' and the error envelope's types. The rest of each endpoint's
 * declaration, its answer, error codes and request schema (zod, kept out of the pages' bundles: the
 * pages import only the request types), and the endpoints no page calls, are `API_ENDPOINTS` in
 * api-endpoints.ts, which the proxy routes exactly (proxy/endpoints.ts; a test compares its router with
 * them) and from which the API table of proxy/OPERATIONS.md is written (`npm run docs:api`).
 * Browser-safe: types, constants and the addresses of endpoints.
 */
import type { PostEndpoint } from './api-endpoints.ts';
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages.ts';
import { ORDER_PARAMETER, ROUTE_PARAMETER } from './public-order-status.ts';

/** Where the proxy serves the API, and the pages' API base unless their org sets `proxyUrl`. */
export const API_BASE = '/api';

/** Whether a request path (its query included or not) is under `API_BASE`: '/api', '/api/orders?lang=ur'; not '/apix'. */
export function isApiPath(path: string): boolean {
  return path === API_BASE || path.startsWith(`${API_BASE}/`) || path.startsWith(`${API_BASE}?`);
}

/**
 * A route: its method and its path under the API base, where `:name` is a path parameter, e.g.
 * 'GET /orders/:orderNumber/status'.
 */
export type ApiRoute = `${'GET' | 'POST'} /${string}`;

/** The method and the path of `route`, e.g. `{ method: 'GET', path: '/orders/:orderNumber/status' }`. */
export function routeParts(route: ApiRoute): { method: 'GET' | 'POST'; path: string } {
  const space = route.indexOf(' ');
  return { method: route.slice(0, space) as 'GET' | 'POST', path: route.slice(space + 1) };
}

/**
 * The routes of every endpoint a page calls or sends a donor to, under the API base; the rest of each
 * endpoint's declaration (its answer, error codes and request schema), and the proxy's endpoints no
 * page calls, are `API_ENDPOINTS` in api-endpoints.ts, which the pages' bundles do not carry.
 */
export const API_ROUTES = {
  orders: ['POST /orders'],
  membershipLookup: ['POST /membership/lookup'],
  membershipOrders: ['POST /membership/orders'],
  accountRemoval: ['POST /account-removal'],
  orderStatus: ['GET /orders/:orderNumber/status'],
  orderStatusByPayProId: ['GET /orders/by-paypro-id/:payProId/status'],
  orderStatusPage: ['GET /orders/:orderNumber/page', 'GET /orders/page', 'GET /orders/:orderNumber/page/:lang'],
} as const satisfies Record<string, readonly ApiRoute[]>;

/** An endpoint under the API base. */
export type ApiEndpoint = keyof typeof API_ROUTES;

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
export function pathOf(apiBase: string, name: ApiEndpoint, parameters: Record<string, string> = {}, index = 0): string {
  const { path } = routeParts(API_ROUTES[name][index]!);
  const filled = path.replace(/:(\w+)/g, (_, parameter: string) => {
    const value = parameters[parameter];
    if (value === undefined) throw new Error(`${path} needs ${parameter}`);
    return encodeURIComponent(value);
  });
  return `${apiBase}${filled}`;
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

export type { LookupRequest, OrderRequest, PostEndpoint, RemovalRequest, RenewalRequest } from './api-endpoints.ts';
