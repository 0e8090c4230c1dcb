/**
 * The string patterns of the org file schema, each with the words a maintainer reads when a value does
 * not match (ajv's own "must match pattern ..." shows only the regular expression).
 */

export interface NamedPattern {
  /** A JSON Schema `pattern` (ajv compiles it with the `u` flag). */
  pattern: string;
  /** Completes "must be ..." in an error message. */
  description: string;
}

const httpUrl = 'https?://[A-Za-z0-9.-]+(:[0-9]+)?(/[^\\s]*)?';

export const patterns = {
  /** Org ids and account keys: they become file names, folder names and environment variable names. */
  id: {
    pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
    description: 'lowercase letters and digits in words joined by single hyphens, e.g. khubaib-foundation',
  },
  route: {
    pattern: '^(/[A-Za-z0-9_-]+)+$',
    description: 'a path like /merchantform/jhrtrust: segments of letters, digits, _ and -, each after a /, no trailing slash',
  },
  httpUrl: {
    pattern: `^${httpUrl}$`,
    description: 'an http:// or https:// URL, e.g. https://example.org',
  },
  origin: {
    pattern: '^https?://[A-Za-z0-9.-]+(:[0-9]+)?$',
    description: 'an origin: http:// or https://, a host and an optional port, no path and no trailing slash, e.g. https://www.example.org',
  },
  embedOrigin: {
    // As a browser writes an origin (event.origin, which the embedded page compares with these): no
    // default port (443, or 80 on http), no leading zero. No IPv6 literal: a CSP source cannot name one.
    pattern:
      '^(https://[a-z0-9.-]+(:(?!443$)[1-9][0-9]{0,4})?|http://(localhost|127\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3})(:(?!80$)[1-9][0-9]{0,4})?)$',
    description:
      'an https:// origin in lowercase with no path and a port only when not 443, e.g. https://www.example.org (http:// only for localhost or 127.x.x.x while testing)',
  },
  proxyUrl: {
    pattern: `^(${httpUrl}|(/[A-Za-z0-9._~-]+)+)$`,
    description: "an http:// or https:// URL, or a path on the page's own host such as /api",
  },
  callback: {
    pattern: `^(thank-you|${httpUrl})$`,
    description: "thank-you (the org's own thank-you page) or an http:// or https:// URL",
  },
  providerPage: {
    pattern: `^(demo|${httpUrl})$`,
    description: 'demo (the demo provider page built beside the checkout page) or an http:// or https:// URL',
  },
  htmlId: {
    pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$',
    description: 'a letter, then up to 63 letters, digits, _ or -, e.g. currency-widget',
  },
  httpsUrl: {
    pattern: '^https://[A-Za-z0-9.-]+(:[0-9]+)?(/[^\\s]*)?$',
    description: 'an https:// URL, e.g. https://rates.example.com/widget.js',
  },
  countryCode: {
    pattern: '^[A-Z]{2}$',
    description: 'an ISO 3166-1 alpha-2 country code in capitals, e.g. PK',
  },
  email: {
    pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    description: 'an email address, e.g. donations@example.org',
  },
  isoDate: {
    pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
    description: 'a date written YYYY-MM-DD, e.g. 2025-06-30',
  },
  ntn: {
    pattern: '^[0-9]{7}-[0-9]$',
    description: "a National Tax Number: 7 digits, a hyphen and the check digit, in quotes, e.g. '1234567-8'",
  },
  receiptPrefix: {
    pattern: '^[A-Z0-9]{2,10}$',
    description: 'capital letters and digits, 2 to 10 of them, e.g. JHR',
  },
  consumerCodePrefix: {
    pattern: '^[0-9]{1,8}$',
    description: "1 to 8 digits in quotes, e.g. '1752'",
  },
  assetPath: {
    pattern: '^(?!.*\\.\\.)[A-Za-z0-9_-][A-Za-z0-9._/-]*\\.(svg|png|jpg|jpeg|webp)$',
    description: 'a path inside orgs/ to an .svg, .png, .jpg or .webp file, e.g. assets/ndf-logo.svg',
  },
} satisfies Record<string, NamedPattern>;

/** The description for a pattern string, or undefined for one not listed here. */
export function describePattern(pattern: string): string | undefined {
  return Object.values(patterns).find((named) => named.pattern === pattern)?.description;
}
