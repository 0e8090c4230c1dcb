/**
 * Where the pay page sends the donor afterwards: `callback_url` with `status`, `ordId` (the PayProId)
 * and `msg` added (PROTOCOL.md "Browser return"). How the live gateway joins them to a callback that
 * already has a query is not known, so the simulator does it each way a test asks for (`ReturnJoin`,
 * set with the answer switch, `answer-variants.ts`). The fragment is kept as sent.
 */

/**
 * - append (default): after '&' when the callback has a query, else after '?' (what one live
 *   integration's callback with a query of its own implies);
 * - second-question-mark: after another '?' even when the callback has a query
 *   (`?order=X?status=…`), so our value reads `X?status=Success` to a standard parser;
 * - replace-query: in place of the callback's query, which is lost.
 */
export type ReturnJoin = 'append' | 'second-question-mark' | 'replace-query';

export const RETURN_JOINS: readonly ReturnJoin[] = ['append', 'second-question-mark', 'replace-query'];

/**
 * `callbackUrl` with the three parameters joined as `join` says, before any `#fragment`; the rest of the
 * callback's query is kept as sent (not re-encoded). Returns undefined unless `callbackUrl` is an
 * absolute http(s) URL.
 */
export function returnUrl(
  callbackUrl: string,
  params: { status: string; ordId: string; msg: string },
  join: ReturnJoin = 'append',
): string | undefined {
  if (!isHttpUrl(callbackUrl)) return undefined;
  const hashAt = callbackUrl.indexOf('#');
  const whole = hashAt === -1 ? callbackUrl : callbackUrl.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : callbackUrl.slice(hashAt);
  const base = join === 'replace-query' ? whole.split('?')[0]! : whole;
  const query = new URLSearchParams(params).toString();
  const joiner = !base.includes('?') || join === 'second-question-mark' ? '?' : /[?&]$/.test(base) ? '' : '&';
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
