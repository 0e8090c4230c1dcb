/**
 * The HTTP headers a host should send with the generated files: `forms serve` sends them itself, and
 * `forms build` writes them to `_headers` for static hosts (`headers-file.ts`). A page's
 * frame-ancestors works only as a header, which is why the policy is sent as one besides the `<meta>`.
 */
import { policyHeaderValue, type PagePolicy } from './content-security-policy.ts';

/** Header name to value. */
export type FileHeaders = Readonly<Record<string, string>>;

/**
 * Headers of every file the build writes: browsers must not guess a script or stylesheet from a file
 * served with another type (https://fetch.spec.whatwg.org/#x-content-type-options-header).
 */
export const ASSET_HEADERS: FileHeaders = { 'X-Content-Type-Options': 'nosniff' };

/**
 * Headers of an HTML page with policy `policy` (frame-ancestors included). The referrer policy keeps
 * the path and query of a page (a thank-you page's address carries the order reference) from other
 * sites; it is also Chromium's default, stated here for browsers whose default differs.
 */
export function pageHeaders(policy: PagePolicy): FileHeaders {
  return {
    'Content-Security-Policy': policyHeaderValue(policy),
    ...ASSET_HEADERS,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
