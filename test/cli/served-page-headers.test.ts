/**
 * `forms serve` sends each page's Content-Security-Policy as a header (frame-ancestors included, which
 * a meta element cannot carry), the same policy the page's meta holds; the route list gets its own;
 * a configured pay page joins the pages' form-action.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningServer } from '../../cli/start-server.ts';
import { startFixtureServer } from '../helpers/fixture-server.ts';

let server: RunningServer;

test.before(async () => {
  server = await startFixtureServer({ PAYPRO_MARKETPLACE_URL: 'https://pay-test.example.net/pyb-demo/' });
});

test.after(() => server.close());

/** The content of the page's CSP meta element, with HTML entities for quotes undone. */
function metaPolicy(html: string): string | undefined {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  return content?.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
}

test("a form page's header holds its meta policy plus frame-ancestors, with nosniff and the referrer policy", async () => {
  const response = await fetch(`${server.url}/merchantform/grid-three-currencies/`);
  const header = response.headers.get('content-security-policy') ?? '';
  const meta = metaPolicy(await response.text());
  assert.ok(meta, 'the page has a CSP meta element');
  assert.is(header, `${meta}; frame-ancestors 'none'`);
  assert.is(response.headers.get('x-content-type-options'), 'nosniff');
  assert.is(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
});

test("the configured pay page's origin may receive a posted form; PayPro's checkout and the simulator (no gateway is set) too", async () => {
  const header = (await fetch(`${server.url}/merchantform/grid-three-currencies/`)).headers.get('content-security-policy') ?? '';
  const simulator = new URL(server.url).origin.replace(/[.]/g, '\\.');
  assert.match(header, new RegExp(`form-action 'self' https://\\*\\.paypro\\.com\\.pk ${simulator} https://pay-test\\.example\\.net;`));
});

test('thank-you and demo provider pages, and the route list, are sent with their policies', async () => {
  // The thank-you page reaches the proxy (its status requests, its lookup form); the demo page nothing.
  // Only the demo provider page may be framed, by the card checkout page of its own origin.
  const expected: Record<string, [reach: string, framers: string]> = {
    '/merchantform/grid-three-currencies/thank-you/': ["connect-src 'self'; form-action 'self'", "'none'"],
    '/platform-pages/card-checkout/demo-provider/': ["form-action 'none'", "'self'"],
  };
  for (const [path, [reach, framers]] of Object.entries(expected)) {
    const header = (await fetch(`${server.url}${path}`)).headers.get('content-security-policy') ?? '';
    assert.match(header, new RegExp(`^default-src 'none'; script-src 'self';.*frame-ancestors ${framers}$`), path);
    assert.match(header, reach, path);
  }
  const index = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
  assert.match(index, /^default-src 'none';/);
  assert.not.match(index, 'script-src');
});

test.run();
