/**
 * Where the gateway returns the donor after paying. PayPro has no per-order return URL field; the
 * integrators' way is a `callback_url` query parameter appended to the Click2Pay link, and the
 * marketplace then sends the donor there with `status`, `ordId` and `msg` (paypro.md §10.2).
 */
import type { CallbackDef, Org } from '../../orgs/types.ts';

export interface CallbackContext {
  org: Pick<Org, 'siteUrl'>;
  /** The form's public route, e.g. `/merchantform/jhrtrust`. */
  route: string;
  /** The form's `callback`; absent means no callback_url. */
  callback: CallbackDef | undefined;
  /** The request's `Origin` header, if any: where the page that posted the order is hosted. */
  requestOrigin: string | undefined;
  /** The proxy's own origin, e.g. `http://localhost:8080`: the pages' host under `forms serve`. */
  proxyOrigin: string;
}

/**
 * The absolute URL the donor returns to, or undefined when the form has no callback. For 'thank-you'
 * it is `<base><route>/thank-you/`, where base is `org.siteUrl` (without a trailing slash), else the
 * request's Origin when it is an http(s) origin, else the proxy's origin. Any other value is used as
 * given (the org schema only admits absolute http(s) URLs there).
 */
export function callbackUrlFor(context: CallbackContext): string | undefined {
  const { callback } = context;
  if (callback === undefined) return undefined;
  if (callback !== 'thank-you') return callback;
  const base = context.org.siteUrl?.replace(/\/+$/, '') ?? httpOrigin(context.requestOrigin) ?? context.proxyOrigin;
  return `${base}${context.route}/thank-you/`;
}

/** The origin of an http(s) URL, or undefined for anything else (e.g. the literal Origin `null`). */
function httpOrigin(value: string | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
}

/**
 * Appends `callback_url=<URL-encoded callbackUrl>` to a Click2Pay link, keeping the link's own query
 * (`?bid=...%3d`) byte for byte; with no callbackUrl the link is returned unchanged.
 */
export function withCallbackUrl(click2Pay: string, callbackUrl: string | undefined): string {
  if (callbackUrl === undefined) return click2Pay;
  const separator = !click2Pay.includes('?') ? '?' : /[?&]$/.test(click2Pay) ? '' : '&';
  return `${click2Pay}${separator}callback_url=${encodeURIComponent(callbackUrl)}`;
}
