/**
 * The HTTP contract between the pages and the proxy, declared once and used by both sides: the pages
 * build their requests and read the answers with these types (templates/order-flow, membership,
 * account-removal), and the proxy's routes type what they send with them (`satisfies`), so a change on
 * one side that the other does not follow fails the type-check. proxy/OPERATIONS.md "HTTP API" describes
 * the same endpoints for people. Browser-safe: types, constants and the address of an endpoint.
 */
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages.ts';

/** The proxy's endpoints, relative to the API base (`/api` on the pages' host unless the org sets proxyUrl). */
export const API_PATHS = {
  orders: '/orders',
  membershipLookup: '/membership/lookup',
  membershipOrders: '/membership/orders',
  accountRemoval: '/account-removal',
} as const;

/** An endpoint of `API_PATHS`. */
export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

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
 * The address a page in `language` posts to for `path` under `apiBase` (e.g. '/api' or
 * 'https://pay.example.org/api'): `<apiBase><path>` in English, `<apiBase><path>?lang=<language>` in
 * any other language (see `LANGUAGE_PARAMETER`). The one place that writes it, for the pages' scripts
 * and their `<form action>` alike.
 */
export function endpointAddress(apiBase: string, path: ApiPath, language: Language): string {
  return withLanguage(`${apiBase}${path}`, language);
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

/** `POST /orders`: a payment form's checked values. */
export interface OrderRequest {
  /** The form's route, e.g. '/merchantform/jhrtrust'. */
  route: string;
  /** Field name -> trimmed value, as the form's rules return them on a passing submit check. */
  values: Record<string, string>;
}

/** 200 to `POST /orders` and `POST /membership/orders`: the order exists; the donor goes to `redirectUrl`. */
export interface OrderCreated {
  /** PayPro's Click2Pay link (or the pay page of a legacy order). */
  redirectUrl: string;
  /** Our OrderNumber, which the donor may quote. */
  orderNumber: string;
}

/** `POST /membership/lookup`. */
export interface LookupRequest {
  route: string;
  membershipType: string;
  membershipId: string;
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

/**
 * `POST /membership/orders`: `email` and `phone` are where PayPro sends its receipt; left empty, PayPro
 * gets them empty and sends none (those on file are never used, so no pay page can show them).
 */
export interface RenewalRequest extends LookupRequest {
  email: string;
  phone: string;
  idCard: boolean;
}

/** `POST /account-removal`. */
export interface RemovalRequest {
  /** The page's route, e.g. '/merchant/deactive_package_or_account'. */
  route: string;
  /** The address as the page's rules accepted it (trimmed). */
  email: string;
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
