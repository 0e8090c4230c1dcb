/**
 * The headers a page is sent with (its whole policy, frame-ancestors too, nosniff, revalidation and a
 * referrer policy) and an asset's (nosniff, cached for good under its hashed name).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ASSET_HEADERS, pageHeaders } from '../../build/page-headers.ts';

test("a page's headers carry its full policy, nosniff, no-cache and strict-origin-when-cross-origin", () => {
  const headers = pageHeaders({ 'default-src': ["'none'"], 'frame-ancestors': ["'self'", 'https://www.example.org'] });
  assert.equal(headers, {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self' https://www.example.org",
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
});

test('an asset is sent with nosniff, cached for a year as immutable, readable by any site (CORS), and no policy', () => {
  assert.equal(ASSET_HEADERS, {
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Access-Control-Allow-Origin': '*',
  });
});

test.run();
