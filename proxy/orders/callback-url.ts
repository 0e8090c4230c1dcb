/**
 * Where the gateway returns the donor after paying. PayPro has no per-order return URL field; the
 * integrators' way is a `callback_url` query parameter appended to the Click2Pay link, and the
 * marketplace then sends the donor there with `status`, `ordId` and `msg`
 * (proxy/paypro/PROTOCOL.md#browser-return). Those are unauthenticated, so the URL carries our own
 * `order` parameter (the OrderNumber), with which the page asks the proxy what PayPro confirmed.
 */
import { type Language, languageFolder } from '../../orgs/i18n/languages.ts';
import type { CallbackDef } from '../../orgs/types.ts';

export interface CallbackContext {
  /** The form's public route, e.g. `/merchantform/jhrtrust`. */
  route: string;
  /** The form's `callback`; absent means no callback_url. */
  callback: CallbackDef | undefined;
  /**
   * Where the org's pages are hosted, without a trailing slash (`pageBase` in ../page-base.ts); asked
   * only for a 'thank-you' callback, as finding it may throw.
   */
  pageBase: () => string;
  /** The order's OrderNumber, added as the `order` query parameter. */
  orderNumber: string;
  /** The language of the page the order came from: a 'thank-you' callback returns to that language's page. */
  language: Language;
}

/**
 * The absolute URL the donor returns to, or undefined when the form has no callback. For 'thank-you'
 * it is `<pageBase><route>/thank-you/?order=<OrderNumber>` in English and
 * `<pageBase><route>/<language>/thank-you/?order=<OrderNumber>` in any other language (where the build
 * writes that language's thank-you page). Any other value (the org schema only admits absolute http(s)
 * URLs there) gets the same `order` parameter after its own query, whatever the language.
 */
export function callbackUrlFor({ route, callback, pageBase, orderNumber, language }: CallbackContext): string | undefined {
  if (callback === undefined) return undefined;
  if (callback !== 'thank-you') return withOrderParameter(callback, orderNumber);
  return withOrderParameter(`${pageBase()}${languageFolder(route, language)}/thank-you/`, orderNumber);
}

/** `url` with `order=<orderNumber>` added to its query (before any fragment). */
export function withOrderParameter(url: string, orderNumber: string): string {
  return withQueryParameter(url, 'order', orderNumber);
}

/**
 * Appends `callback_url=<URL-encoded callbackUrl>` to a Click2Pay link's query, before any `#fragment`
 * (a parameter after it would never reach the gateway), keeping the link's own query (`?bid=...%3d`)
 * byte for byte; with no callbackUrl the link is returned unchanged.
 */
export function withCallbackUrl(click2Pay: string, callbackUrl: string | undefined): string {
  return callbackUrl === undefined ? click2Pay : withQueryParameter(click2Pay, 'callback_url', callbackUrl);
}

/**
 * `url` with `name=<URL-encoded value>` added at the end of its query and before any fragment; the rest
 * of the URL is kept byte for byte (no parsing, which would re-encode the query PayPro wrote).
 */
function withQueryParameter(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const joiner = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${joiner}${name}=${encodeURIComponent(value)}${fragment}`;
}
