/**
 * The HTTP headers a host should send with the generated files: `forms serve` sends them itself, and
 * `forms build` writes them to `_headers` for static hosts (`headers-file.ts`). A page's
 * frame-ancestors works only as a header, which is why the policy is sent as one besides the `<meta>`.
 */
import { policyHeaderValue, type PagePolicy } from './content-security-policy.ts';

/** Header name to value. */
export type FileHeaders = Readonly<Record<string, string>>;

/** Whether `a` and `b` are the same headers in the same order (a `_headers` rule or an nginx location writes them in order). */
export function sameHeaders(a: FileHeaders, b: FileHeaders): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Headers every file the build writes shares: browsers must not guess a script or stylesheet from a
 * file served with another type (https://fetch.spec.whatwg.org/#x-content-type-options-header).
 */
const NOSNIFF: FileHeaders = { 'X-Content-Type-Options': 'nosniff' };

/**
 * Headers of a file under `assets/`: besides nosniff, a year in every cache without asking again. Each
 * asset's name carries a hash of its contents (`asset-names.ts`), so changed bytes come under a new
 * name and a cached copy is never stale (https://www.rfc-editor.org/rfc/rfc8246: `immutable`); a
 * returning donor on a slow link then loads only the page. Any site may read them (CORS): the embed
 * snippet loads its script from another site's page with Subresource Integrity, which a browser checks
 * only on a CORS response (https://www.w3.org/TR/SRI/#is-response-eligible-for-integrity-validation);
 * the assets are public and sent without credentials.
 */
export const ASSET_HEADERS: FileHeaders = {
  ...NOSNIFF,
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Access-Control-Allow-Origin': '*',
};

/**
 * Headers of the other text files (robots.txt, sitemap.xml): they keep their names when they change, so
 * a cache asks again every time, as for a page.
 */
export const LISTING_HEADERS: FileHeaders = { ...NOSNIFF, 'Cache-Control': 'no-cache' };

/**
 * Headers of an HTML page with policy `policy` (frame-ancestors included). A page keeps its address
 * when it changes, so a cache must ask again every time (`no-cache`: a 304 when it has not changed). The
 * referrer policy keeps the path and query of a page (a thank-you page's address carries the order
 * reference) from other sites; it is also Chromium's default, stated here for browsers whose default differs.
 */
export function pageHeaders(policy: PagePolicy): FileHeaders {
  return {
    'Content-Security-Policy': policyHeaderValue(policy),
    ...NOSNIFF,
    'Cache-Control': 'no-cache',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
