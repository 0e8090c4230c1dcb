/**
 * How a simulated callback delivery is sent, by the callback switch's `format` (proxy/paypro/PROTOCOL.md
 * "Server callback": public handlers receive all of these): 'json' a POST with a JSON body (the
 * default, what the handlers built against PayPro's specification read); 'form' a form-encoded POST;
 * 'untyped' the JSON body without a Content-Type; 'query' a GET with the fields in its query string.
 */

export type CallbackFormat = 'json' | 'form' | 'untyped' | 'query';

export const CALLBACK_FORMATS: readonly CallbackFormat[] = ['json', 'form', 'untyped', 'query'];

/** The fields of a delivery. */
export interface CallbackFields {
  username: string;
  password: string;
  csvinvoiceids: string;
}

/** The address and fetch options that send `fields` to `url` as `format`; `url` is an absolute http(s) URL. */
export function callbackRequest(url: string, fields: CallbackFields, format: CallbackFormat): { url: string; init: RequestInit } {
  if (format === 'query') {
    const address = new URL(url);
    for (const [name, value] of Object.entries(fields)) address.searchParams.set(name, value);
    return { url: address.href, init: { method: 'GET' } };
  }
  if (format === 'form') {
    return {
      url,
      init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...fields }) },
    };
  }
  const json = JSON.stringify(fields);
  // fetch gives a text body a Content-Type of its own, and bytes none.
  if (format === 'untyped') return { url, init: { method: 'POST', body: new TextEncoder().encode(json) } };
  return { url, init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: json } };
}
