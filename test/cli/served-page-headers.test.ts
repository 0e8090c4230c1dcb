/**
 * `forms serve` sends each page's Content-Security-Policy as a header (frame-ancestors included, which
 * a meta element cannot carry), the same policy the page's meta holds; the route list gets its own;
 * a configured pay page joins the pages' form-action. The route list shows each form's embed snippet and
 * links its demo page, on the preview's own origin, which alone may frame the pages (the fixture org
 * files list no `embed.origins`).
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

/** The embedding preview's demo page of `route`, as the route list links it. */
async function demoPageOf(route: string): Promise<URL> {
  const list = await (await fetch(`${server.url}/`)).text();
  const href = new RegExp(`<a href="${route}/">.*?<a href="([^"]+)">embedded</a>`).exec(list)?.[1];
  assert.ok(href, `the route list links the demo page of ${route}`);
  return new URL(href!);
}

test("a form page's header holds its meta policy plus frame-ancestors, with nosniff and the referrer policy", async () => {
  const response = await fetch(`${server.url}/merchantform/grid-three-currencies/`);
  const header = response.headers.get('content-security-policy') ?? '';
  const meta = metaPolicy(await response.text());
  assert.ok(meta, 'the page has a CSP meta element');
  const preview = (await demoPageOf('/merchantform/grid-three-currencies')).origin;
  assert.is(header, `${meta}; frame-ancestors ${preview}`);
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
  const preview = (await demoPageOf('/merchantform/grid-three-currencies')).origin;
  const expected: Record<string, [reach: string, framers: string]> = {
    '/merchantform/grid-three-currencies/thank-you/': ["connect-src 'self'; form-action 'self'", preview],
    '/platform-pages/card-checkout/demo-provider/': ["form-action 'none'", `'self' ${preview}`],
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

test("the route list shows each form's embed snippet; its demo page, on another origin, embeds the form with it", async () => {
  const route = '/merchantform/grid-three-currencies';
  const demo = await demoPageOf(route);
  assert.is.not(demo.origin, new URL(server.url).origin);
  const list = await (await fetch(`${server.url}/`)).text();
  const frame = `&lt;iframe src=&quot;${server.url}${route}/?embed=1&quot;`;
  assert.match(list, frame);
  const page = await (await fetch(demo)).text();
  assert.match(page, `<iframe src="${server.url}${route}/?embed=1" title="Donate to Three Currencies Trust" loading="lazy"`);
  assert.match(
    page,
    new RegExp(`<script src="${server.url}/assets/embed-[A-Z0-9]+\\.js" integrity="sha256-[^"]+" crossorigin="anonymous" async>`),
  );
  assert.is((await fetch(new URL('/nowhere/', demo))).status, 404);
});

test.run();
