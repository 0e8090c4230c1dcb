/** The headers a page is sent with: its whole policy (frame-ancestors too), nosniff and a referrer policy. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ASSET_HEADERS, pageHeaders } from '../../build/page-headers.ts';

test("a page's headers carry its full policy, nosniff and strict-origin-when-cross-origin", () => {
  const headers = pageHeaders({ 'default-src': ["'none'"], 'frame-ancestors': ["'self'", 'https://www.example.org'] });
  assert.equal(headers, {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self' https://www.example.org",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
});

test('an asset is sent with nosniff and no policy', () => {
  assert.equal(ASSET_HEADERS, { 'X-Content-Type-Options': 'nosniff' });
});

test.run();
