/**
 * Where the pay page sends the donor afterwards: `callback_url` with `status`, `ordId` (the PayProId)
 * and `msg` appended (PROTOCOL.md "Browser return"). The merchant's own query string and fragment are kept as sent.
 * Returns undefined unless `callbackUrl` is an absolute http(s) URL.
 */
export function returnUrl(callbackUrl: string, params: { status: string; ordId: string; msg: string }): string | undefined {
  if (!isHttpUrl(callbackUrl)) return undefined;
  const hashAt = callbackUrl.indexOf('#');
  const base = hashAt === -1 ? callbackUrl : callbackUrl.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : callbackUrl.slice(hashAt);
  const query = new URLSearchParams(params).toString();
  const joiner = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${query}${fragment}`;
}

/** Whether `text` parses as an absolute URL with scheme http or https. */
export function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
